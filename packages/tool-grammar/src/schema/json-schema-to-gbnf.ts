import type { JsonSchema } from '@metnos/core';
import { compileSchemaNode } from './compile-schema-node';
import { createGrammarBuilder, createSchemaCompileContext, type SchemaGrammarOptions } from './schema-compile-context';

/** A generated grammar with what the generator could not express exactly. */
export interface GbnfCompilation {
  /** The GBNF text, one rule per line, `root` first. */
  grammar: string;
  /** Number of rules in `grammar`. */
  rules: number;
  /**
   * Where the grammar accepts more than the schema (depth cap, numeric bounds, `not`, `oneOf` exclusivity,
   * unknown formats, ...): `"<tool>: <json pointer>: <reason>"`. The validator enforces these.
   */
  widened: string[];
  /**
   * Where the grammar accepts less than the schema, by design (only declared properties, a node without
   * `type` generated with the type its keywords imply, regex classes that never produce JSON escapes).
   */
  narrowed: string[];
}

/**
 * Translates one JSON Schema (draft 7 / 2020-12 subset) into a GBNF grammar whose `root` matches the compact
 * JSON text of the values the schema accepts (optional whitespace as llama.cpp's JSON grammar allows it).
 * Throws `UnsupportedSchemaError` for constructs it cannot express unless `unsupported: 'widen'`.
 */
export function jsonSchemaToGbnf(schema: JsonSchema | boolean, options: SchemaGrammarOptions = {}): GbnfCompilation {
  const builder = createGrammarBuilder(options);
  const widened: string[] = [];
  const narrowed: string[] = [];
  const context = createSchemaCompileContext({
    builder,
    compile: compileSchemaNode,
    tool: undefined,
    rootSchema: schema,
    options,
    widened,
    narrowed,
  });
  const root = compileSchemaNode(schema, context, { pointer: '', stem: 'Schema', depth: 1 });
  return { grammar: builder.render(root), rules: builder.ruleCount, widened, narrowed };
}
