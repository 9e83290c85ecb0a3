import { describe, expect, it } from 'vitest';
import { ExecutorManifestError } from './executor-manifest-error';
import { parseExecutorManifest } from './parse-executor-manifest';

const valid = `
name = "move_files"
description = "Moves files."
effects = ["overwrite"]
output = ["entries", "ok_count"]
consumer_arg = "entries"
requires_one_of = [["paths", "entries"]]

[flags]
destructive = true
reversible = true

[input_schema]
type = "object"
required = ["destination"]

[input_schema.properties.paths]
type = "array"
items = { type = "string" }

[input_schema.properties.entries]
type = "array"

[input_schema.properties.destination]
type = "string"
`;

function errorOf(text: string): ExecutorManifestError {
  try {
    parseExecutorManifest(text, { file: '/x/manifest.toml' });
  } catch (error) {
    if (ExecutorManifestError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected an ExecutorManifestError');
}

describe('parseExecutorManifest', () => {
  it('should turn a TOML manifest into a core ToolManifest', () => {
    expect(parseExecutorManifest(valid, { file: 'manifest.toml' })).toEqual({
      name: 'move_files',
      description: 'Moves files.',
      effects: ['overwrite'],
      outputFields: ['entries', 'ok_count'],
      consumerArg: 'entries',
      requiresOneOf: [['paths', 'entries']],
      flags: { destructive: true, escapeHatch: false, reversible: true },
      inputSchema: {
        type: 'object',
        required: ['destination'],
        properties: { paths: { type: 'array', items: { type: 'string' } }, entries: { type: 'array' }, destination: { type: 'string' } },
      },
    });
  });

  it('should require the effects, from the closed list', () => {
    expect(errorOf(valid.replace('effects = ["overwrite"]\n', ''))).toMatchObject({ key: 'effects' });
    expect(errorOf(valid.replace('effects = ["overwrite"]', 'effects = ["teleport"]')).message).toMatch(/unknown effect "teleport"; expected one of read, write, overwrite, delete, send, network/);
    expect(parseExecutorManifest(valid.replace('effects = ["overwrite"]', 'effects = []'), { file: 'm.toml' }).effects).toEqual([]);
  });

  it('should name the file and line of a TOML syntax error', () => {
    expect(errorOf('name = "get_now\n').message).toMatch(/^\/x\/manifest\.toml:\d+: invalid TOML/);
  });

  it('should name the key of a required property missing from properties', () => {
    const error = errorOf(valid.replace('required = ["destination"]', 'required = ["target"]'));
    expect(error.key).toBe('input_schema.required');
    expect(error.message).toBe('/x/manifest.toml: input_schema.required: "target" is required but not declared in properties');
  });

  it('should reject a flag that is not a boolean', () => {
    expect(errorOf(valid.replace('destructive = true', 'destructive = "yes"')).key).toBe('flags.destructive');
  });

  it('should refuse a name outside the Naming Authority vocabulary, naming the file and the word to use', () => {
    const error = errorOf(valid.replace('"move_files"', '"list_files"'));
    expect(error.key).toBe('name');
    expect(error.message).toMatch(/^\/x\/manifest\.toml: name: breaks the Naming Authority .*"list" is not a canonical verb; use "find"/);
    expect(errorOf(valid.replace('"move_files"', '"move_widgets"')).message).toContain('"widgets" is not in the object vocabulary');
  });

  it('should reject a name that is not snake_case verb_object', () => {
    expect(errorOf(valid.replace('"move_files"', '"MoveFiles"')).key).toBe('name');
  });

  it('should reject unknown top-level keys', () => {
    expect(errorOf(`${valid.split('[flags]')[0]}colour = "red"\n`).key).toBe('colour');
  });

  it('should reject an input schema that is not an object schema', () => {
    expect(errorOf(valid.replace('type = "object"', 'type = "array"')).key).toBe('input_schema.type');
  });
});
