// Flat config: TypeScript everywhere, React hooks and accessibility rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import fs from 'node:fs';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const WEB = 'apps/web/src';

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
const FEATURES = fs
  .readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

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
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./${WEB}/features/${feature}`,
              from: `./${WEB}/features`,
              except: [`./${feature}`],
              message: 'Features never import each other: move what both need to components/ or lib/.',
            })),
            {
              target: [`./${WEB}/features`, `./${WEB}/components`, `./${WEB}/lib`, `./${WEB}/i18n`],
              from: `./${WEB}/app`,
              message:
                'Only the app shell imports app/: features and shared code get what they need passed in or from lib/.',
            },
            {
              target: [`./${WEB}/components`, `./${WEB}/lib`, `./${WEB}/i18n`],
              from: `./${WEB}/features`,
              message:
                'Shared UI and lib never import a feature: the app shell puts features into the layout.',
            },
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
