// Flat config: TypeScript everywhere, React hooks and accessibility rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { keptHtmlData } from './scripts/eslint/kept-html-data.js';
import ts from 'typescript';

const WEB = 'apps/web/src';
const API = 'apps/api/src';

/** A rule that checks the file's own name against `pattern`. */
const fileNameRule = (pattern, description) => ({
  meta: { type: 'suggestion', schema: [], messages: { bad: `File names here are ${description}: {{name}}` } },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop();
    return {
      Program(node) {
        if (!pattern.test(name)) context.report({ node, messageId: 'bad', data: { name } });
      },
    };
  },
});
const kebabFileName = fileNameRule(/^[a-z0-9]+(-[a-z0-9]+)*(\.test|\.d)?\.tsx?$/, 'kebab-case');
const pageFileName = fileNameRule(
  /^([A-Z][A-Za-z0-9]*(Page|Layout)|[a-z0-9]+(-[a-z0-9]+)*\.test)\.tsx$/,
  'PascalCase, ending in Page or Layout (tests: kebab-case)',
);

/**
 * Import cycles among the files below `root`, type-only imports included: import-x/no-cycle skips
 * `import type` and has no option to count it, yet a type import ties two modules together just as
 * well (the API's context.ts once imported a weapons type). The graph is read from disk once per
 * lint run with TypeScript's own import scanner; each import of the linted file that leads back to
 * it is reported with the way round.
 */
const importCycleRule = (root) => {
  const rootDir = fileURLToPath(new URL(`./${root}/`, import.meta.url));
  const resolveFrom = (file, spec) => {
    if (!spec.startsWith('.')) return undefined;
    const base = path.resolve(path.dirname(file), spec);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (f) => /\.tsx?$/.test(f) && fs.existsSync(f) && fs.statSync(f).isFile(),
    );
  };
  const importsOf = (file, text) =>
    ts
      .preProcessFile(text, true, true)
      .importedFiles.map((i) => resolveFrom(file, i.fileName))
      .filter(Boolean);
  let graph;
  const readGraph = () => {
    graph = new Map();
    for (const rel of fs.readdirSync(rootDir, { recursive: true })) {
      const file = path.join(rootDir, rel);
      if (/\.tsx?$/.test(file)) graph.set(file, importsOf(file, fs.readFileSync(file, 'utf8')));
    }
    return graph;
  };
  /** The shortest way from `start` back to `end`, as file names below the root, or undefined. */
  const wayBack = (start, end) => {
    const cameFrom = new Map([[start, null]]);
    const queue = [start];
    while (queue.length) {
      const at = queue.shift();
      for (const next of (graph ?? readGraph()).get(at) ?? []) {
        if (next === end) {
          const way = [at];
          while (cameFrom.get(way[0])) way.unshift(cameFrom.get(way[0]));
          return way.map((f) => path.relative(rootDir, f));
        }
        if (cameFrom.has(next)) continue;
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
    return undefined;
  };
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: { cycle: 'Import cycle (type imports count): {{way}}. Move what both need down a layer.' },
    },
    create(context) {
      const file = context.filename;
      if (!file.startsWith(rootDir)) return {};
      const check = (node) => {
        const target = node.source && resolveFrom(file, String(node.source.value));
        if (!target) return;
        const way = target === file ? [] : wayBack(target, file);
        const self = path.relative(rootDir, file);
        if (way)
          context.report({ node, messageId: 'cycle', data: { way: [self, ...way, self].join(' → ') } });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
};
const local = {
  rules: {
    'kebab-file-name': kebabFileName,
    'page-file-name': pageFileName,
    'api-import-cycle': importCycleRule('apps/api/src'),
  },
};
/** The folders in `dir`; none when it does not exist (yet), so the config never fails on a move. */
const foldersIn = (dir) => {
  const url = new URL(`./${dir}`, import.meta.url);
  if (!fs.existsSync(url)) return [];
  return fs
    .readdirSync(url, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
};
const FEATURES = foldersIn(`${WEB}/features`);
const API_FEATURES = foldersIn(`${API}/features`);

/**
 * Zones of `import-x/no-restricted-paths` below `root`, one line each: files under `importers`
 * (folders or globs) may not import from `imported` (folders), except `allowed` (paths relative to
 * the imported folder).
 */
const layers = (root) => (importers, imported, why, allowed) => ({
  target: [importers].flat().map((p) => `./${root}/${p}`),
  from: [imported].flat().map((p) => `./${root}/${p}`),
  message: why,
  ...(allowed && { except: allowed }),
});
const web = layers(WEB);
const api = layers(API);
const WHY = {
  featuresApart: 'Features never import each other: move what both need to components/ or lib/.',
  appOnTop: 'Only the app shell imports app/: others get what they need passed in or from lib/.',
  sharedBelowFeatures: 'Shared UI and lib never import a feature: the app shell lays features out.',
  takeOverBelowUi: 'take-over/ sits beside lib/, under the shared UI: pass what it needs in.',
  leavesAtBottom:
    'config.ts, paths.ts and domain-errors.ts are the leaves of the API: they import none of its layers.',
  dbAtBottom: 'db/ is the bottom layer: move what it shares with a feature or http/ down into db/.',
  httpBelowFeatures:
    'http/ and context.ts serve every feature and import none: move the shared piece down into http/.',
  featuresBelowOps:
    'Features are below ops/ and page-host/: the operations and the page host call features, not the other way round.',
  opsBesidePageHost:
    'ops/ and page-host/ sit side by side and import neither each other nor the entry files.',
  entryOnTop: 'main.ts and app.ts wire everything and nothing imports them: pass in what a layer needs.',
  featureIndex: 'Outside its folder, a feature is used only through its index.ts.',
};
/** The import-x settings both apps share: resolve TypeScript sources by their extensionless path. */
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
};
/**
 * The API's layers, top to bottom (docs/decisions/029-operations-above-features.md): the entry
 * files; ops/ beside page-host/; features/; http/ with context.ts; db/; the leaf modules. Paths
 * that do not exist yet (a folder being moved in) simply match nothing.
 */
const API_ENTRY = ['main.ts', 'app.ts'];
const API_SIDE = ['ops', 'page-host'];
const API_LEAVES = ['config.ts', 'paths.ts', 'domain-errors.ts'];
const API_HTTP = ['http', 'context.ts'];
/** Everything outside a feature's folder that may use it: top-level files, ops/, the page host, other features. */
const outsideApiFeature = (feature) => [
  '*.ts',
  ...API_SIDE,
  ...API_FEATURES.filter((f) => f !== feature).map((f) => `features/${f}`),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'screenshots/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      'kept-html': { rules: { 'declared-data': keptHtmlData } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'kept-html/declared-data': 'error',
    },
  },
  // Layers of the web app (docs/decisions/010-web-layers.md): app → features → shared UI and lib,
  // never the other way round; features never import each other; no import cycles; file names
  // in kebab-case (pages in PascalCase, ending in Page).
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((f) => web(`features/${f}`, 'features', WHY.featuresApart, [`./${f}`])),
            // take-over/ (how a page comes alive) sits with lib/: features and shared UI use it.
            web(['features', 'components', 'lib', 'i18n', 'take-over'], 'app', WHY.appOnTop),
            web(['components', 'lib', 'i18n', 'take-over'], 'features', WHY.sharedBelowFeatures),
            web('take-over', 'components', WHY.takeOverBelowUi),
          ],
        },
      ],
    },
  },
  // Layers of the API (docs/decisions/013-layers-by-lint.md, 029-operations-above-features.md):
  // main.ts, app.ts → ops/, page-host/ → features → http/, context.ts → db/ → config.ts, paths.ts,
  // domain-errors.ts, never upward and never in a circle (type imports count); a feature is used
  // from outside its folder only through its index.ts. The API's own tests live in apps/api/test,
  // outside these zones, so they may reach a module's internals.
  {
    files: [`${API}/**/*.ts`],
    plugins: { 'import-x': importX, local },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/api-import-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            api(API_LEAVES, ['db', ...API_HTTP, 'features', ...API_SIDE, ...API_ENTRY], WHY.leavesAtBottom),
            api('db', [...API_HTTP, 'features', ...API_SIDE, ...API_ENTRY], WHY.dbAtBottom),
            api(API_HTTP, ['features', ...API_SIDE, ...API_ENTRY], WHY.httpBelowFeatures),
            api('features', [...API_SIDE, ...API_ENTRY], WHY.featuresBelowOps),
            api('ops', ['page-host', ...API_ENTRY], WHY.opsBesidePageHost),
            api('page-host', ['ops', ...API_ENTRY], WHY.opsBesidePageHost),
            api('app.ts', 'main.ts', WHY.entryOnTop),
            ...API_FEATURES.map((f) =>
              api(outsideApiFeature(f), `features/${f}`, WHY.featureIndex, ['./index.ts']),
            ),
          ],
        },
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [
      `${WEB}/features/*/pages/**`,
      `${WEB}/features/*/admin/pages/**`,
      `${WEB}/test/**`,
      `${WEB}/**/*.d.ts`,
    ],
    plugins: { local },
    rules: { 'local/kebab-file-name': 'error' },
  },
  {
    // A feature's editor keeps its pages in `admin/pages` (docs/decisions/030-admin-by-what-it-edits.md).
    files: [`${WEB}/features/*/pages/**/*.tsx`, `${WEB}/features/*/admin/pages/**/*.tsx`],
    plugins: { local },
    rules: { 'local/page-file-name': 'error' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
