export { jsonSchemaToGbnf, type GbnfCompilation } from './json-schema-to-gbnf';
export { compileSchemaNode } from './compile-schema-node';
export {
  createSchemaCompileContext,
  defaultMaxDepth,
  defaultMaxRepetition,
  type SchemaGrammarOptions,
  type SchemaCompileContext,
  type SchemaLocation,
  type ObjectMembersRequest,
} from './schema-compile-context';
