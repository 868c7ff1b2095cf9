// npm run db:migrate | db:seed | db:reset — by hand, against DATA_DIR or DATABASE_URL.
import { readConfig, type Config } from '../config';
import { openAppDatabase, prepareDataDir, resolveCookieSecret } from '../startup';
import { scaleContent } from './scale';
import { clearContent, seedSampleData } from './seed/sample';

const command = process.argv[2];
if (!['migrate', 'seed', 'reset', 'scale'].includes(command ?? '')) {
  console.error('usage: cli.ts migrate|seed|reset|scale <factor>');
  process.exit(2);
}
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
    console.log(
      (await seedSampleData(database.db))
        ? 'Sample data seeded.'
        : 'Sample data was already seeded; nothing done.',
    );
  }
} finally {
  await database.close();
  release();
}
