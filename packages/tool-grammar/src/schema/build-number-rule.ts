import type { JsonSchema } from '@metnos/core';
import { integerRangeAlternatives } from './integer-range-alternatives';
import { recordWidened, type SchemaCompileContext, type SchemaLocation } from './schema-compile-context';

const safeBound = 1e15;

/**
 * Builds the rule for `type: integer` / `type: number`. Integer bounds (`minimum`, `maximum`, numeric
 * `exclusiveMinimum` / `exclusiveMaximum`) are expressed exactly; `number` is exact for `minimum: 0` and
 * otherwise widened; `multipleOf` is always left to the validator (listed in `widened`).
 */
export function buildNumberRule(
  schema: JsonSchema,
  type: 'integer' | 'number',
  context: SchemaCompileContext,
  location: SchemaLocation,
): string {
  const { builder } = context;
  if (schema.multipleOf !== undefined) recordWidened(context, location, "'multipleOf' checked by the validator only");
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const exclusiveMinimum = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const exclusiveMaximum = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined;
  if (type === 'number') {
    const hasBounds = minimum !== undefined || maximum !== undefined || exclusiveMinimum !== undefined || exclusiveMaximum !== undefined;
    if (!hasBounds) return builder.primitive('number');
    if (minimum === 0 && maximum === undefined && exclusiveMinimum === undefined && exclusiveMaximum === undefined) {
      return builder.addRule(location.stem, '("0" | [1-9] [0-9]{0,15}) ("." [0-9]{1,16})? ([eE] [-+]? [0-9]{1,3})?');
    }
    recordWidened(context, location, 'number bounds checked by the validator only');
    return builder.primitive('number');
  }
  let low: number | undefined;
  let high: number | undefined;
  if (minimum !== undefined) low = Math.ceil(minimum);
  if (exclusiveMinimum !== undefined) low = Math.max(low ?? -Infinity, Math.ceil(Math.floor(exclusiveMinimum) + 1));
  if (maximum !== undefined) high = Math.floor(maximum);
  if (exclusiveMaximum !== undefined) high = Math.min(high ?? Infinity, Math.floor(Math.ceil(exclusiveMaximum) - 1));
  if (low === undefined && high === undefined) return builder.primitive('integer');
  if ((low !== undefined && Math.abs(low) > safeBound) || (high !== undefined && Math.abs(high) > safeBound)) {
    recordWidened(context, location, 'integer bounds beyond 1e15 checked by the validator only');
    return builder.primitive('integer');
  }
  if (low !== undefined && high !== undefined && low > high) {
    recordWidened(context, location, 'empty integer range; the validator rejects every value');
    return builder.primitive('integer');
  }
  if (low === 0 && high === undefined) return builder.primitive('nonNegativeInteger');
  if (low === 1 && high === undefined) return builder.primitive('positiveInteger');
  return builder.addRule(location.stem, integerRangeAlternatives(low, high));
}
