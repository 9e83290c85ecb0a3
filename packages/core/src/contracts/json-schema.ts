/**
 * A JSON Schema (draft 7, 2019-09 or 2020-12) as Metnos tool manifests and LLM requests accept it: mutable or
 * readonly (`as const`), with boolean sub-schemas, and assignable from `JSONSchema7` (@types/json-schema) and
 * zod's `z.toJSONSchema()` output. An object literal may carry keywords this type does not list (`x-…`, vendor
 * keywords): tool-grammar decides which keywords it can honour.
 */
export type JsonSchema = JsonSchemaKeywords | JsonSchemaWithExtensions;

/** A sub-schema: a schema, or `true` (anything) / `false` (nothing). */
export type JsonSchemaDefinition = JsonSchema | boolean;

/** A JSON Schema primitive type name. */
export type JsonSchemaType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';

/** Any JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A schema object with keywords beyond the standard ones (an object literal with `x-…` keywords). */
export interface JsonSchemaWithExtensions extends JsonSchemaKeywords {
  [keyword: string]: unknown;
}

/**
 * The standard JSON Schema keywords (draft 7, 2019-09, 2020-12). Arrays and maps are readonly so that `as const`
 * schemas fit; no string index signature, so that interfaces such as `JSONSchema7` are assignable.
 */
export interface JsonSchemaKeywords {
  $id?: string;
  $schema?: string;
  $ref?: string;
  $anchor?: string;
  $comment?: string;
  $dynamicRef?: string;
  $dynamicAnchor?: string;
  $recursiveRef?: string;
  $recursiveAnchor?: boolean;
  $vocabulary?: Readonly<Record<string, boolean>>;
  $defs?: Readonly<Record<string, JsonSchemaDefinition>>;
  definitions?: Readonly<Record<string, JsonSchemaDefinition>>;
  title?: string;
  description?: string;
  default?: unknown;
  examples?: unknown;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  nullable?: boolean;
  type?: JsonSchemaType | readonly JsonSchemaType[];
  enum?: readonly unknown[];
  const?: unknown;
  format?: string;
  // strings
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  contentMediaType?: string;
  contentEncoding?: string;
  contentSchema?: JsonSchemaDefinition;
  // numbers (draft 4's boolean exclusiveMinimum/Maximum included: zod emits it for some targets)
  multipleOf?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  // objects
  properties?: Readonly<Record<string, JsonSchemaDefinition>>;
  patternProperties?: Readonly<Record<string, JsonSchemaDefinition>>;
  additionalProperties?: JsonSchemaDefinition;
  unevaluatedProperties?: JsonSchemaDefinition;
  propertyNames?: JsonSchemaDefinition;
  required?: readonly string[];
  minProperties?: number;
  maxProperties?: number;
  dependentRequired?: Readonly<Record<string, readonly string[]>>;
  dependentSchemas?: Readonly<Record<string, JsonSchemaDefinition>>;
  dependencies?: Readonly<Record<string, JsonSchemaDefinition | readonly string[]>>;
  // arrays
  items?: JsonSchemaDefinition | readonly JsonSchemaDefinition[];
  prefixItems?: readonly JsonSchemaDefinition[];
  additionalItems?: JsonSchemaDefinition;
  unevaluatedItems?: JsonSchemaDefinition;
  contains?: JsonSchemaDefinition;
  minContains?: number;
  maxContains?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  // combinators and conditionals
  anyOf?: readonly JsonSchemaDefinition[];
  oneOf?: readonly JsonSchemaDefinition[];
  allOf?: readonly JsonSchemaDefinition[];
  not?: JsonSchemaDefinition;
  if?: JsonSchemaDefinition;
  then?: JsonSchemaDefinition;
  else?: JsonSchemaDefinition;
}
