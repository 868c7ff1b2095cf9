// The trash's retention: what was deleted longer ago than the retention period goes for good (one
// audit entry says so); what is younger stays restorable; revisions outlive the purge.
import { describe, expect, it } from 'vitest';
import { purgeTrash } from '../../../src/features/history';
import { engine, sessionApp } from '../../harness';

const { app, call } = sessionApp('editor');
const DAY = 86_400_000;

describe(`trash retention (${engine()})`, () => {
  it('purges only what is past the retention period, and keeps its history', async () => {
    const tag = (await call('POST', '/build-tags', { name: 'Purge me' })).json().data.tag;
    expect((await call('DELETE', `/build-tags/${tag.id}`)).statusCode).toBe(200);
    const deleted = (await call('GET', `/revisions?entity=tag&id=${tag.id}`)).json().data.revisions[0];

    // 89 days later it is still in the trash.
    expect(await purgeTrash(app().db, 90, new Date(Date.now() + 89 * DAY))).toEqual({});
    const trash = (await call('GET', '/trash')).json().data.items;
    expect(trash.map((i: { entityId: string }) => i.entityId)).toContain(String(tag.id));

    // 91 days later it is gone for good: nothing to restore, the revisions stay.
    expect(await purgeTrash(app().db, 90, new Date(Date.now() + 91 * DAY))).toEqual({ tag: 1 });
    const after = (await call('GET', '/trash')).json().data.items;
    expect(after.map((i: { entityId: string }) => i.entityId)).not.toContain(String(tag.id));
    expect((await call('POST', `/revisions/${deleted.id}/restore`)).statusCode).toBe(404);
    expect((await call('GET', `/revisions?entity=tag&id=${tag.id}`)).json().data.revisions).toHaveLength(2);

    const audit = (await call('GET', '/audit?action=trash.purge', undefined, app().as.admin)).json().data;
    expect(audit.entries[0]).toMatchObject({
      action: 'trash.purge',
      by: null,
      details: { days: 90, purged: { tag: 1 } },
    });
  });
});
