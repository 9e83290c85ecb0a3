export { GrammarBuilder, type GrammarBuilderOptions } from './grammar-builder';
export { checkRepetitionBound, maxLlamaRepetition } from './check-repetition-bound';
export { gbnfLiteral, gbnfJsonLiteral } from './gbnf-literal';
export { gbnfPrimitives, type GbnfPrimitiveName } from './gbnf-primitives';
export { toRuleName } from './to-rule-name';
