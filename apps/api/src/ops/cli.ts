// npm run db:migrate | db:seed | db:reset | db:import — by hand, against DATA_DIR or DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig, type Config } from '../config';
import { recordSampleImports, withImportHistory } from './history-subjects';
import { openAppDatabase, prepareDataDir, resolveCookieSecret } from './startup';
import { CACHE_CHANNEL } from '../db/cache-channel';
import { importPriceFile } from './import-prices';
import { ImportDateSchema, parsePriceFile, PriceFileError } from './price-file';
import { describeSourcedImport, importSourcedData } from './import-sourced';
import { scaleContent } from './scale';
import { clearContent, seedSampleData } from './seed/sample';

const command = process.argv[2];
if (!['migrate', 'seed', 'reset', 'scale', 'import'].includes(command ?? '')) {
  console.error(
    'usage: cli.ts migrate|seed|reset|scale <factor>|import <prices.json> --date YYYY-MM-DD|import <snapshot.json>|import --sourced',
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
  // --date: the day of a {name, price} list; a market snapshot dates each entry itself (market.as_of).
  const date = values.date === undefined ? undefined : ImportDateSchema.safeParse(values.date);
  const usage = () => {
    console.error(
      'usage: npm run db:import -- <prices.json> --date YYYY-MM-DD [--source "who published it"]\n' +
        '       npm run db:import -- <snapshot.json> [--source "who published it"]   (a market snapshot)\n' +
        '       npm run db:import -- --sourced',
    );
    process.exit(2);
  };
  if (!file || (date && !date.success)) return usage();
  let priceFile;
  try {
    priceFile = parsePriceFile(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (e) {
    if (!(e instanceof PriceFileError || e instanceof SyntaxError)) throw e;
    console.error(`${file}: ${e.message}. Nothing was imported.`);
    process.exit(2);
  }
  if (priceFile.shape === 'list' && !date) return usage();
  const source = values.source ?? `Market snapshot ${path.basename(file)} (imported)`;
  return { sourced: false as const, file, priceFile, date: date?.data, source };
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
    const { priceFile, date, source } = args;
    const r = await withImportHistory(database.db, source, () =>
      importPriceFile(database.db, priceFile, { date, source }),
    );
    // Running API processes on the same PostgreSQL drop their cached pages.
    await database.notify(CACHE_CHANNEL, String(Date.now())).catch(() => undefined);
    if (priceFile.shape === 'list') console.log(`Prices of ${date}:`);
    else {
      const asOf = priceFile.snapshot.as_of ? ` (as of ${priceFile.snapshot.as_of})` : '';
      console.log(
        `Market snapshot ${path.basename(args.file)}${asOf}, ${priceFile.snapshot.items.length} entries:`,
      );
    }
    // A snapshot's market prices also go to the keycards, weapons, storage items, rounds and armour they are.
    console.log(`  keycards: ${r.keycards.changed.length} changed, ${r.keycards.confirmed.length} confirmed`);
    if (r.keycards.skipped.length)
      console.log(`  keycards skipped (a newer price is stored): ${r.keycards.skipped.join(', ')}`);
    console.log(
      `  weapons and storage items: ${r.items.added.length} added, ${r.items.present.length} already there`,
    );
    if (priceFile.shape === 'snapshot')
      console.log(
        `  rounds and armour: ${r.gear.updated.length} updated` +
          (r.gear.updated.length
            ? ` (${r.gear.updated.slice(0, 20).join(', ')}${r.gear.updated.length > 20 ? ', …' : ''})`
            : ''),
      );
    const m = r.marketItems;
    console.log(`  market items: ${m.updated.length} updated, ${m.present.length} already there`);
    if (m.skipped.length)
      console.log(
        `  market items skipped (a newer price is stored; its dated point kept): ${m.skipped.length}` +
          ` (${m.skipped.slice(0, 20).join(', ')}${m.skipped.length > 20 ? ', …' : ''})`,
      );
    if (m.noMarketPrice.length)
      console.log(`  no market price in the file (nothing written): ${m.noMarketPrice.length}`);
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
