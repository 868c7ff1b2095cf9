import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Item } from '@dfwiki/shared';
import { jsonResponse, renderPage } from '../../../../test/render-page';
import type { EditSession } from '../../../../components/editing/history/use-edit-session';
import { ItemForm } from './item-form';

afterEach(() => vi.unstubAllGlobals());

const item = (extra: Partial<Item> = {}): Item => ({
  id: 42,
  slug: 'gold-bar',
  name: 'Gold bar',
  name_cn: '金条',
  category: 'props',
  subcategory: 'valuable',
  grade: 5,
  width: 1,
  length: 1,
  slots: 1,
  wear: '',
  price: 100000,
  price_as_of: '2026-11-01T10:00:00Z',
  value_per_slot: 100000,
  change_7d: null,
  object_id: 1001,
  name_is_ours: true,
  subcategory_cn: null,
  weight_kg: null,
  weight_source: null,
  collectible_type_cn: null,
  found_in: null,
  found_in_as_of: null,
  variants: [],
  links: [],
  has_history: false,
  sources: [],
  updated_at: '2026-11-01T10:00:00Z',
  version: 7,
  last_edited_at: null,
  ...extra,
});

const session = (reload = vi.fn(async () => undefined)): EditSession => ({
  entity: 'item',
  id: '42',
  version: 7,
  ready: true,
  failed: false,
  formKey: '42-0',
  reload,
});

/** The API answering every PATCH with `answer`; the calls are kept. */
function answerPatch(answer: () => Response) {
  const fn = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PATCH' ? answer() : jsonResponse({}, 404),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}
const patchOf = (fetch: ReturnType<typeof answerPatch>) =>
  fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');

async function rename(to: string) {
  const user = userEvent.setup();
  const name = screen.getByLabelText(/^English name/);
  await user.clear(name);
  await user.type(name, to);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { user, name };
}

describe('ItemForm', () => {
  it("shows the game's name read-only and saves the new English name over the loaded version", async () => {
    const fetch = answerPatch(() =>
      jsonResponse({ data: { item: item({ name: 'Gold ingot', version: 8 }) } }),
    );
    const { router } = renderPage(<ItemForm item={item()} session={session()} />, { path: '*', url: '/' });
    expect(screen.getByLabelText(/^Game’s name/)).toHaveValue('金条');
    expect(screen.getByLabelText(/^Game’s name/)).toHaveAttribute('readonly');
    await rename('Gold ingot');

    expect(await screen.findByText('Gold ingot saved')).toBeInTheDocument();
    const [url, init] = patchOf(fetch)!;
    expect(String(url)).toMatch(/\/items\/42$/);
    expect(new Headers(init!.headers).get('If-Match')).toBe('"7"');
    expect(JSON.parse(String(init!.body))).toEqual({ name: 'Gold ingot' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard/items'));
  });

  it('keeps what was typed over a newer version and offers Reload', async () => {
    const fetch = answerPatch(() =>
      jsonResponse({ error: { code: 'EDIT_CONFLICT', message: 'Changed since you loaded it.' } }, 409),
    );
    const reload = vi.fn(async () => undefined);
    renderPage(<ItemForm item={item()} session={session(reload)} />, { path: '/' });
    const { user, name } = await rename('Mine');

    const reloadButton = await screen.findByRole('button', { name: 'Reload' });
    expect(reloadButton.closest('[role="alert"]')).toHaveTextContent(
      'Someone else saved this after you opened it.',
    );
    expect(new Headers(patchOf(fetch)![1]!.headers).get('If-Match')).toBe('"7"');
    expect(name).toHaveValue('Mine');
    await user.click(reloadButton);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the API’s field error next to the name, and a blank name is refused before asking', async () => {
    const fetch = answerPatch(() =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid request body.',
            details: [{ path: 'name', message: 'too long', rule: 'max_length', limit: 120 }],
          },
        },
        400,
      ),
    );
    renderPage(<ItemForm item={item()} session={session()} />, { path: '/' });
    const { name } = await rename('Too long for the API');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveValue('Too long for the API');

    fetch.mockClear();
    await rename(' ');
    expect(name).toHaveAccessibleDescription('The English name is required.');
    expect(patchOf(fetch)).toBeUndefined();
  });
});
