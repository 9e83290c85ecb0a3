import type { JsonSchema } from '@metnos/core';
import {
  childPointer,
  genericJson,
  handleUnsupported,
  recordWidened,
  type SchemaCompileContext,
  type SchemaLocation,
} from './schema-compile-context';

/**
 * Builds the rule for `type: array`: `items` (one schema for every element), `minItems`, `maxItems`.
 * Tuple forms (`prefixItems`, draft-7 `items: [...]`) are unsupported; `uniqueItems` and `contains` are left to
 * the validator. Beyond the depth cap the generic JSON array is used and the node is listed in `widened`.
 */
export function buildArrayRule(schema: JsonSchema, context: SchemaCompileContext, location: SchemaLocation): string {
  const { builder } = context;
  if (location.depth > context.maxDepth) {
    recordWidened(context, location, `depth cap ${context.maxDepth} reached; any JSON array accepted`);
    return genericJson(context, location, 'array');
  }
  if (schema.prefixItems !== undefined || Array.isArray(schema.items)) {
    return handleUnsupported(context, location, 'prefixItems', 'tuple arrays are not supported', genericJson(context, location, 'array'));
  }
  for (const keyword of ['uniqueItems', 'contains'] as const) {
    if (schema[keyword] !== undefined && schema[keyword] !== false) {
      recordWidened(context, location, `'${keyword}' checked by the validator only`);
    }
  }
  const minItems = typeof schema.minItems === 'number' ? Math.max(0, Math.ceil(schema.minItems)) : 0;
  let maxItems = typeof schema.maxItems === 'number' ? Math.floor(schema.maxItems) : undefined;
  const items = schema.items === undefined ? true : (schema.items as JsonSchema | boolean);
  if (items === false) maxItems = 0;
  if (maxItems !== undefined && maxItems < minItems) {
    return handleUnsupported(context, location, 'maxItems', `maxItems ${maxItems} is below minItems ${minItems}`, genericJson(context, location, 'array'));
  }
  const ws = builder.primitive('ws');
  if (maxItems === 0) return builder.addRule(location.stem, `"[" ${ws} "]"`);
  if (maxItems !== undefined && maxItems > context.maxRepetition) {
    recordWidened(context, location, `maxItems ${maxItems} above ${context.maxRepetition} checked by the validator only`);
    maxItems = undefined;
  }
  if (minItems > context.maxRepetition) {
    return handleUnsupported(context, location, 'minItems', `minItems ${minItems} above ${context.maxRepetition}`, genericJson(context, location, 'array'));
  }
  const item = context.compile(items, context, {
    pointer: childPointer(location.pointer, 'items'),
    stem: `${location.stem}Item`,
    depth: location.depth + 1,
  });
  const comma = builder.primitive('comma');
  const restMin = Math.max(0, minItems - 1);
  const restMax = maxItems === undefined ? undefined : maxItems - 1;
  const rest =
    restMax === undefined
      ? restMin === 0
        ? `(${comma} ${item})*`
        : `(${comma} ${item}){${restMin},}`
      : restMax === 0
        ? ''
        : restMin === restMax
          ? `(${comma} ${item}){${restMax}}`
          : restMin === 0 && restMax === 1
            ? `(${comma} ${item})?`
            : `(${comma} ${item}){${restMin},${restMax}}`;
  const elements = `${item}${rest === '' ? '' : ` ${rest}`}`;
  const body = minItems === 0 ? `"[" ${ws} (${elements})? ${ws} "]"` : `"[" ${ws} ${elements} ${ws} "]"`;
  return builder.addRule(location.stem, body);
}
