import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderPage } from '../../../../test/render-page';
import { WeaponForm } from './weapon-form';

afterEach(() => vi.unstubAllGlobals());

/** The API refusing the save with field errors; the tag list the picker reads is empty. */
function refuseSave(details: unknown[]) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST')
      return jsonResponse(
        { error: { code: 'VALIDATION_ERROR', message: 'Invalid request body.', details } },
        400,
      );
    return String(input).includes('build-tags')
      ? jsonResponse({ data: { tags: [] } })
      : jsonResponse({}, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const renderForm = () => renderPage(<WeaponForm categories={[{ id: 1, name: 'Rifle' }]} />, { path: '/' });

describe('WeaponForm save errors', () => {
  it('shows each API field error next to its field, translated, and keeps the toast', async () => {
    const fetch = refuseSave([
      { path: 'damage', message: 'must be at most 1000', rule: 'max', limit: 1000 },
      { path: 'mystery', message: 'is not a known field', rule: 'unknown_field' },
    ]);
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'AK');
    await user.selectOptions(screen.getByLabelText(/^Category/), '1');
    const damage = screen.getByLabelText('Damage');
    await user.clear(damage);
    await user.type(damage, '5000');
    await user.click(screen.getByRole('button', { name: 'Create Weapon' }));

    await screen.findByText('Failed to save: check the marked fields.');
    expect(damage).toHaveAttribute('aria-invalid', 'true');
    // The first marked field is focused, so a long form does not hide it.
    expect(damage).toHaveFocus();
    expect(damage).toHaveAccessibleDescription('Must be at most 1000.');
    // A path the form has no field for is still shown, by name.
    expect(
      within(screen.getByText('Please check these fields:').parentElement!).getByText('mystery'),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalled();
  });
});
