// The layer rules of eslint.config.js hold: each case lints a real file of the API or the web app
// with one import planted in its text (nothing is written to disk), and expects the rule that
// refuses it. A rule that stops reporting, or a zone that stops covering a folder, fails here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The rules that report on `file` once `line` is added on top of its own text. */
async function rulesBroken(file: string, line: string): Promise<string[]> {
  const filePath = path.join(root, file);
  const text = `${line}\n${await readFile(filePath, 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath });
  return [...new Set(result!.messages.map((m) => m.ruleId ?? m.message))];
}

const API = 'apps/api/src';
const WEB = 'apps/web/src';

describe('layer rules', () => {
  it.each([
    [
      'db/ imports a feature',
      `${API}/db/errors.ts`,
      "import '../features/weapons';",
      'import-x/no-restricted-paths',
    ],
    [
      'http/ imports a feature',
      `${API}/http/paging.ts`,
      "import '../features/weapons';",
      'import-x/no-restricted-paths',
    ],
    [
      'a feature imports ops/',
      `${API}/features/tags/service.ts`,
      "import '../../ops/cli';",
      'import-x/no-restricted-paths',
    ],
    [
      'a leaf module imports a feature',
      `${API}/config.ts`,
      "import './features/weapons';",
      'import-x/no-restricted-paths',
    ],
    [
      'a feature reaches into another',
      `${API}/features/tags/service.ts`,
      "import '../weapons/repository';",
      'import-x/no-restricted-paths',
    ],
    [
      'a circle inside a feature',
      `${API}/features/history/changes.ts`,
      "import './tracked';",
      'import-x/no-cycle',
    ],
    [
      'a circle of type imports',
      `${API}/features/history/changes.ts`,
      "import type {} from './tracked';",
      'local/api-import-cycle',
    ],
    [
      'a web feature imports another',
      `${WEB}/features/items/pages/ItemsPage.tsx`,
      "import '../../weapons/pages/WeaponsIndexPage';",
      'import-x/no-restricted-paths',
    ],
  ])(
    'refuses: %s',
    async (_name, file, line, rule) => {
      expect(await rulesBroken(file, line)).toContain(rule);
    },
    60_000,
  );

  it('passes the same files as they are', async () => {
    for (const file of [`${API}/db/errors.ts`, `${API}/features/history/changes.ts`, `${API}/config.ts`])
      expect(await rulesBroken(file, '')).toEqual([]);
  }, 60_000);
});
