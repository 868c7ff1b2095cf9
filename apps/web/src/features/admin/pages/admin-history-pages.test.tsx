import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, RoleName, TrashItem } from '@dfwiki/shared';
import { renderPage, serveApi } from '../../../test/render-page';
import AdminAuditPage from './AdminAuditPage';
import AdminTrashPage from './AdminTrashPage';

const item = (revision_id: number, name: string): TrashItem => ({
  entity: 'weapon',
  entityId: String(revision_id),
  name,
  deleted_at: '2026-11-20T10:00:00.000Z',
  by: { id: 2, nickname: 'Ed' },
  revision_id,
});

const entry = (id: number, action: string): AuditEntry => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  by: { id: 1, nickname: 'Admin' },
  action,
  target: `weapon:${id}`,
  details: { revision: 9 },
});

const session = (role: RoleName) => () => ({
  data: { isValid: true, user: { id: 1, nickname: 'Admin', email: 'a@example.com', role: { name: role } } },
});

const calls = (fetch: ReturnType<typeof serveApi>, path: string) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://test'))
    .filter((u) => u.pathname.endsWith(path));

afterEach(() => vi.unstubAllGlobals());

describe('AdminTrashPage', () => {
  it('restores an item after the confirmation; its row leaves the list', async () => {
    let items = [item(5, 'Old Rifle'), item(4, 'Older Rifle')];
    const fetch = serveApi({
      '/trash': () => ({ data: { items } }),
      '/revisions/5/restore': () => {
        items = items.filter((i) => i.revision_id !== 5);
        return { data: { entity: 'weapon', entityId: '5', item: {} } };
      },
    });
    renderPage(<AdminTrashPage />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Old Rifle' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore from the trash?' });
    expect(calls(fetch, '/restore')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('“Old Rifle” restored.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore Old Rifle' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore Older Rifle' })).toBeInTheDocument();
    expect(fetch.mock.calls.find(([u]) => String(u).endsWith('/restore'))?.[1]?.method).toBe('POST');
  });

  it('says when the trash is empty', async () => {
    serveApi({ '/trash': () => ({ data: { items: [] } }) });
    renderPage(<AdminTrashPage />, { path: '/' });
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
  });
});

describe('AdminAuditPage', () => {
  it('refuses an editor and never reads the log', async () => {
    const fetch = serveApi({ '/auth/check-token': session('editor') });
    renderPage(<AdminAuditPage />, { path: '/' });
    expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(calls(fetch, '/audit')).toHaveLength(0);
  });

  it('reads the filters from the URL and pages back with next_before', async () => {
    const fetch = serveApi({
      '/auth/check-token': session('admin'),
      '/users': () => ({ data: { users: [] } }),
      '/audit': (url) =>
        url.searchParams.get('before')
          ? { data: { entries: [entry(3, 'weapon.delete')], next_before: null } }
          : { data: { entries: [entry(8, 'weapon.restore')], next_before: 8 } },
    });
    renderPage(<AdminAuditPage />, { path: '/', url: '/?action=weapon.restore&actor=abc&from=2026-11-01' });
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    expect(within(table).getByText('Weapon restored')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(await within(table).findByText('Weapon deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
    expect(calls(fetch, '/audit').map((u) => u.search)).toEqual([
      '?action=weapon.restore&from=2026-11-01',
      '?action=weapon.restore&from=2026-11-01&before=8',
    ]);
  });
});
