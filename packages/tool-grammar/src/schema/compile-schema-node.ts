import type { JsonSchema, JsonSchemaType } from '@metnos/core';
import { ruleStemPart } from '../gbnf/to-rule-name';
import { buildAllOfRule } from './build-all-of-rule';
import { buildArrayRule } from './build-array-rule';
import { buildEnumRule } from './build-enum-rule';
import { buildNumberRule } from './build-number-rule';
import { buildObjectRule } from './build-object-rule';
import { buildRefRule } from './build-ref-rule';
import { buildStringRule } from './build-string-rule';
import { buildUnionRule } from './build-union-rule';
import { holdsAnyKeyword } from './holds-any-keyword';
import {
  genericJson,
  handleUnsupported,
  recordNarrowed,
  recordWidened,
  type SchemaCompileContext,
  type SchemaLocation,
} from './schema-compile-context';

const keywordsByType: Array<[JsonSchemaType, readonly string[]]> = [
  ['object', ['properties', 'required', 'additionalProperties', 'patternProperties', 'minProperties', 'maxProperties', 'propertyNames', 'dependentRequired', 'unevaluatedProperties']],
  ['array', ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains']],
  ['string', ['minLength', 'maxLength', 'pattern', 'format']],
  ['number', ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']],
];

const unsupportedKeywords = ['$dynamicRef', '$recursiveRef', 'unevaluatedItems'] as const;
/** The keywords handled before the type builders: most nodes hold none of them. */
const structuralKeywords = new Set([...unsupportedKeywords, 'not', 'if', '$ref', 'allOf', 'anyOf', 'oneOf', 'enum', 'const']);

function compileForType(type: JsonSchemaType, schema: JsonSchema, context: SchemaCompileContext, location: SchemaLocation): string {
  switch (type) {
    case 'object':
      return buildObjectRule(schema, context, location);
    case 'array':
      return buildArrayRule(schema, context, location);
    case 'string':
      return buildStringRule(schema, context, location);
    case 'integer':
    case 'number':
      return buildNumberRule(schema, type, context, location);
    case 'boolean':
      return context.builder.primitive('boolean');
    case 'null':
      return context.builder.primitive('null');
    default:
      return handleUnsupported(context, location, 'type', `unknown type '${String(type)}'`);
  }
}

/**
 * Translates one JSON Schema node into a GBNF expression (usually a rule name), dispatching to one builder per
 * construct: `$ref`, `allOf`, `anyOf`/`oneOf`, `enum`/`const`, then the type builders (object, array, string,
 * number/integer, boolean, null). A node without `type` gets the type its keywords imply (listed in `narrowed`,
 * since JSON Schema would also accept values of other types) or, with no typed keyword, any JSON value.
 */
export function compileSchemaNode(schema: JsonSchema | boolean, context: SchemaCompileContext, location: SchemaLocation): string {
  const { builder } = context;
  if (schema === true) return genericJson(context, location, 'value');
  if (schema === false) return handleUnsupported(context, location, 'false', 'no value can match');
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    return handleUnsupported(context, location, 'schema', 'a schema must be an object or a boolean');
  }
  if (holdsAnyKeyword(schema, structuralKeywords)) {
    if (schema.$dynamicRef !== undefined || schema.$recursiveRef !== undefined || schema.unevaluatedItems !== undefined) {
      const keyword = unsupportedKeywords.find((name) => schema[name] !== undefined) as string;
      return handleUnsupported(context, location, keyword, 'not supported');
    }
    if (schema.not !== undefined) recordWidened(context, location, "'not' checked by the validator only");
    if (schema.if !== undefined) recordWidened(context, location, "'if'/'then'/'else' checked by the validator only");
    if (typeof schema.$ref === 'string') return buildRefRule(schema, context, location);
    if (Array.isArray(schema.allOf)) return buildAllOfRule(schema, context, location);
    if (Array.isArray(schema.anyOf)) {
      if (schema.oneOf !== undefined) recordWidened(context, location, "'oneOf' beside 'anyOf' checked by the validator only");
      const { oneOf: _oneOf, ...rest } = schema;
      return buildUnionRule(rest, 'anyOf', context, location);
    }
    if (Array.isArray(schema.oneOf)) return buildUnionRule(schema, 'oneOf', context, location);
    if (schema.enum !== undefined || schema.const !== undefined) return buildEnumRule(schema, context, location);
  }
  let types: JsonSchemaType[];
  if (typeof schema.type === 'string') {
    types = [schema.type];
  } else if (schema.type !== undefined) {
    types = [...new Set([schema.type].flat())];
  } else {
    types = keywordsByType.filter(([, keywords]) => keywords.some((keyword) => (schema as Readonly<Record<string, unknown>>)[keyword] !== undefined)).map(([type]) => type);
    if (types.length === 0) return genericJson(context, location, 'value');
    recordNarrowed(context, location, `no 'type': only ${types.join('/')} values are generated`);
  }
  if (types.length === 1) return compileForType(types[0] as JsonSchemaType, schema, context, location);
  const alternatives = types.map((type) =>
    compileForType(type, { ...schema, type }, context, { ...location, stem: location.stem + ruleStemPart(type) }),
  );
  return builder.addRule(location.stem, [...new Set(alternatives)].join(' | '));
}
