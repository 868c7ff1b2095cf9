// The kept-HTML lint rule: a KeptHtml block draws only from the data it declares.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { keptHtmlData } from './eslint/kept-html-data.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
    sourceType: 'module',
  },
});

const component = (body: string) => `
import { KeptHtml } from './kept-html';
import { useTranslation } from 'react-i18next';
const LABEL = 'Damage';
export function Card({ weapon, inputs }) {
  const { t } = useTranslation();
  const local = weapon.damage * 2;
  return ${body};
}`;

tester.run('kept-html/declared-data', keptHtmlData, {
  valid: [
    {
      code: component(
        '<KeptHtml data={[weapon, inputs]}>{([w, i]) => <p>{LABEL} {t("x")} {w.damage} {i.length}</p>}</KeptHtml>',
      ),
    },
    { code: component('<KeptHtml data={weapon}>{function (w) { return <p>{w.name}</p>; }}</KeptHtml>') },
  ],
  invalid: [
    {
      code: component('<KeptHtml data={weapon}>{(w) => <p>{w.name} {inputs.length}</p>}</KeptHtml>'),
      errors: [{ messageId: 'undeclared', data: { name: 'inputs' } }],
    },
    {
      code: component('<KeptHtml data={weapon}>{() => <p>{local}</p>}</KeptHtml>'),
      errors: [{ messageId: 'undeclared', data: { name: 'local' } }],
    },
    {
      code: component('<KeptHtml data={weapon}><p>{weapon.name}</p></KeptHtml>'),
      errors: [{ messageId: 'notAFunction' }],
    },
  ],
});
