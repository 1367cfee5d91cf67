import type { ESLint, Rule } from 'eslint';

export declare const ROLE_VALUES: readonly string[];
export declare const noRuleLiterals: Rule.RuleModule;
declare const plugin: ESLint.Plugin & { rules: { 'no-rule-literals': Rule.RuleModule } };
export default plugin;
