import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { getInputsTool } from '../__fixtures__/sample-pool';
import { validateToolCall } from './validate-tool-call';

const readFile: ToolManifest = {
  name: 'read_file',
  description: 'read',
  requiresOneOf: [['path', 'id']],
  inputSchema: {
    type: 'object',
    properties: { path: { type: 'string' }, id: { type: 'integer' }, encoding: { enum: ['utf8', 'latin1'] }, since: { type: 'string', format: 'date' } },
    not: { required: ['path', 'id'] },
    additionalProperties: false,
  },
};
const pickOne: ToolManifest = {
  name: 'pick_one',
  description: 'pick',
  inputSchema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, oneOf: [{ required: ['a'] }, { required: ['b'] }] },
};
const pool = [getInputsTool, readFile, pickOne];

describe('validateToolCall', () => {
  it('should accept a valid call', () => {
    expect(validateToolCall({ name: 'get_inputs', arguments: { title: 'T', dialog: [{ var: 'a', prompt: 'p', schema: { kind: 'text' } }] } }, pool)).toEqual({ ok: true });
  });

  it("should report missing required args as a Python-style list: missing required args ['title', 'dialog']", () => {
    const result = validateToolCall({ name: 'get_inputs', arguments: { display_template: 'x' } }, pool);
    expect(result).toMatchObject({ ok: false, code: 'missing_required', error: "missing required args ['title', 'dialog'] for tool 'get_inputs'" });
  });

  it('should name an unknown tool and list the available ones', () => {
    expect(validateToolCall({ name: 'get_weather', arguments: {} }, pool)).toMatchObject({
      ok: false,
      code: 'unknown_tool',
      error: "unknown tool 'get_weather'; available tools: ['get_inputs', 'read_file', 'pick_one']",
    });
  });

  it('should report wrong types, unknown args, bad enums and nested missing fields with their paths', () => {
    const result = validateToolCall(
      { name: 'get_inputs', arguments: { title: 3, dialog: [{ var: 'a', prompt: 'p', schema: { kind: 'banana' } }, { var: 'b' }], extra: true } },
      pool,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['missing_required', "missing required fields in 'dialog[1]' ['prompt', 'schema'] for tool 'get_inputs'"],
      ['unexpected_argument', "unexpected args ['extra'] for tool 'get_inputs'; allowed: ['title', 'dialog', 'display_template']"],
      ['wrong_type', "arg 'title' must be string, got integer 3 for tool 'get_inputs'"],
      ['invalid_enum', "arg 'dialog[0].schema.kind' must be one of ['text', 'credentials', 'yes_no', 'choice', 'choice_with_preview', 'multi_choice', 'number', 'date', 'file_path', 'location'], got \"banana\" for tool 'get_inputs'"],
    ]);
    expect(result.code).toBe('missing_required');
    expect(result.error).toBe(result.issues.map((issue) => issue.message).join('; '));
  });

  it('should explain constraints the grammar cannot express: not, oneOf, requiresOneOf, formats', () => {
    expect(validateToolCall({ name: 'read_file', arguments: { path: 'a', id: 1 } }, pool)).toMatchObject({
      ok: false,
      code: 'constraint_violation',
      error: "args: ['path', 'id'] cannot be used together for tool 'read_file'",
    });
    expect(validateToolCall({ name: 'read_file', arguments: { encoding: 'utf8' } }, pool)).toMatchObject({
      ok: false,
      code: 'missing_one_of',
      error: "tool 'read_file' needs at least one of ['path', 'id']",
    });
    expect(validateToolCall({ name: 'read_file', arguments: { path: 'a', since: '2023-02-30' } }, pool)).toMatchObject({
      ok: false,
      code: 'invalid_value',
      error: "arg 'since' must be a valid 'date', got \"2023-02-30\" for tool 'read_file'",
    });
    expect(validateToolCall({ name: 'pick_one', arguments: { a: 'x', b: 'y' } }, pool)).toMatchObject({
      ok: false,
      code: 'constraint_violation',
      error: "args must match exactly one of: with ['a'] | with ['b']; it matches both with ['a'] and with ['b'] for tool 'pick_one'",
    });
    expect(validateToolCall({ name: 'pick_one', arguments: {} }, pool)).toMatchObject({ ok: false, code: 'constraint_violation' });
  });

  it('should reject arguments that are not an object', () => {
    expect(validateToolCall({ name: 'pick_one', arguments: [] as never }, pool)).toMatchObject({ ok: false, code: 'invalid_call' });
  });

  it('should validate draft 2020-12 schemas and report an invalid schema instead of throwing', () => {
    const modern: ToolManifest = {
      name: 'modern',
      description: 'm',
      inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', $defs: { n: { type: 'integer' } }, properties: { n: { $ref: '#/$defs/n' } } },
    };
    expect(validateToolCall({ name: 'modern', arguments: { n: 1 } }, [modern])).toEqual({ ok: true });
    expect(validateToolCall({ name: 'modern', arguments: { n: 'x' } }, [modern])).toMatchObject({ ok: false, code: 'wrong_type' });
    const broken: ToolManifest = { name: 'broken', description: 'b', inputSchema: { type: 'object', properties: { a: { $ref: '#/nowhere' } } } };
    expect(validateToolCall({ name: 'broken', arguments: {} }, [broken])).toMatchObject({ ok: false, code: 'invalid_schema' });
  });
});
