import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { checkGrammar } from '../__test-helpers__/expect-grammar';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';
import { validateToolCall } from '../validate/validate-tool-call';
import { compileFrameworkGrammar } from './compile-framework-grammar';
import { compileToolGrammar } from './compile-tool-grammar';

// Three shapes met in real-world function-calling schemas (issue 13): an optional enum that contradicts its
// type, keywords the JSON Schema meta-schema rejects, and `properties: {}` for "no arguments".
const clean = { wronglyRejected: [], wronglyAccepted: [] };

const bookTable: ToolManifest = {
  name: 'book_table',
  description: 'Books a table.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' }, parking: { type: 'boolean', enum: ['True', 'False', 'dontcare'] } },
    required: ['city'],
  },
};

describe('compileToolGrammar', () => {
  it('should leave out an optional property no value can satisfy, list it in narrowed, and keep the rest of the pool', async () => {
    const getNow: ToolManifest = { name: 'get_now', description: 'Now.', inputSchema: { type: 'object', additionalProperties: false } };
    const compilation = compileToolGrammar([bookTable, getNow]);
    expect(compilation.narrowed).toContain("book_table: /properties/parking: optional property 'parking' left out: no value satisfies its 'enum'");
    expect(
      await checkGrammar(compilation.grammar, {
        accepted: ['{"name":"book_table","arguments":{"city":"Roma"}}', '{"name":"get_now","arguments":{}}'],
        rejected: ['{"name":"book_table","arguments":{"city":"Roma","parking":true}}', '{"name":"book_table","arguments":{"city":"Roma","parking":"True"}}'],
      }),
    ).toEqual(clean);
  });

  it('should still fail a tool whose required property no value can satisfy', () => {
    const strict: ToolManifest = { ...bookTable, name: 'book_strict', inputSchema: { ...bookTable.inputSchema, required: ['city', 'parking'] } };
    let caught: unknown;
    try {
      compileToolGrammar([strict]);
    } catch (error) {
      caught = error;
    }
    expect(UnsupportedSchemaError.isInstance(caught)).toBe(true);
    expect(caught).toMatchObject({ tool: 'book_strict', path: '/properties/parking/enum', keyword: 'enum', unsatisfiable: true });
  });

  it('should keep the pool alive when one tool cannot be compiled: the tool is left out with a typed, named reason', async () => {
    const getNow: ToolManifest = { name: 'get_now', description: 'Now.', inputSchema: { type: 'object', additionalProperties: false } };
    const bookStrict: ToolManifest = { ...bookTable, name: 'book_strict', inputSchema: { ...bookTable.inputSchema, required: ['city', 'parking'] } };
    const malformed: ToolManifest = { name: 'send_note', description: 'Sends a note.', inputSchema: { type: 'object', properties: { text: { type: 'string', required: true } as never } } };
    const compilation = compileToolGrammar([bookStrict, getNow, malformed]);
    expect(compilation.omitted).toEqual([
      {
        tool: 'book_strict',
        reason: 'unsatisfiable_schema',
        path: '/properties/parking/enum',
        keyword: 'enum',
        message: "tool 'book_strict' at '/properties/parking/enum': 'enum' has no value of the schema's 'type' (\"boolean\")",
      },
      { tool: 'send_note', reason: 'unsupported_schema', path: '/properties/text', keyword: 'required', message: "tool 'send_note' at '/properties/text': 'required' is not valid JSON Schema: must be array" },
    ]);
    expect(
      await checkGrammar(compilation.grammar, {
        accepted: ['{"name":"get_now","arguments":{}}'],
        rejected: ['{"name":"book_strict","arguments":{"city":"Roma","parking":"True"}}', '{"name":"send_note","arguments":{"text":"hi"}}'],
      }),
    ).toEqual(clean);
    // the same for the plan grammar
    expect(compileFrameworkGrammar([bookStrict, getNow]).omitted.map((entry) => entry.tool)).toEqual(['book_strict']);
  });

  it('should throw as before with strict: true, and when no tool is left', () => {
    const getNow: ToolManifest = { name: 'get_now', description: 'Now.', inputSchema: { type: 'object', additionalProperties: false } };
    const bookStrict: ToolManifest = { ...bookTable, name: 'book_strict', inputSchema: { ...bookTable.inputSchema, required: ['city', 'parking'] } };
    expect(() => compileToolGrammar([bookStrict, getNow], { strict: true })).toThrow(UnsupportedSchemaError);
    expect(() => compileFrameworkGrammar([bookStrict, getNow], { strict: true })).toThrow(UnsupportedSchemaError);
    expect(() => compileToolGrammar([bookStrict])).toThrow(/'enum' has no value/);
    expect(compileToolGrammar([getNow]).omitted).toEqual([]);
  });

  it('should report at compile time a keyword the validator cannot compile, instead of validateToolCall failing every call', () => {
    const draft3: ToolManifest = {
      name: 'send_note',
      description: 'Sends a note.',
      inputSchema: { type: 'object', properties: { text: { type: 'string', required: true } as never, count: { type: 'integer', minimum: 1 } } },
    };
    let caught: unknown;
    try {
      compileToolGrammar([draft3]);
    } catch (error) {
      caught = error;
    }
    expect(UnsupportedSchemaError.isInstance(caught)).toBe(true);
    expect(caught).toMatchObject({ tool: 'send_note', path: '/properties/text', keyword: 'required' });
    expect((caught as Error).message).toBe("tool 'send_note' at '/properties/text': 'required' is not valid JSON Schema: must be array");
    expect((caught as Error).message).not.toMatch(/GBNF|grammar/i);

    const widened = compileToolGrammar([draft3], { unsupported: 'widen' });
    expect(widened.widened).toContain(
      "send_note: /properties/text: 'required' malformed (must be array), so the validator could not check it; neither the grammar nor the validator enforces it",
    );
    // the validator still checks every well-formed keyword of the tool
    expect(validateToolCall({ name: 'send_note', arguments: { text: 'hi', count: 2 } }, [draft3])).toEqual({ ok: true });
    expect(validateToolCall({ name: 'send_note', arguments: { text: 'hi', count: 0 } }, [draft3])).toMatchObject({ ok: false, code: 'invalid_value' });
    expect(validateToolCall({ name: 'send_note', arguments: { text: 7 } }, [draft3])).toMatchObject({ ok: false, code: 'wrong_type' });
  });

  it('should read a schema that names an unknown dialect (draft 4) as draft 7 in the validator', () => {
    const draft4: ToolManifest = {
      name: 'get_weather',
      description: 'Weather.',
      inputSchema: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    };
    expect(compileToolGrammar([draft4]).widened).toEqual([]);
    expect(validateToolCall({ name: 'get_weather', arguments: { city: 'Roma' } }, [draft4])).toEqual({ ok: true });
    expect(validateToolCall({ name: 'get_weather', arguments: {} }, [draft4])).toMatchObject({ ok: false, code: 'missing_required' });
  });

  it('should generate only {} for a tool whose schema declares no properties', async () => {
    const ping: ToolManifest = { name: 'ping', description: 'Ping.', inputSchema: { type: 'object', properties: {} } };
    const compilation = compileToolGrammar([ping]);
    expect(compilation.narrowed).toEqual(['ping: /: no properties declared: only {} is generated']);
    expect(
      await checkGrammar(compilation.grammar, {
        accepted: ['{"name":"ping","arguments":{}}', '{"name":"ping","arguments":{ }}'],
        rejected: ['{"name":"ping","arguments":{"host":"example.org"}}', '{"name":"ping","arguments":{"x":1}}'],
      }),
    ).toEqual(clean);
  });
});
