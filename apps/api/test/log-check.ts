// Searches the log of a whole API test run for secrets: every test app writes there at debug
// level through the production logger (harness.ts), so a secret any test sent that reaches a log
// line fails the run. An empty or tiny log fails too: a run that logged nothing proves nothing.
//
//   npx tsx apps/api/test/log-check.ts <log file> [--min-lines N]
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../src/http/tokens';
import { TEST_COOKIE_SECRET, TEST_PASSWORD } from './test-secrets';

/** What must never appear in a log line, and why. */
export const LOG_SECRETS: [needle: string, what: string][] = [
  ['$argon2', 'a password hash'],
  [TEST_PASSWORD, 'the test password'],
  [TEST_COOKIE_SECRET, 'the cookie secret'],
  [`${ACCESS_COOKIE}=`, 'a session cookie'],
  [`${REFRESH_COOKIE}=`, 'a refresh cookie'],
  ['x-dfwiki-internal-read', 'the internal read header'],
];

/** The problems of one run's log, each naming its line; none when it is clean and big enough. */
export function checkLog(text: string, minLines = 0): string[] {
  const lines = text.split('\n').filter(Boolean);
  const problems: string[] = [];
  if (lines.length < minLines)
    problems.push(`the log has ${lines.length} lines, fewer than the ${minLines} a run writes`);
  lines.forEach((line, i) => {
    for (const [needle, what] of LOG_SECRETS)
      if (line.includes(needle))
        problems.push(`line ${i + 1} holds ${what} (${needle}): ${line.slice(0, 400)}`);
  });
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, flag, value] = process.argv.slice(2);
  if (!file) throw new Error('usage: log-check.ts <log file> [--min-lines N]');
  const minLines = flag === '--min-lines' ? Number(value) : 1;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const problems = checkLog(text, minLines);
  const count = text.split('\n').filter(Boolean).length;
  if (problems.length) {
    console.error(`API test log ${file}: ${problems.length} problem(s)`);
    for (const p of problems.slice(0, 20)) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`API test log: ${count} lines, ${text.length} bytes, no secrets.`);
}
