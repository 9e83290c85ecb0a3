import type { JsonSchema, ToolManifest } from '@metnos/core';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';
import type { GrammarBuilder } from '../gbnf/grammar-builder';
import { compileSchemaNode } from '../schema/compile-schema-node';
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
  const types = schema.type === undefined ? undefined : [schema.type].flat();
  if (types !== undefined && !types.includes('object')) {
    throw new UnsupportedSchemaError({ tool: tool.name, path: '', keyword: 'type', message: 'tool arguments must be an object' });
  }
  return types === undefined || types.length > 1 ? { ...schema, type: 'object' } : schema;
}

function compile(tool: ToolManifest, target: ToolArgumentsTarget, request?: ObjectMembersRequest): string {
  const schema = argumentsSchema(tool);
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
  if (request !== undefined) context.memberRequests.set('', request);
  return compileSchemaNode(schema, context, { pointer: '', nameParts: target.nameParts, depth: 1 });
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
