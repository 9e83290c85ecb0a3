import type { JsonSchema } from '@metnos/core';
import { mergeSchemas } from './merge-schemas';
import { inlineLocalRef } from './resolve-local-ref';
import { handleUnsupported, type SchemaCompileContext, type SchemaLocation } from './schema-compile-context';

/**
 * Builds the rule for `allOf` by merging the branches into the parent schema (see `mergeSchemas`); branches
 * that cannot be merged exactly are unsupported.
 */
export function buildAllOfRule(schema: JsonSchema, context: SchemaCompileContext, location: SchemaLocation): string {
  const { allOf, ...rest } = schema;
  let merged: JsonSchema | undefined = rest;
  for (const [index, original] of (allOf ?? []).entries()) {
    const branch = inlineLocalRef(original, context.rootSchema);
    if (branch === true) continue;
    if (branch === false) {
      return handleUnsupported(context, location, 'allOf', `branch ${index} is false: no value can match`);
    }
    merged = merged === undefined ? undefined : mergeSchemas(merged, branch);
    if (merged === undefined) {
      return handleUnsupported(context, location, 'allOf', `branch ${index} cannot be merged exactly`);
    }
  }
  return context.compile(merged, context, location);
}
