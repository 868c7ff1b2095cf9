// npm run db:migrate | db:seed | db:reset | db:import — by hand, against DATA_DIR or DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig, type Config } from '../config';
import { recordSampleImports, withImportHistory } from '../history-subjects';
import { openAppDatabase, prepareDataDir, resolveCookieSecret } from '../startup';
import { CACHE_CHANNEL } from './cache-channel';
import { ImportDateSchema, importPrices, SnapshotSchema } from './import-prices';
import { describeSourcedImport, importSourcedData } from './import-sourced';
import { scaleContent } from './scale';
import { clearContent, seedSampleData } from './seed/sample';

const command = process.argv[2];
if (!['migrate', 'seed', 'reset', 'scale', 'import'].includes(command ?? '')) {
  console.error(
    'usage: cli.ts migrate|seed|reset|scale <factor>|import <prices.json> --date YYYY-MM-DD|import --sourced',
  );
  process.exit(2);
}

/** Reads and checks the import arguments before the database is opened. */
function importArgs() {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(3),
    allowPositionals: true,
    options: { date: { type: 'string' }, source: { type: 'string' }, sourced: { type: 'boolean' } },
  });
  // --sourced: the sourced game data of this release, no file needed.
  if (values.sourced && !positionals.length) return { sourced: true as const };
  const file = positionals[0];
  const date = ImportDateSchema.safeParse(values.date);
  if (!file || !date.success) {
    console.error(
      'usage: npm run db:import -- <prices.json> --date YYYY-MM-DD [--source "who published it"] | --sourced',
    );
    process.exit(2);
  }
  const parsed = SnapshotSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    console.error(`${file} is not a list of {name, price} entries: ${parsed.error.issues[0]?.message}`);
    process.exit(2);
  }
  const source = values.source ?? `Market snapshot ${path.basename(file)} (imported)`;
  return { sourced: false as const, entries: parsed.data, date: date.data, source };
}

const args = command === 'import' ? importArgs() : null;
const raw = readConfig();
prepareDataDir(raw.DATA_DIR);
// Opening initialises a fresh database exactly as a normal start would (SEED applies).
const config: Config = { ...raw, cookieSecret: resolveCookieSecret(raw) };
const log = { info: console.log, warn: console.warn };
const { database, release } = await openAppDatabase(config, log);
try {
  if (command === 'migrate') console.log('Migrations applied.');
  if (command === 'reset') {
    await clearContent(database.db);
    console.log('Content cleared (users kept).');
  }
  if (command === 'scale') {
    const factor = Number(process.argv[3]);
    await scaleContent(database.db, factor);
    console.log(`Content multiplied ×${factor} (for benchmarks).`);
  }
  if (command === 'seed' || command === 'reset') {
    const seeded = await seedSampleData(database.db);
    // The history names the sample data as the creator of what it wrote (docs/history.md).
    if (seeded) await recordSampleImports(database.db);
    console.log(seeded ? 'Sample data seeded.' : 'Sample data was already seeded; nothing done.');
  }
  if (args?.sourced) {
    const report = await withImportHistory(
      database.db,
      'sourced game data of this release (db:import --sourced)',
      () => importSourcedData(database.db),
    );
    await database.notify(CACHE_CHANNEL, String(Date.now())).catch(() => undefined);
    console.log(['Sourced data:', ...describeSourcedImport(report)].join('\n'));
  }
  if (args && !args.sourced) {
    const r = await withImportHistory(database.db, args.source, () =>
      importPrices(database.db, args.entries, args.date, args.source),
    );
    // Running API processes on the same PostgreSQL drop their cached pages.
    await database.notify(CACHE_CHANNEL, String(Date.now())).catch(() => undefined);
    console.log(`Prices of ${args.date}:`);
    console.log(`  keycards: ${r.keycards.changed.length} changed, ${r.keycards.confirmed.length} confirmed`);
    if (r.keycards.skipped.length)
      console.log(`  skipped (a newer price is stored): ${r.keycards.skipped.join(', ')}`);
    console.log(
      `  weapons and storage items: ${r.items.added.length} added, ${r.items.present.length} already there`,
    );
    console.log(
      r.unmatched.length
        ? `  unmatched names (${r.unmatched.length}): ${r.unmatched.join(', ')}`
        : '  every name matched',
    );
  }
} finally {
  await database.close();
  release();
}
