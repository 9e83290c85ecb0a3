export { maxLlamaRepetition } from './check-repetition-bound';
export { gbnfLiteral, gbnfJsonLiteral } from './gbnf-literal';
export { toRuleName } from './to-rule-name';
