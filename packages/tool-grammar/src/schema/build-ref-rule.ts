import type { JsonSchema } from '@metnos/core';
import { ruleStem, ruleStemPart } from '../gbnf/to-rule-name';
import { resolveJsonPointer } from './resolve-local-ref';
import { handleUnsupported, recordWidened, type SchemaCompileContext, type SchemaLocation } from './schema-compile-context';

const siblingAnnotations = new Set(['$ref', 'title', 'description', '$comment', 'default', 'examples', '$defs', 'definitions', '$schema', '$id']);

/**
 * Builds the rule for a local `$ref` (`#`, `#/$defs/x`, `#/definitions/x`, any JSON pointer into the root
 * schema). Each target becomes one named rule, registered before its body is compiled, so recursive schemas
 * become recursive rules instead of looping. Remote refs and `#anchor` refs are unsupported. Keywords beside a
 * `$ref` are left to the validator (listed in `widened`).
 */
export function buildRefRule(schema: JsonSchema, context: SchemaCompileContext, location: SchemaLocation): string {
  const reference = schema.$ref as string;
  if (Object.keys(schema).some((keyword) => !siblingAnnotations.has(keyword))) {
    recordWidened(context, location, "keywords beside '$ref' checked by the validator only");
  }
  if (!reference.startsWith('#') || (reference.length > 1 && !reference.startsWith('#/'))) {
    return handleUnsupported(context, location, '$ref', `only local JSON-pointer refs are supported, got '${reference}'`);
  }
  const pointer = reference.slice(1);
  const existing = context.refRules?.get(pointer);
  if (existing !== undefined) return existing;
  const target = resolveJsonPointer(context.rootSchema, pointer);
  if (target === undefined) return handleUnsupported(context, location, '$ref', `'${reference}' does not resolve`);
  const lastSegment = pointer.split('/').at(-1) ?? '';
  const name = context.builder.reserveRule(ruleStem([context.tool ?? 'schema', 'ref', lastSegment === '' ? 'root' : lastSegment]));
  (context.refRules ??= new Map()).set(pointer, name);
  const body = context.compile(target, context, { pointer, stem: ruleStemPart(name), depth: location.depth });
  context.builder.defineRule(name, body);
  return name;
}
