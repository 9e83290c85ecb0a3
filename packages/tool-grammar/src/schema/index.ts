export { jsonSchemaToGbnf, type GbnfCompilation } from './json-schema-to-gbnf';
export { defaultMaxDepth, defaultMaxRepetition, type SchemaGrammarOptions } from './schema-compile-context';
