// Makes one migrated + seeded database per run, which every test file then copies:
// PGlite → a dumped data dir (tarball) loaded in memory; PostgreSQL → a template database.
// Also names the run's log file, which every test app appends to (harness.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, runMigrations } from '../src/db/database';
import { prepareContent } from '../src/ops/prepare-content';
import { recordSampleImports } from '../src/ops/history-subjects';
import { checkLog } from './log-check';

export const TEMPLATE_DB = 'dfwiki_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: 'pglite' | 'postgres';
    pgliteTemplate: string;
    postgresUrl: string;
    logFile: string;
  }
}

export default async function setup(project: TestProject) {
  const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  project.provide('engine', engine);
  const closeLog = runLog();
  project.provide('logFile', closeLog.file);
  if (engine === 'pglite') {
    const db = await openPglite(undefined);
    await runMigrations(db);
    await prepareContent(db.db, 'sample', recordSampleImports);
    const client = (db.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-tpl-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    project.provide('pgliteTemplate', file);
    project.provide('postgresUrl', '');
    return () => {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
      closeLog();
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const templateUrl = withDatabase(url, TEMPLATE_DB);
  const db = await openPostgres(templateUrl);
  await runMigrations(db);
  await prepareContent(db.db, 'sample', recordSampleImports);
  await db.close();
  await admin.end();
  project.provide('pgliteTemplate', '');
  project.provide('postgresUrl', url);
  return closeLog;
}

/**
 * The run's log file: scripts/test-api.mjs names it (TEST_LOG_FILE) and checks it after the run,
 * size included. A run started otherwise gets a temporary one, searched for secrets here (a
 * teardown cannot fail the run, so it says so loudly) and then deleted.
 */
function runLog(): (() => void) & { file: string } {
  const given = process.env.TEST_LOG_FILE;
  const file = given ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-log-')), 'api.log');
  fs.writeFileSync(file, '');
  const close = () => {
    if (given) return;
    const problems = checkLog(fs.readFileSync(file, 'utf8'));
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    if (!problems.length) return;
    process.exitCode = 1;
    throw new Error(`Secrets in the API test log:\n${problems.slice(0, 20).join('\n')}`);
  };
  return Object.assign(close, { file });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
