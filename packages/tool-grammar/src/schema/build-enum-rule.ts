import type { JsonSchema, JsonSchemaType } from '@metnos/core';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';
import { gbnfJsonLiteral } from '../gbnf/gbnf-literal';
import { childPointer, handleUnsupported, type SchemaCompileContext, type SchemaLocation } from './schema-compile-context';
import { jsonTypesOf } from './json-type-of';

/**
 * Builds the rule for `enum` and/or `const`: an alternation of the compact JSON texts of the allowed values,
 * keeping only values that also satisfy a sibling `type`. Objects inside enum values keep their key order.
 */
export function buildEnumRule(schema: JsonSchema, context: SchemaCompileContext, location: SchemaLocation): string {
  let values: readonly unknown[] = schema.enum ?? [schema.const];
  if (schema.const !== undefined && schema.enum !== undefined) {
    const constText = JSON.stringify(schema.const);
    values = values.filter((value) => JSON.stringify(value) === constText);
  }
  const types = schema.type === undefined ? undefined : new Set<JsonSchemaType>([schema.type].flat());
  const literals = [
    ...new Set(
      values
        .filter((value) => types === undefined || jsonTypesOf(value).some((type) => types.has(type)))
        .map((value) => gbnfJsonLiteral(value)),
    ),
  ];
  if (literals.length === 0) {
    if (context.unsupported === 'error') {
      throw new UnsupportedSchemaError({
        tool: context.tool,
        path: childPointer(location.pointer, schema.enum === undefined ? 'const' : 'enum'),
        keyword: schema.enum === undefined ? 'const' : 'enum',
        message: schema.type === undefined ? 'has no value' : `has no value of the schema's 'type' (${JSON.stringify(schema.type)})`,
        unsatisfiable: true,
      });
    }
    return handleUnsupported(
      context,
      { ...location, pointer: childPointer(location.pointer, schema.enum === undefined ? 'const' : 'enum') },
      schema.enum === undefined ? 'const' : 'enum',
      'no value can satisfy it',
    );
  }
  if (literals.length === 1) return literals[0] as string;
  return context.builder.addRule(location.stem, literals.join(' | '));
}
