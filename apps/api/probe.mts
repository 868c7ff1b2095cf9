import { openPglite, runMigrations } from './src/db/database';
import { prepareContent } from './src/db/prepare-content';
import { listItems, findItem } from './src/features/items/service';
const t0 = Date.now();
const db = await openPglite(undefined);
await runMigrations(db);
await prepareContent(db.db, 'sample');
console.log('seeded in', Date.now() - t0);
let t1 = Date.now();
try {
  const r = await listItems(db.db, { sort: 'value_per_slot', limit: 3, offset: 0 } as any);
  console.log(Date.now() - t1, JSON.stringify(r).slice(0, 800));
  t1 = Date.now();
  console.log(JSON.stringify(await findItem(db.db, '11050006002-1')).slice(0, 1500), Date.now() - t1);
} catch (e) { console.error(e); }
await db.close();
