// Types of the kept-HTML rule, for the scripts' tests (the rule itself is plain JS for ESLint's config).
import type { Rule } from 'eslint';

export declare const keptHtmlData: Rule.RuleModule;
