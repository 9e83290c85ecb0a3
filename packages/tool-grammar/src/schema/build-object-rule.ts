import type { JsonSchema } from '@metnos/core';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';
import { gbnfJsonLiteral } from '../gbnf/gbnf-literal';
import { ruleStemPart } from '../gbnf/to-rule-name';
import { holdsAnyKeyword } from './holds-any-keyword';
import {
  childPointer,
  genericJson,
  handleUnsupported,
  recordNarrowed,
  recordWidened,
  type ObjectMembersRequest,
  type SchemaCompileContext,
  type SchemaLocation,
} from './schema-compile-context';

const noNames: readonly string[] = [];
const validatorOnlyKeywords = new Set(['minProperties', 'maxProperties', 'propertyNames', 'dependentRequired', 'dependencies', 'dependentSchemas'] as const);

/** `required`'s names, each once, in order, without the omitted ones. */
function requiredNames(required: readonly string[] | undefined, omit: ReadonlySet<string> | undefined): readonly string[] {
  if (required === undefined || required.length === 0) return noNames;
  const names = required.length === 1 && Array.isArray(required) ? required : [...new Set(required)];
  return omit === undefined || omit.size === 0 ? names : names.filter((name) => !omit.has(name));
}

/**
 * Builds the rule for `type: object`. Only declared properties are generated (the `additionalProperties: false`
 * semantics of tool manifests; when the schema allows more, that is listed in `narrowed`). Keys come in a fixed
 * order: required properties (declaration order), then optional ones (declaration order), each optional one at
 * most once. The optional tail is built from one rule per optional property plus one suffix rule per position,
 * so the grammar grows linearly, not exponentially, with the number of optional properties.
 * An object without declared properties becomes `{}` (`additionalProperties: false`), a string-keyed map
 * (`additionalProperties: <schema>`) or the generic JSON object.
 */
export function buildObjectRule(schema: JsonSchema, context: SchemaCompileContext, location: SchemaLocation): string {
  const { builder } = context;
  if (location.depth > context.maxDepth) {
    recordWidened(context, location, `depth cap ${context.maxDepth} reached; any JSON object accepted`);
    return genericJson(context, location, 'object');
  }
  if (holdsAnyKeyword(schema, validatorOnlyKeywords)) {
    for (const keyword of validatorOnlyKeywords) {
      if (schema[keyword] !== undefined) recordWidened(context, location, `'${keyword}' checked by the validator only`);
    }
  }
  if (schema.patternProperties !== undefined && Object.keys(schema.properties ?? {}).length > 0) {
    recordWidened(context, location, "'patternProperties' constraints on declared properties checked by the validator only");
  }
  let request: ObjectMembersRequest | undefined;
  if (context.memberRequests !== undefined && context.memberRequests.size > 0) {
    request = context.memberRequests.get(location.pointer);
    context.memberRequests.delete(location.pointer);
  }
  const omit = request?.omit;
  const properties = schema.properties ?? {};
  const required = requiredNames(schema.required, omit);
  const names = Object.keys(properties);
  if (omit !== undefined && omit.size > 0) {
    for (let index = names.length - 1; index >= 0; index -= 1) if (omit.has(names[index] as string)) names.splice(index, 1);
  }
  for (const name of required) if (!Object.hasOwn(properties, name)) names.push(name);
  const ws = builder.primitive('ws');
  if (names.length === 0) {
    const additional = schema.additionalProperties;
    if (additional === false || schema.unevaluatedProperties === false) {
      if (request !== undefined) {
        request.result = { rule: undefined, allOptional: true };
        return '""';
      }
      return builder.addRule(location.stem, `"{" ${ws} "}"`);
    }
    if (typeof additional === 'object' && Object.keys(additional).length > 0) {
      const value = context.compile(additional, context, {
        pointer: childPointer(location.pointer, 'additionalProperties'),
        stem: `${location.stem}Value`,
        depth: location.depth + 1,
      });
      const [string, colon, comma] = [builder.primitive('string'), builder.primitive('colon'), builder.primitive('comma')];
      if (context.maxStringLength !== undefined) {
        recordNarrowed(context, location, `property names: at most ${context.maxStringLength} characters (maxStringLength)`);
      }
      const entry = `${string} ${colon} ${value}`;
      return builder.addRule(location.stem, `"{" ${ws} (${entry} (${comma} ${entry})*)? ${ws} "}"`);
    }
    if (schema.patternProperties !== undefined) recordNarrowed(context, location, 'patternProperties ignored: no property generated');
    return genericJson(context, location, 'object');
  }
  if (schema.additionalProperties !== false && schema.unevaluatedProperties !== false) {
    recordNarrowed(context, location, 'only declared properties are generated');
  }
  const colon = builder.primitive('colon');
  const comma = builder.primitive('comma');
  const requiredEntries: string[] = [];
  const optionalEntries: Array<{ name: string; entry: string }> = [];
  for (const name of names) {
    const propertySchema = Object.hasOwn(properties, name) ? (properties[name] as JsonSchema | boolean) : true;
    const isRequired = required.length > 0 && required.includes(name);
    if (propertySchema === false) {
      if (isRequired) handleUnsupported(context, location, 'required', `required property '${name}' has schema false`);
      continue;
    }
    const propertyLocation = { pointer: childPointer(location.pointer, 'properties', name), stem: location.stem + ruleStemPart(name), depth: location.depth + 1 };
    let value: string;
    try {
      value = context.compile(propertySchema, context, propertyLocation);
    } catch (error) {
      // an optional property no value can satisfy is simply never generated; a required one fails the tool
      if (isRequired || !UnsupportedSchemaError.isInstance(error) || !error.unsatisfiable) throw error;
      recordNarrowed(context, propertyLocation, `optional property '${name}' left out: no value satisfies its '${error.keyword}'`);
      continue;
    }
    const entry = `${gbnfJsonLiteral(name)} ${colon} ${value}`;
    if (isRequired) requiredEntries.push(entry);
    else optionalEntries.push({ name, entry });
  }
  let members: string;
  if (requiredEntries.length > 0) {
    members = requiredEntries[0] as string;
    for (let index = 1; index < requiredEntries.length; index += 1) members += ` ${comma} ${requiredEntries[index] as string}`;
    for (const { entry } of optionalEntries) members += ` (${comma} ${entry})?`;
  } else if (optionalEntries.length === 0) {
    members = '';
  } else if (optionalEntries.length === 1) {
    members = `(${(optionalEntries[0] as { entry: string }).entry})?`;
  } else {
    // No required property: the first present optional property carries no comma. `tail[i]` is the optional
    // suffix after property i; each is one rule, so the size stays linear.
    const entryRules = optionalEntries.map(({ name, entry }) => builder.addRule(`${location.stem}${ruleStemPart(name)}Kv`, entry));
    const tails: string[] = [];
    for (let index = optionalEntries.length - 1; index >= 1; index -= 1) {
      const next = tails[0];
      const body = `(${comma} ${entryRules[index] as string})?${next === undefined ? '' : ` ${next}`}`;
      tails.unshift(builder.addRule(`${location.stem}After${ruleStemPart((optionalEntries[index - 1] as { name: string }).name)}`, body));
    }
    const alternatives = entryRules.map((rule, index) => (index < tails.length ? `${rule} ${tails[index] as string}` : rule));
    members = `(${alternatives.join(' | ')})?`;
  }
  if (request !== undefined) {
    // Bare member list for the caller: non-empty form, and whether it may be left out entirely.
    const allOptional = requiredEntries.length === 0;
    const nonEmpty = allOptional && members.endsWith(')?') ? members.slice(0, -1) : members;
    const rule = nonEmpty === '' ? undefined : builder.addRule(`${location.stem}Members`, nonEmpty);
    request.result = { rule, allOptional };
    return rule ?? '""';
  }
  return builder.addRule(location.stem, members === '' ? `"{" ${ws} "}"` : `"{" ${ws} ${members} ${ws} "}"`);
}
