import type { JsonSchema } from '@metnos/core';

/** Resolves a JSON pointer (`/$defs/a`, `''` for the root) inside `root`; `undefined` when it does not resolve. */
export function resolveJsonPointer(root: JsonSchema | boolean, pointer: string): JsonSchema | boolean | undefined {
  let node: unknown = root;
  if (pointer === '') return resolved(root);
  const segments = pointer.split('/');
  for (let index = 1; index < segments.length; index += 1) {
    const rawSegment = segments[index] as string;
    const segment = rawSegment.includes('%') || rawSegment.includes('~') ? decodeURIComponent(rawSegment).replaceAll('~1', '/').replaceAll('~0', '~') : rawSegment;
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return resolved(node);
}

function resolved(node: unknown): JsonSchema | boolean | undefined {
  return typeof node === 'boolean' || (node !== null && typeof node === 'object' && !Array.isArray(node))
    ? (node as JsonSchema | boolean)
    : undefined;
}

const annotations = new Set(['$ref', 'title', 'description', '$comment', 'default', 'examples']);

/**
 * For merging (`allOf`, keywords beside `anyOf`): replaces a schema that is only a local `$ref` (plus
 * annotations) by its target, one level deep. Anything else is returned unchanged.
 */
export function inlineLocalRef(schema: JsonSchema | boolean, root: JsonSchema | boolean): JsonSchema | boolean {
  if (typeof schema !== 'object' || typeof schema.$ref !== 'string' || !schema.$ref.startsWith('#')) return schema;
  if (Object.keys(schema).some((keyword) => !annotations.has(keyword))) return schema;
  const target = resolveJsonPointer(root, schema.$ref.slice(1));
  return target === undefined ? schema : target;
}
