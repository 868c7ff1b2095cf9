// Flat config: TypeScript everywhere, React hooks and accessibility rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import fs from 'node:fs';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

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
const local = { rules: { 'kebab-file-name': kebabFileName, 'page-file-name': pageFileName } };
const foldersIn = (dir) =>
  fs
    .readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
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
  dbAtBottom: 'db/ is the bottom layer: move what it shares with a feature or http/ down into db/.',
  httpBelowFeatures: 'http/ serves every feature and imports none: move the shared piece down into http/.',
  featureIndex: 'Outside its folder, a feature is used only through its index.ts.',
};
/** The import-x settings both apps share: resolve TypeScript sources by their extensionless path. */
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
};
/** The API's top-level modules and the other features (db/ and http/ may not import features at all). */
const outsideApiFeature = (feature) => [
  '*.ts',
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
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
            web(['features', 'components', 'lib', 'i18n'], 'app', WHY.appOnTop),
            web(['components', 'lib', 'i18n'], 'features', WHY.sharedBelowFeatures),
          ],
        },
      ],
    },
  },
  // Layers of the API (docs/decisions/013-layers-by-lint.md): features → http → db, never upward;
  // a feature is used from outside its folder only through its index.ts. The API's own tests
  // live in apps/api/test, outside these zones, so they may reach a module's internals.
  {
    files: [`${API}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            api('db', ['features', 'http'], WHY.dbAtBottom),
            api('http', 'features', WHY.httpBelowFeatures),
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
    ignores: [`${WEB}/features/*/pages/**`, `${WEB}/test/**`, `${WEB}/**/*.d.ts`],
    plugins: { local },
    rules: { 'local/kebab-file-name': 'error' },
  },
  {
    files: [`${WEB}/features/*/pages/**/*.tsx`],
    plugins: { local },
    rules: { 'local/page-file-name': 'error' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
