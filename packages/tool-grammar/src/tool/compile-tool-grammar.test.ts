import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { getInputsTool, samplePool } from '../__fixtures__/sample-pool';
import { checkGrammar, ruleNames } from '../__test-helpers__/expect-grammar';
import { InvalidToolPoolError } from '../errors/invalid-tool-pool-error';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';
import { compileToolGrammar, generateToolGrammar } from './compile-tool-grammar';

const clean = { wronglyRejected: [], wronglyAccepted: [] };

const getNow: ToolManifest = { name: 'get_now', description: 'now', inputSchema: { type: 'object', properties: {}, additionalProperties: false } };
const findFiles: ToolManifest = {
  name: 'find_files',
  description: 'find',
  inputSchema: {
    type: 'object',
    properties: { pattern: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 20 } },
    required: ['pattern'],
    additionalProperties: false,
  },
};

describe('generateToolGrammar', () => {
  it('should generate a discriminated union grammar (inline snapshot)', () => {
    expect(generateToolGrammar([getNow, findFiles])).toMatchInlineSnapshot(`
      "root ::= "{" ws "\\"name\\":" ws (findFilesPair | getNowPair) ws "}"
      findFilesPair ::= "\\"find_files\\"" comma "\\"arguments\\":" ws findFiles
      findFilesLimit ::= [1-9] | "1" [0-9] | "2" "0"
      findFiles ::= "{" ws "\\"pattern\\"" colon string (comma "\\"limit\\"" colon findFilesLimit)? ws "}"
      getNowPair ::= "\\"get_now\\"" comma "\\"arguments\\":" ws getNow
      getNow ::= "{" ws "}"
      char ::= [^"\\\\\\x7F\\x00-\\x1F] | "\\\\" (["\\\\/bfnrt] | "u" [0-9a-fA-F]{4})
      colon ::= ws ":" ws
      comma ::= ws "," ws
      string ::= "\\"" char* "\\""
      ws ::= | " " | "\\n" [ \\t]{0,20}
      "
    `);
  });

  it('should accept valid calls and reject a name paired with another tool\'s arguments', async () => {
    const grammar = generateToolGrammar([getNow, findFiles, getInputsTool]);
    expect(
      await checkGrammar(grammar, {
        accepted: [
          '{"name":"get_now","arguments":{}}',
          '{ "name": "find_files", "arguments": { "pattern": "*.pdf", "limit": 20 } }',
          '{"name":"get_inputs","arguments":{"title":"Trip","dialog":[{"var":"city","prompt":"Where?","schema":{"kind":"location"}}]}}',
          '{"name":"get_inputs","arguments":{"title":"T","dialog":[{"var":"a","prompt":"p","schema":{"kind":"choice","options":["x","y"]}}],"display_template":"{a}"}}',
        ],
        rejected: [
          '{"name":"get_now","arguments":{"pattern":"*.pdf"}}',
          '{"name":"find_files","arguments":{}}',
          '{"name":"find_files","arguments":{"title":"Trip","dialog":[]}}',
          '{"name":"get_inputs","arguments":{"pattern":"*.pdf"}}',
          '{"name":"get_inputs","arguments":{"title":"T","dialog":[{"var":"a","prompt":"p","schema":{"kind":"banana"}}]}}',
          '{"name":"get_inputs","arguments":{"title":"T","dialog":[{"prompt":"p","schema":{"kind":"text"}}]}}',
          '{"name":"find_files","arguments":{"pattern":"*.pdf","limit":21}}',
          '{"name":"send_messages","arguments":{}}',
          '{"arguments":{},"name":"get_now"}',
        ],
      }),
    ).toEqual(clean);
  });

  it('should not depend on pool order and be byte-identical for the same pool', () => {
    const grammar = generateToolGrammar(samplePool);
    expect(generateToolGrammar([...samplePool].reverse())).toBe(grammar);
    expect(generateToolGrammar(structuredClone(samplePool))).toBe(grammar);
  });

  it('should use camelCase rule names only and emit only the primitives it references', () => {
    const grammar = generateToolGrammar(samplePool);
    const names = ruleNames(grammar);
    expect(names.filter((name) => !/^[a-z][a-zA-Z0-9]*$/.test(name))).toEqual([]);
    for (const name of names.filter((item) => item !== 'root')) {
      expect(grammar.split('\n').some((line) => !line.startsWith(`${name} ::=`) && new RegExp(`(^|[^a-zA-Z0-9])${name}([^a-zA-Z0-9]|$)`).test(line.split('::=')[1] ?? ''))).toBe(true);
    }
    expect(generateToolGrammar([getNow])).not.toMatch(/^(string|number|value|char) ::=/m);
  });

  it('should report the rule count and what it widened for a richer pool', () => {
    const result = compileToolGrammar([
      { name: 'pick', description: 'pick', inputSchema: { type: 'object', properties: { email: { type: 'string', format: 'email' } } } },
    ]);
    expect(result.rules).toBe(result.grammar.trim().split('\n').length);
    expect(result.widened).toEqual(["pick: /properties/email: format 'email' checked by the validator only"]);
    expect(result.narrowed).toEqual(['pick: /: only declared properties are generated']);
  });

  it('should throw typed errors for an empty pool, duplicate names and an unsupported schema', () => {
    expect(() => generateToolGrammar([])).toThrow(InvalidToolPoolError);
    expect(() => generateToolGrammar([getNow, getNow])).toThrow(/two tools named 'get_now'/);
    let caught: unknown;
    try {
      generateToolGrammar([{ name: 'bad', description: 'b', inputSchema: { type: 'object', properties: { t: { type: 'array', prefixItems: [{ type: 'string' }] } } } }]);
    } catch (error) {
      caught = error;
    }
    expect(UnsupportedSchemaError.isInstance(caught)).toBe(true);
    expect(caught).toMatchObject({ tool: 'bad', path: '/properties/t', keyword: 'prefixItems', isRetryable: false });
    expect(() => generateToolGrammar([{ name: 'str', description: 's', inputSchema: { type: 'string' } }])).toThrow(/'type' must include 'object': tool arguments are a JSON object/);
  });

  it('should load in llama.cpp for the whole sample pool', async () => {
    expect(await checkGrammar(generateToolGrammar(samplePool), {})).toEqual(clean);
  });

  it('should bound free argument strings with maxStringLength, record each in narrowed and drop whitespace with compactWhitespace', async () => {
    const bounded = compileToolGrammar([getNow, findFiles], { maxStringLength: 5, compactWhitespace: true });
    expect(bounded.grammar).toMatchInlineSnapshot(`
      "root ::= "{" ws "\\"name\\":" ws (findFilesPair | getNowPair) ws "}"
      findFilesPair ::= "\\"find_files\\"" comma "\\"arguments\\":" ws findFiles
      findFilesLimit ::= [1-9] | "1" [0-9] | "2" "0"
      findFiles ::= "{" ws "\\"pattern\\"" colon string (comma "\\"limit\\"" colon findFilesLimit)? ws "}"
      getNowPair ::= "\\"get_now\\"" comma "\\"arguments\\":" ws getNow
      getNow ::= "{" ws "}"
      char ::= [^"\\\\\\x7F\\x00-\\x1F] | "\\\\" (["\\\\/bfnrt] | "u" [0-9a-fA-F]{4})
      colon ::= ":"
      comma ::= ","
      string ::= "\\"" char{0,5} "\\""
      ws ::= ""
      "
    `);
    expect(bounded.rules).toBe(compileToolGrammar([getNow, findFiles]).rules);
    expect(bounded.narrowed).toEqual(['find_files: /properties/pattern: free string: at most 5 characters (maxStringLength)']);
    expect(
      await checkGrammar(bounded.grammar, {
        accepted: ['{"name":"find_files","arguments":{"pattern":"*.pdf","limit":3}}', '{"name":"get_now","arguments":{}}'],
        rejected: ['{"name":"find_files","arguments":{"pattern":"*.pdfx"}}', '{"name": "get_now","arguments":{}}', '{"name":"get_now","arguments":{ }}'],
      }),
    ).toEqual(clean);
  });

  it('should keep the sample pool tools\' own maxLength bounds and load in llama.cpp with every bound option on', async () => {
    const compilation = compileToolGrammar(samplePool, { maxStringLength: 64, compactWhitespace: true });
    expect(compilation.narrowed).toEqual(compileToolGrammar(samplePool).narrowed);
    expect(await checkGrammar(compilation.grammar, {})).toEqual(clean);
  });
});
