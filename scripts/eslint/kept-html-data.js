// ESLint rule: a KeptHtml block is drawn from its `data` alone. Its children are a function of that
// data; the function may use its argument, module-level names (imports, constants) and the
// translation functions, but nothing else of the component around it: a value the block used
// without declaring it would change without reaching the kept HTML
// (docs/decisions/028-take-over-folder.md). Hooks that read the data cache are caught at run time
// (take-over/kept-html.tsx); this catches the closures.

/** The translation hooks: the language is the address's, it does not change on a page. */
const TRANSLATION = new Set(['useTranslation', 'useTList']);

/** Names a translation hook gave (`t`, `i18n`, a list lookup). */
const isTranslation = (variable) =>
  variable.defs.some(
    (def) =>
      def.node.type === 'VariableDeclarator' &&
      def.node.init?.type === 'CallExpression' &&
      def.node.init.callee.type === 'Identifier' &&
      TRANSLATION.has(def.node.init.callee.name),
  );

/** @type {import('eslint').Rule.RuleModule} */
export const keptHtmlData = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      undeclared:
        "A KeptHtml block uses '{{name}}' without declaring it: add it to `data` and take it from the block's argument.",
      notAFunction: 'The children of KeptHtml are a function of its `data`: {(data) => …}.',
    },
  },
  create(context) {
    return {
      JSXElement(node) {
        const name = node.openingElement.name;
        if (name.type !== 'JSXIdentifier' || name.name !== 'KeptHtml') return;
        const children = node.children.filter(
          (child) => !(child.type === 'JSXText' && child.value.trim() === ''),
        );
        const block = children[0]?.type === 'JSXExpressionContainer' ? children[0].expression : null;
        if (
          children.length !== 1 ||
          !block ||
          (block.type !== 'ArrowFunctionExpression' && block.type !== 'FunctionExpression')
        ) {
          context.report({ node: node.openingElement, messageId: 'notAFunction' });
          return;
        }
        const seen = new Set();
        const visit = (scope) => {
          for (const reference of scope.through) {
            const variable = reference.resolved;
            if (!variable || reference.isTypeReference) continue;
            const home = variable.scope.type;
            if (home === 'module' || home === 'global' || isTranslation(variable)) continue;
            if (seen.has(variable)) continue;
            seen.add(variable);
            context.report({
              node: reference.identifier,
              messageId: 'undeclared',
              data: { name: variable.name },
            });
          }
        };
        visit(context.sourceCode.getScope(block));
      },
    };
  },
};
