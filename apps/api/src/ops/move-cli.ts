// npm run db:move -- --to postgres://…: copies the embedded database of DATA_DIR into an empty
// PostgreSQL database. The server must be stopped (the data folder's lock is taken).
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openPglite, openPostgres } from '../db/database';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { moveDatabase, MoveError } from './move';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error('usage: npm run db:move -- --to postgres://user:password@host:5432/database');
  process.exit(2);
}
const { DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS_MB } = readConfig();
const folder = path.join(dataDir, 'db');
if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
  console.error(
    `There is no embedded database in ${path.resolve(folder)}. Set DATA_DIR to the server's data folder.`,
  );
  process.exit(1);
}

let release: () => void;
try {
  release = acquireDataDirLock(dataDir);
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(`${err.message} Stop the server before moving its database.`);
  process.exit(1);
}
const source = await openPglite(folder, undefined, PGLITE_SHARED_BUFFERS_MB);
const target = await openPostgres(values.to);
try {
  const counts = await moveDatabase(source, target);
  const total = counts.reduce((sum, c) => sum + c.rows, 0);
  console.log(`Moved ${total} rows in ${counts.length} tables:`);
  for (const c of counts.filter((c) => c.rows > 0)) console.log(`  ${c.table}: ${c.rows}`);
  console.log(
    'Start the server with DATABASE_URL set to the target and the same DATA_DIR (uploads live there).',
  );
} catch (err) {
  process.exitCode = 1;
  if (err instanceof MoveError) console.error(err.message);
  else
    console.error(
      'The move failed and no row was copied (the target has the tables only, so it can be run again):',
      err,
    );
} finally {
  await target.close();
  await source.close();
  release();
}
