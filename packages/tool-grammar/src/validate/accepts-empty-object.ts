import type { JsonSchema } from '@metnos/core';

const jsonTypes = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);
// The formats ajv-formats defines (an unknown format is a compile error ajv must report).
const knownFormats = new Set([
  'date', 'time', 'date-time', 'iso-time', 'iso-date-time', 'duration', 'uri', 'uri-reference', 'uri-template', 'url', 'email', 'hostname',
  'ipv4', 'ipv6', 'regex', 'uuid', 'json-pointer', 'json-pointer-uri-fragment', 'relative-json-pointer', 'byte', 'int32', 'int64', 'float', 'double', 'password', 'binary',
]);
const annotations = new Set(['description', 'title', 'default', 'examples', '$comment']);

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isTypeList = (value: unknown) => (typeof value === 'string' ? jsonTypes.has(value) : Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && jsonTypes.has(item)));
const compilesAsRegExp = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether `schema` is plainly well-formed: only basic keywords (type, enum/const, numeric and length bounds,
 * pattern, known formats, items, properties, required, additionalProperties, annotations), each with a value of
 * the right kind, nested schemas alike. No `$ref`, no combinators: nothing ajv could fail to compile.
 */
function isPlainSchema(schema: unknown, depth = 0): boolean {
  if (typeof schema === 'boolean') return true;
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema) || depth > 16) return false;
  return Object.entries(schema as Record<string, unknown>).every(([keyword, value]) => {
    if (annotations.has(keyword)) return true;
    switch (keyword) {
      case 'type':
        return isTypeList(value);
      case 'enum':
        return Array.isArray(value);
      case 'const':
        return true;
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        return typeof value === 'number' && Number.isFinite(value);
      case 'multipleOf':
        return typeof value === 'number' && value > 0;
      case 'minLength':
      case 'maxLength':
      case 'minItems':
      case 'maxItems':
      case 'minProperties':
      case 'maxProperties':
        return isCount(value);
      case 'uniqueItems':
        return typeof value === 'boolean';
      case 'pattern':
        return compilesAsRegExp(value);
      case 'format':
        return typeof value === 'string' && knownFormats.has(value);
      case 'required':
        return Array.isArray(value) && value.every((item) => typeof item === 'string');
      case 'items':
      case 'additionalProperties':
      case 'propertyNames':
        return isPlainSchema(value, depth + 1);
      case 'properties':
        return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((property) => isPlainSchema(property, depth + 1));
      default:
        return false;
    }
  });
}

/**
 * Whether `{}` is valid against `schema`, decided without ajv: true for `true`, and for a plainly well-formed
 * object schema (see above; `$schema` allowed at the top) whose `type` allows "object" and that requires nothing
 * of an empty object (no `required`, no `minProperties` above 0). A schema this cannot decide answers false and
 * is left to ajv, so a call without arguments (`get_now {}`) never needs ajv loaded, and nothing ajv would reject
 * is accepted.
 */
export function acceptsEmptyObject(schema: JsonSchema | boolean): boolean {
  if (schema === true) return true;
  if (schema === false || schema === null || typeof schema !== 'object' || Array.isArray(schema)) return false;
  const { $schema, ...rest } = schema as Record<string, unknown>;
  if ($schema !== undefined && typeof $schema !== 'string') return false;
  if (!isPlainSchema(rest)) return false;
  const type = rest.type;
  const typeAllowsObject = type === undefined || type === 'object' || (Array.isArray(type) && type.includes('object'));
  const requiresNothing = (rest.required === undefined || (rest.required as unknown[]).length === 0) && (rest.minProperties === undefined || rest.minProperties === 0);
  return typeAllowsObject && requiresNothing;
}
