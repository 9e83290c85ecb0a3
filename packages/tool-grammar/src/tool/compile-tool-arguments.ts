import type { JsonSchema, ToolManifest } from '@metnos/core';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';
import type { GrammarBuilder } from '../gbnf/grammar-builder';
import { ruleStem } from '../gbnf/to-rule-name';
import { compileSchemaNode } from '../schema/compile-schema-node';
import { findSchemaDefects } from '../validate/find-schema-defects';
import {
  createSchemaCompileContext,
  type ObjectMembersRequest,
  type SchemaGrammarOptions,
} from '../schema/schema-compile-context';

/** Where one tool's argument rules go and where findings are recorded. */
export interface ToolArgumentsTarget {
  builder: GrammarBuilder;
  options: SchemaGrammarOptions;
  widened: string[];
  narrowed: string[];
  /** Parts of the argument rule's name (`['get_inputs']` -> `getInputs`). */
  nameParts: readonly string[];
  /** Plan grammar: constrained strings also accept whole-value placeholders. */
  placeholders?: boolean;
}

function argumentsSchema(tool: ToolManifest): JsonSchema | boolean {
  const schema = tool.inputSchema as JsonSchema | boolean;
  if (schema === true) return { type: 'object' };
  if (typeof schema !== 'object' || schema === null) return schema;
  const types = schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types !== undefined && !types.includes('object')) {
    throw new UnsupportedSchemaError({ tool: tool.name, path: '', keyword: 'type', message: "must include 'object': tool arguments are a JSON object" });
  }
  return types === undefined || types.length > 1 ? { ...schema, type: 'object' } : schema;
}

/**
 * `{"type": "object", "properties": {}}` is how tool manifests say "no arguments": only `{}` is generated (JSON
 * Schema would allow any object, which would let a model invent arguments), and that is listed in `narrowed`.
 */
/** `Object.keys(value).length > 0` without the array, for an object (anything else: exactly that). */
function holdsAnyKey(value: object): boolean {
  if (value === null || typeof value !== 'object') return Object.keys(value).length > 0;
  for (const _key in value) return true;
  return false;
}

function closeEmptyArguments(schema: JsonSchema | boolean, tool: ToolManifest, target: ToolArgumentsTarget): JsonSchema | boolean {
  if (typeof schema !== 'object' || schema.properties === undefined || holdsAnyKey(schema.properties)) return schema;
  if (schema.additionalProperties !== undefined || schema.patternProperties !== undefined || schema.unevaluatedProperties !== undefined) return schema;
  const entry = `${tool.name}: /: no properties declared: only {} is generated`;
  if (!target.narrowed.includes(entry)) target.narrowed.push(entry);
  return { ...schema, additionalProperties: false };
}

/**
 * Reports the keywords the post-decode validator cannot compile (`findSchemaDefects`): with `unsupported:
 * 'error'` the first one is an `UnsupportedSchemaError` now, at compile time, rather than `validateToolCall`
 * failing every call of the tool later; with `'widen'` each is listed in `widened` (the validator skips them).
 */
function reportSchemaDefects(tool: ToolManifest, target: ToolArgumentsTarget): void {
  for (const defect of findSchemaDefects(tool.inputSchema)) {
    if (target.options.unsupported !== 'widen') {
      const message = `is not valid JSON Schema: ${defect.message}`;
      throw new UnsupportedSchemaError({ tool: tool.name, path: defect.pointer, keyword: defect.keyword, message });
    }
    const message = `malformed (${defect.message}), so the validator could not check it`;
    const entry = `${tool.name}: ${defect.pointer === '' ? '/' : defect.pointer}: '${defect.keyword}' ${message}; neither the grammar nor the validator enforces it`;
    if (!target.widened.includes(entry)) target.widened.push(entry);
  }
}

function compile(tool: ToolManifest, target: ToolArgumentsTarget, request?: ObjectMembersRequest): string {
  reportSchemaDefects(tool, target);
  const schema = closeEmptyArguments(argumentsSchema(tool), tool, target);
  const context = createSchemaCompileContext({
    builder: target.builder,
    compile: compileSchemaNode,
    tool: tool.name,
    rootSchema: tool.inputSchema,
    options: target.options,
    widened: target.widened,
    narrowed: target.narrowed,
    placeholders: target.placeholders ?? false,
  });
  if (request !== undefined) context.memberRequests = new Map([['', request]]);
  return compileSchemaNode(schema, context, { pointer: '', stem: ruleStem(target.nameParts), depth: 1 });
}

/**
 * Compiles one tool's `inputSchema` into the rule of its whole `arguments` object and returns the rule name.
 * The schema must describe an object (a missing `type` is read as `object`), else `UnsupportedSchemaError`.
 */
export function compileToolArguments(tool: ToolManifest, target: ToolArgumentsTarget): string {
  return compile(tool, target);
}

/**
 * Compiles one tool's arguments as a bare member list (no braces) without the `omit`ted properties, for the plan
 * grammar to append `from_step`. Returns `undefined` when the schema is not a plain object with properties
 * (then use `compileToolArguments`).
 */
export function compileToolArgumentMembers(
  tool: ToolManifest,
  target: ToolArgumentsTarget,
  omit: ReadonlySet<string>,
): { rule: string | undefined; allOptional: boolean } | undefined {
  const request: ObjectMembersRequest = { omit };
  compile(tool, target, request);
  return request.result;
}
