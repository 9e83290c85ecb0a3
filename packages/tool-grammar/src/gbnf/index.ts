export { GrammarBuilder } from './grammar-builder';
export { gbnfLiteral, gbnfJsonLiteral } from './gbnf-literal';
export { gbnfPrimitives, type GbnfPrimitiveName } from './gbnf-primitives';
export { toRuleName } from './to-rule-name';
