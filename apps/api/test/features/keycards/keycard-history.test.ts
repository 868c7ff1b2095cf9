// Keycard prices in the history: a price set is an update revision of the card, a bulk update is
// one audit entry with one linked revision per changed card (none when refused), a restore of a
// price goes through the price history, and a card in the trash leaves every keycard read.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, revisions } from '../../../src/db/schema';
import { engine, sessionApp } from '../../harness';

const { app, call, get } = sessionApp('editor');
const asAdmin = () => app().as.admin;

type Card = { id: string; card_value: number; price_source: string | null; version: number };
const cards = async (): Promise<Card[]> => (await get('/keycards')).keycards;
const cardById = async (id: string) => (await cards()).find((c) => c.id === id);

const revisionsOf = async (id: string) =>
  (await call('GET', `/revisions?entity=keycard&id=${id}`)).json().data.revisions as {
    id: number;
    action: string;
    changes: { field: string; from: unknown; to: unknown }[];
  }[];

const bulkAudits = async () =>
  (await call('GET', '/audit?action=prices.bulk_update', undefined, asAdmin())).json().data.entries as {
    id: number;
    target: string;
    details: { updated: string[]; unchanged: string[] };
  }[];

const revisionCount = async () => (await app().db.select({ id: revisions.id }).from(revisions)).length;

async function newCard(id: string, cardValue: number) {
  const { maps } = await get('/maps');
  const res = await call('POST', '/keycards', { id, name: id, map_id: maps[0].id, card_value: cardValue });
  expect(res.statusCode).toBe(201);
}

describe(`keycard prices in the history (${engine()})`, () => {
  it('a price set is one update revision, and honours If-Match', async () => {
    await newCard('hist-price-one', 100);
    const [created] = await revisionsOf('hist-price-one');
    const opened = { ...app().as.editor, 'if-match': `"${created!.id}"` };
    expect((await call('PATCH', '/keycards/hist-price-one/price', { price: 250 }, opened)).statusCode).toBe(
      200,
    );
    const [update] = await revisionsOf('hist-price-one');
    expect(update!.action).toBe('update');
    expect(update!.changes).toContainEqual({ field: 'card_value', from: 100, to: 250 });
    expect((await cardById('hist-price-one'))!.version).toBe(update!.id);

    expect(
      (await call('PATCH', '/keycards/hist-price-one/price', { price: 300 }, opened)).json().error.code,
    ).toBe('EDIT_CONFLICT');
    expect((await call('PATCH', '/keycards/hist-price-one/price', { price: 250 })).json().data.changed).toBe(
      false,
    );
    expect(await revisionsOf('hist-price-one')).toHaveLength(2);
  });

  it('a bulk update: one audit entry, one linked revision per changed card, none for the unchanged', async () => {
    await newCard('hist-bulk-a', 10);
    await newCard('hist-bulk-b', 20);
    await newCard('hist-bulk-c', 30);
    const res = await call('POST', '/keycards/prices', {
      items: [
        { id: 'hist-bulk-c', price: 33 },
        { id: 'hist-bulk-a', price: 11 },
        { id: 'hist-bulk-b', price: 20 },
      ],
    });
    expect(res.json().data).toEqual({ updated: ['hist-bulk-a', 'hist-bulk-c'], unchanged: ['hist-bulk-b'] });

    const [audit] = await bulkAudits();
    expect(audit).toMatchObject({
      target: 'keycards',
      details: { updated: ['hist-bulk-a', 'hist-bulk-c'], unchanged: ['hist-bulk-b'] },
    });
    const linked = await app()
      .db.select({ entityId: revisions.entityId, action: revisions.action })
      .from(revisions)
      .where(eq(revisions.auditId, audit!.id));
    expect(linked.map((r) => r.entityId).sort()).toEqual(['hist-bulk-a', 'hist-bulk-c']);
    expect(linked.every((r) => r.action === 'update')).toBe(true);
    expect((await revisionsOf('hist-bulk-b')).map((r) => r.action)).toEqual(['create']);
    expect((await revisionsOf('hist-bulk-c'))[0]!.changes).toContainEqual({
      field: 'card_value',
      from: 30,
      to: 33,
    });
  });

  it('a refused bulk update (an unknown id) records nothing', async () => {
    await newCard('hist-bulk-refused', 40);
    const audits = (await bulkAudits()).length;
    const kept = await revisionCount();
    const res = await call('POST', '/keycards/prices', {
      items: [
        { id: 'hist-bulk-refused', price: 41 },
        { id: 'no-such-card', price: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UNKNOWN_KEYCARD');
    expect((await bulkAudits()).length).toBe(audits);
    expect(await revisionCount()).toBe(kept);
    expect((await cardById('hist-bulk-refused'))!.card_value).toBe(40);
  });

  it('restoring a price puts its value and label back through the price history', async () => {
    await newCard('hist-price-restore', 500);
    await call('PATCH', '/keycards/hist-price-restore/price', { price: 900 });
    const [, created] = await revisionsOf('hist-price-restore');
    expect((await call('POST', `/revisions/${created!.id}/restore`)).statusCode).toBe(200);
    expect(await cardById('hist-price-restore')).toMatchObject({ card_value: 500, price_source: null });
    const history = (await get('/keycards/hist-price-restore/price-history')).price_history;
    expect(history.map((h: { new_value: number }) => h.new_value)).toEqual([500, 900]);
    expect((await revisionsOf('hist-price-restore'))[0]).toMatchObject({
      action: 'restore',
      changes: expect.arrayContaining([{ field: 'card_value', from: 900, to: 500 }]),
    });
  });

  it('restoring a card puts its room items and difficulties back', async () => {
    const [{ maps }, { difficulties }, { itemTypes }] = await Promise.all([
      get('/maps'),
      get('/difficulty'),
      get('/item-types'),
    ]);
    const [a, b] = itemTypes as { id: number }[];
    const body = {
      id: 'hist-rooms',
      name: 'Rooms',
      map_id: maps[0].id,
      items: [{ item_type_id: b!.id, quantity: 2 }],
      difficulties: [{ difficulty_id: difficulties[0].id, is_available: true }],
    };
    expect((await call('POST', '/keycards', body)).statusCode).toBe(201);
    const changed = { items: [{ item_type_id: a!.id, quantity: 5 }], difficulties: [] };
    expect((await call('PATCH', '/keycards/hist-rooms', changed)).statusCode).toBe(200);
    const [update, created] = await revisionsOf('hist-rooms');
    expect(update!.changes.map((c) => c.field).sort()).toEqual(['difficulties', 'items']);
    expect((await call('POST', `/revisions/${created!.id}/restore`)).statusCode).toBe(200);
    const card = (await cards()).find((c) => c.id === 'hist-rooms') as unknown as {
      items: { item_type_id: number; quantity: number }[];
      difficulties: { difficulty_id: number; is_available: boolean }[];
    };
    expect(card.items).toMatchObject([{ item_type_id: b!.id, quantity: 2 }]);
    expect(card.difficulties).toMatchObject([{ difficulty_id: difficulties[0].id, is_available: true }]);
  });

  it('a patch of other fields never undoes a price set at the same time', async () => {
    await newCard('hist-race', 1000);
    await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        n % 2
          ? call('PATCH', '/keycards/hist-race/price', { price: 2000 + n })
          : call('PATCH', '/keycards/hist-race', { room_info: `race ${n}` }),
      ),
    );
    const history = (await get('/keycards/hist-race/price-history')).price_history;
    expect((await cardById('hist-race'))!.card_value).toBe(history[0].new_value);
    expect(history.map((h: { new_value: number }) => h.new_value).every((v: number) => v > 2000)).toBe(true);
  });

  it('a card in the trash leaves every keycard read and every price write', async () => {
    await newCard('hist-trashed', 70);
    const total = (await get('/keycards')).page.total as number;
    expect((await call('DELETE', '/keycards/hist-trashed')).statusCode).toBe(200);
    expect(await cardById('hist-trashed')).toBeUndefined();
    expect((await get('/keycards')).page.total).toBe(total - 1);
    expect((await call('GET', '/keycards/hist-trashed/price-history', undefined, {})).statusCode).toBe(404);
    expect((await call('PATCH', '/keycards/hist-trashed/price', { price: 1 })).statusCode).toBe(404);
    const bulk = await call('POST', '/keycards/prices', { items: [{ id: 'hist-trashed', price: 1 }] });
    expect(bulk.json().error.code).toBe('UNKNOWN_KEYCARD');
    // Its id stays taken until it is purged, so a restore never clashes.
    const { maps } = await get('/maps');
    const again = await call('POST', '/keycards', { id: 'hist-trashed', name: 'Again', map_id: maps[0].id });
    expect(again.json().error.code).toBe('KEYCARD_EXISTS');
    const audits = await app().db.select().from(auditLog).where(eq(auditLog.target, 'keycard:hist-trashed'));
    expect(audits.map((a) => a.action)).toEqual(['keycard.delete']);
  });
});
