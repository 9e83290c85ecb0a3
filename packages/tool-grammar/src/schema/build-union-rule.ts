import type { JsonSchema } from '@metnos/core';
import { mergeSchemas } from './merge-schemas';
import { inlineLocalRef } from './resolve-local-ref';
import { childPointer, handleUnsupported, recordWidened, type SchemaCompileContext, type SchemaLocation } from './schema-compile-context';

const constraintOnlyKeywords = new Set(['required', 'not', 'title', 'description', '$comment', 'minProperties', 'maxProperties', 'dependentRequired']);
const annotationKeywords = new Set(['title', 'description', '$comment', 'default', 'examples', '$defs', 'definitions', '$schema', '$id']);

function isConstraintOnly(branch: JsonSchema | boolean): boolean {
  return typeof branch === 'object' && Object.keys(branch).every((keyword) => constraintOnlyKeywords.has(keyword));
}

function literalKey(branch: JsonSchema | boolean): string | undefined {
  if (typeof branch !== 'object') return undefined;
  if (branch.const !== undefined && Object.keys(branch).every((keyword) => keyword === 'const' || annotationKeywords.has(keyword))) {
    return JSON.stringify(branch.const);
  }
  return undefined;
}

/**
 * Builds the rule for `anyOf` / `oneOf`: an alternation of the branches. Sibling keywords are merged into each
 * branch (`{type: object, properties, anyOf: [...]}`); branches made only of constraints (`required`, `not`,
 * ...) leave the siblings' rule unchanged and go to the validator. `oneOf` exclusivity is checked by the
 * validator (listed in `widened`) unless the branches are distinct `const`s.
 */
export function buildUnionRule(
  schema: JsonSchema,
  keyword: 'anyOf' | 'oneOf',
  context: SchemaCompileContext,
  location: SchemaLocation,
): string {
  const branches = schema[keyword] as Array<JsonSchema | boolean>;
  const siblings: JsonSchema = Object.fromEntries(
    Object.entries(schema).filter(([key]) => key !== keyword && !annotationKeywords.has(key)),
  );
  const hasSiblings = Object.keys(siblings).length > 0;
  if (hasSiblings && branches.every(isConstraintOnly)) {
    recordWidened(context, location, `'${keyword}' of constraints checked by the validator only`);
    return context.compile(siblings, context, location);
  }
  if (keyword === 'oneOf') {
    const keys = branches.map(literalKey);
    if (keys.some((key) => key === undefined) || new Set(keys).size !== keys.length) {
      recordWidened(context, location, "'oneOf' exclusivity checked by the validator only");
    }
  }
  const alternatives: string[] = [];
  for (const [index, branch] of branches.entries()) {
    if (branch === false) continue;
    let effective: JsonSchema | boolean = branch;
    if (hasSiblings) {
      const inlined = inlineLocalRef(branch, context.rootSchema);
      const merged = typeof inlined === 'boolean' ? (inlined ? siblings : undefined) : mergeSchemas(siblings, inlined);
      if (merged === undefined) {
        return handleUnsupported(context, location, keyword, `cannot combine branch ${index} with the keywords beside '${keyword}'`);
      }
      effective = merged;
    }
    alternatives.push(
      context.compile(effective, context, {
        pointer: childPointer(location.pointer, keyword, index),
        stem: `${location.stem}Alt${index + 1}`,
        depth: location.depth,
      }),
    );
  }
  const unique = [...new Set(alternatives)];
  if (unique.length === 0) return handleUnsupported(context, location, keyword, 'no branch can match');
  if (unique.length === 1) return unique[0] as string;
  return context.builder.addRule(location.stem, unique.join(' | '));
}
