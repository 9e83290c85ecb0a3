import type { JsonSchema } from '@metnos/core';
import type { SchemaDefect } from './find-schema-defects';

/**
 * A deep copy of `schema` without the keywords `defects` name (the validator then checks everything else); a bad
 * entry of a sub-schema list becomes `true`, so that the other entries keep their positions.
 */
export function removeSchemaDefects(schema: JsonSchema, defects: readonly SchemaDefect[]): JsonSchema {
  const copy = structuredClone(schema) as Record<string, unknown>;
  for (const { pointer, keyword } of defects) {
    let node: unknown = copy;
    for (const part of pointer === '' ? [] : pointer.slice(1).split('/')) {
      node = (node as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    }
    if (Array.isArray(node)) node[Number(keyword)] = true;
    else if (node !== null && typeof node === 'object') delete (node as Record<string, unknown>)[keyword];
  }
  return copy as JsonSchema;
}
