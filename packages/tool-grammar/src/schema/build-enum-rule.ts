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
  const types: readonly JsonSchemaType[] | undefined = schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];
  // the distinct literals of the values that fit `type`, in first-occurrence order
  const literals: string[] = [];
  const seen = values.length > 16 ? new Set<string>() : undefined;
  for (const value of values) {
    if (types !== undefined && !jsonTypesOf(value).some((type) => types.includes(type))) continue;
    const literal = gbnfJsonLiteral(value);
    if (seen === undefined ? literals.includes(literal) : seen.has(literal)) continue;
    seen?.add(literal);
    literals.push(literal);
  }
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
