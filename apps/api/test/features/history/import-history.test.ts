// A later import (db:import) is in the history by its source: each entity it changed gets one
// update revision with what changed, and nothing it left alone gets any.
import { describe, expect, it } from 'vitest';
import { importPrices } from '../../../src/ops/import-prices';
import { withImportHistory } from '../../../src/ops/history-subjects';
import { engine, sessionApp } from '../../harness';

const { app, call } = sessionApp('editor');

describe(`imports in the history (${engine()})`, () => {
  it('a price snapshot records one update per changed card, by the snapshot', async () => {
    const [changed, untouched] = (await call('GET', '/keycards?limit=2', undefined, {})).json().data.keycards;
    const source = 'Market snapshot test.json (imported)';
    const price = changed.card_value + 1234;
    const today = new Date().toISOString().slice(0, 10);
    await withImportHistory(app().db, source, () =>
      importPrices(app().db, [{ name: changed.name, price }], today, source),
    );

    const [newest] = (await call('GET', `/revisions?entity=keycard&id=${changed.id}`)).json().data.revisions;
    expect(newest).toMatchObject({ action: 'update', by: null, source });
    expect(newest.changes).toContainEqual({ field: 'card_value', from: changed.card_value, to: price });
    const other = (await call('GET', `/revisions?entity=keycard&id=${untouched.id}`)).json().data.revisions;
    expect(other.every((r: { source: string | null }) => r.source !== source)).toBe(true);
  });
});
