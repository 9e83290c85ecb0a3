/**
 * Draft-7 meta-schema keywords (ajv's `json-schema-draft-07.json`) and what their value must be; `schema`: a
 * sub-schema, `schemaMap`: an object of sub-schemas, `schemaList`: a non-empty array of sub-schemas.
 */
type KeywordShape =
  | 'schema'
  | 'schemaMap'
  | 'schemaList'
  | 'items'
  | 'dependencies'
  | 'patternProperties'
  | 'string'
  | 'boolean'
  | 'number'
  | 'positiveNumber'
  | 'nonNegativeInteger'
  | 'stringSet'
  | 'array'
  | 'enum'
  | 'type'
  | 'pattern'
  | 'ref'
  | 'unsure'
  | 'any';

const shapes = new Map<string, KeywordShape>([
  ['$id', 'unsure'],
  ['$schema', 'unsure'],
  ['$ref', 'ref'],
  ['$comment', 'string'],
  ['title', 'string'],
  ['description', 'string'],
  ['default', 'any'],
  ['readOnly', 'boolean'],
  ['examples', 'array'],
  ['multipleOf', 'positiveNumber'],
  ['maximum', 'number'],
  ['exclusiveMaximum', 'number'],
  ['minimum', 'number'],
  ['exclusiveMinimum', 'number'],
  ['maxLength', 'nonNegativeInteger'],
  ['minLength', 'nonNegativeInteger'],
  ['pattern', 'pattern'],
  ['additionalItems', 'schema'],
  ['items', 'items'],
  ['maxItems', 'nonNegativeInteger'],
  ['minItems', 'nonNegativeInteger'],
  ['uniqueItems', 'boolean'],
  ['contains', 'schema'],
  ['maxProperties', 'nonNegativeInteger'],
  ['minProperties', 'nonNegativeInteger'],
  ['required', 'stringSet'],
  ['additionalProperties', 'schema'],
  ['definitions', 'schemaMap'],
  ['properties', 'schemaMap'],
  ['patternProperties', 'patternProperties'],
  ['dependencies', 'dependencies'],
  ['propertyNames', 'schema'],
  ['const', 'any'],
  ['enum', 'enum'],
  ['type', 'type'],
  ['format', 'string'],
  ['contentMediaType', 'string'],
  ['contentEncoding', 'string'],
  ['if', 'schema'],
  ['then', 'schema'],
  ['else', 'schema'],
  ['allOf', 'schemaList'],
  ['anyOf', 'schemaList'],
  ['oneOf', 'schemaList'],
  ['not', 'schema'],
]);

/** Keys whose values `findSchemaDefects` never searches for `pattern`s. */
const literalKeys = new Set(['enum', 'const', 'default', 'examples']);
const simpleTypes = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);
/** A local JSON-pointer `$ref` made only of characters every `uri-reference` fragment allows. */
const plainLocalRef = /^#(?:\/[A-Za-z0-9_.~$-]*)*$/;
const zAnchor = /[^\\]\\Z/;

const patternVerdicts = new Map<string, boolean>();
const maxCachedPatterns = 1000;

/** ajv-formats' `regex` format and a `u` regular expression both accept `source`. Memoised. */
function isGoodPattern(source: string): boolean {
  let verdict = patternVerdicts.get(source);
  if (verdict !== undefined) return verdict;
  verdict = !zAnchor.test(source);
  if (verdict) {
    try {
      new RegExp(source);
      new RegExp(source, 'u');
    } catch {
      verdict = false;
    }
  }
  if (patternVerdicts.size >= maxCachedPatterns) patternVerdicts.clear();
  patternVerdicts.set(source, verdict);
  return verdict;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Distinct strings, numbers, booleans and nulls (an object or array inside: unsure). */
function isDistinctScalars(values: readonly unknown[], onlyStrings: boolean): boolean {
  if (values.length > 1 && values.length <= 8) {
    for (let index = 0; index < values.length; index += 1) {
      const value = values[index];
      if (onlyStrings ? typeof value !== 'string' : value !== null && typeof value === 'object') return false;
      for (let other = 0; other < index; other += 1) if (values[other] === value) return false;
    }
    return true;
  }
  const seen = new Set<unknown>();
  for (const value of values) {
    if (onlyStrings ? typeof value !== 'string' : value !== null && typeof value === 'object') return false;
    if (seen.has(value)) return false;
    seen.add(value);
  }
  return true;
}

/** No `pattern` string below `node` (outside enum/const/default/examples) fails a `u` regular expression. */
function hasOnlyGoodPatterns(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return true;
  if (Array.isArray(node)) {
    for (const item of node) if (!hasOnlyGoodPatterns(item)) return false;
    return true;
  }
  for (const key in node) {
    const value = (node as Record<string, unknown>)[key];
    if (key === 'pattern' && typeof value === 'string') {
      if (!isGoodPattern(value)) return false;
    } else if (!literalKeys.has(key) && !hasOnlyGoodPatterns(value)) {
      return false;
    }
  }
  return true;
}

function isSchema(node: unknown): boolean {
  if (typeof node === 'boolean') return true;
  if (!isObject(node)) return false;
  // for-in: no key array to allocate (a JSON object has no inherited enumerable key)
  for (const key in node) {
    const value = node[key];
    const shape = shapes.get(key);
    if (shape === undefined) {
      // not a draft-7 keyword: the meta-schema ignores it, the pattern search does not
      if (!hasOnlyGoodPatterns(value)) return false;
    } else if (!hasShape(shape, value)) {
      return false;
    }
  }
  return true;
}

function isSchemaMap(value: unknown): boolean {
  if (!isObject(value)) return false;
  for (const key in value) if (!isSchema(value[key])) return false;
  return true;
}

function isSchemaList(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return false;
  for (const item of value) if (!isSchema(item)) return false;
  return true;
}

function hasShape(shape: KeywordShape, value: unknown): boolean {
  switch (shape) {
    case 'schema':
      return isSchema(value);
    case 'schemaMap':
      return isSchemaMap(value);
    case 'schemaList':
      return isSchemaList(value);
    case 'items':
      return Array.isArray(value) ? isSchemaList(value) : isSchema(value);
    case 'patternProperties':
      return isSchemaMap(value) && Object.keys(value as object).every(isGoodPattern);
    case 'dependencies':
      return isObject(value) && Object.keys(value).every((key) => (Array.isArray(value[key]) ? isDistinctScalars(value[key], true) : isSchema(value[key])));
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'positiveNumber':
      return typeof value === 'number' && Number.isFinite(value) && value > 0;
    case 'nonNegativeInteger':
      return Number.isInteger(value) && (value as number) >= 0;
    case 'stringSet':
      return Array.isArray(value) && isDistinctScalars(value, true);
    case 'array':
      return Array.isArray(value);
    case 'enum':
      return Array.isArray(value) && value.length > 0 && isDistinctScalars(value, false);
    case 'type':
      if (typeof value === 'string') return simpleTypes.has(value);
      return Array.isArray(value) && value.length > 0 && isDistinctScalars(value, true) && value.every((item) => simpleTypes.has(item as string));
    case 'pattern':
      return typeof value === 'string' && isGoodPattern(value);
    case 'ref':
      return typeof value === 'string' && plainLocalRef.test(value);
    case 'any':
      return true;
    case 'unsure':
      return false;
  }
}

/**
 * A cheap, conservative stand-in for `findSchemaDefects` on the compile path: `true` only when the schema has no
 * `$schema` or `$id` anywhere (so ajv reads it as draft 7), every draft-7 keyword holds a value the draft-7
 * meta-schema accepts (checked without ajv, formats included: a `$ref` must be a plain local pointer, a `pattern`
 * a valid regular expression with and without `u`), and every other `pattern` string compiles with `u`. Then
 * `findSchemaDefects` would find nothing. `false` means "ask ajv": the schema may still be well-formed (an enum of
 * objects, a remote `$ref`, another dialect).
 */
export function isSurelyWellFormed(schema: unknown): boolean {
  return isSchema(schema);
}
