import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { getInputsTool, samplePool } from '../__fixtures__/sample-pool';
import { freeStringPool } from '../__fixtures__/free-string-pool';
import { checkGrammar } from '../__test-helpers__/expect-grammar';
import { InvalidGrammarOptionsError } from '../errors/invalid-grammar-options-error';
import { compileFrameworkGrammar, generateFrameworkGrammar } from './compile-framework-grammar';

const clean = { wronglyRejected: [], wronglyAccepted: [] };

const findFiles: ToolManifest = {
  name: 'find_files',
  description: 'find',
  inputSchema: { type: 'object', properties: { pattern: { type: 'string' } }, required: ['pattern'], additionalProperties: false },
};
const readFiles: ToolManifest = {
  name: 'read_files',
  description: 'read',
  consumerArg: 'paths',
  inputSchema: {
    type: 'object',
    properties: { paths: { type: 'array', items: { type: 'string' } }, since: { type: 'string', format: 'date' } },
    required: ['paths'],
    additionalProperties: false,
  },
};

function plan(steps: string[], fillers = '{}', finalMessage = '"done"'): string {
  return `{"steps":[${steps.join(',')}],"fillers":${fillers},"final_message":${finalMessage}}`;
}

describe('generateFrameworkGrammar', () => {
  it('should accept plans whose steps follow their own tool schema and reject mixed ones', async () => {
    const grammar = generateFrameworkGrammar([findFiles, readFiles, getInputsTool]);
    expect(
      await checkGrammar(grammar, {
        accepted: [
          plan(['{"tool":"find_files","args":{"pattern":"*.pdf"}}']),
          plan(['{"tool":"find_files","args":{"pattern":"*.pdf"}}', '{"tool":"read_files","args":{"from_step":1}}'], '{}', '"Read ${step2.count} files"'),
          plan(['{"tool":"find_files","args":{"pattern":"*.pdf"}}', '{"tool":"read_files","args":{"paths":["a"],"from_step":1}}']),
          plan(['{"tool":"read_files","args":{"paths":[],"since":"${FILLER:since}"}}'], '{"since":{"prompt":"Since when?","default":"2024-01-01","tier":"fast"}}'),
          plan(['{"tool":"read_files","args":{"paths":["x"],"since":"${step1.date}"}}']),
          plan(['{"tool":"get_inputs","args":{"title":"T","dialog":[{"var":"a","prompt":"p","schema":{"kind":"text"}}]}}'], '{"x":{"prompt":"p","tier":"wise"}}'),
        ],
        rejected: [
          plan([]),
          plan(['{"tool":"find_files","args":{"paths":["a"]}}']),
          plan(['{"tool":"read_files","args":{"pattern":"*.pdf"}}']),
          plan(['{"tool":"read_files","args":{"from_step":1}}']),
          plan(['{"tool":"find_files","args":{"pattern":"a"}}', '{"tool":"read_files","args":{"from_step":2}}']),
          plan(['{"tool":"find_files","args":{"pattern":"a"}}', '{"tool":"read_files","args":{"from_step":0}}']),
          plan(['{"tool":"read_files","args":{"paths":[],"since":"tomorrow"}}']),
          plan(['{"tool":"find_files","args":{"pattern":"a"}}'], '{"x":{"prompt":"p","tier":"slow"}}'),
          plan(['{"tool":"find_files","args":{"pattern":"a"}}'], '{"x":{"default":"d"}}'),
          '{"steps":[{"tool":"find_files","args":{"pattern":"a"}}],"final_message":"x"}',
        ],
      }),
    ).toEqual(clean);
  });

  it('should number the steps after stepOffset steps that already ran, so from_step may name them', async () => {
    const grammar = generateFrameworkGrammar([findFiles, readFiles], { stepOffset: 2, maxSteps: 2 });
    expect(
      await checkGrammar(grammar, {
        accepted: [
          plan(['{"tool":"read_files","args":{"from_step":2}}']),
          plan(['{"tool":"read_files","args":{"from_step":1}}', '{"tool":"read_files","args":{"from_step":3}}']),
        ],
        rejected: [
          plan(['{"tool":"read_files","args":{"from_step":3}}']),
          plan(['{"tool":"read_files","args":{"from_step":0}}']),
          plan(['{"tool":"find_files","args":{"pattern":"a"}}', '{"tool":"read_files","args":{"from_step":4}}']),
        ],
      }),
    ).toEqual(clean);
  });

  it('should cap the number of steps at maxSteps (default 8)', async () => {
    const step = '{"tool":"find_files","args":{"pattern":"a"}}';
    const grammar = generateFrameworkGrammar([findFiles]);
    expect(await checkGrammar(grammar, { accepted: [plan(Array(8).fill(step))], rejected: [plan(Array(9).fill(step))] })).toEqual(clean);
    const small = generateFrameworkGrammar([findFiles], { maxSteps: 2, maxFillers: 1 });
    expect(
      await checkGrammar(small, {
        accepted: [plan([step, step]), plan([step], '{"a":{"prompt":"p"}}')],
        rejected: [plan([step, step, step]), plan([step], '{"a":{"prompt":"p"},"b":{"prompt":"q"}}')],
      }),
    ).toEqual(clean);
  });

  it('should offer whole-value placeholders in constrained strings only when placeholders is on', async () => {
    const withPlaceholder = plan(['{"tool":"read_files","args":{"paths":[],"since":"${FILLER:since}"}}'], '{"since":{"prompt":"p"}}');
    expect(await checkGrammar(generateFrameworkGrammar([readFiles], { placeholders: false }), { rejected: [withPlaceholder] })).toEqual(clean);
  });

  it('should be deterministic and load in llama.cpp for the sample pool with no widening', async () => {
    const result = compileFrameworkGrammar(samplePool);
    expect(result.widened).toEqual([]);
    expect(compileFrameworkGrammar([...samplePool].reverse()).grammar).toBe(result.grammar);
    expect(await checkGrammar(result.grammar, {})).toEqual(clean);
  });

  it('should bound final_message, filler texts and argument strings separately and list each in narrowed', async () => {
    const options = { maxStringLength: 4, maxMessageLength: 6, maxFillerTextLength: 3, compactWhitespace: true };
    const compilation = compileFrameworkGrammar([findFiles], options);
    expect(compilation.grammar).toContain('fillerText ::= "\\"" char{0,3} "\\""');
    expect(compilation.grammar).toContain('finalMessage ::= "\\"" char{0,6} "\\""');
    expect(compilation.grammar).toContain('string ::= "\\"" char{0,4} "\\""');
    expect(compilation.narrowed).toEqual([
      'find_files: /properties/pattern: free string: at most 4 characters (maxStringLength)',
      '/fillers/*/prompt, /fillers/*/default: at most 3 characters (maxFillerTextLength)',
      '/final_message: at most 6 characters (maxMessageLength)',
    ]);
    const step = (pattern: string) => `{"tool":"find_files","args":{"pattern":${JSON.stringify(pattern)}}}`;
    const filler = (prompt: string, fallback: string) => `{"x":{"prompt":${JSON.stringify(prompt)},"default":${JSON.stringify(fallback)}}}`;
    expect(
      await checkGrammar(compilation.grammar, {
        accepted: [plan([step('abcd')], filler('abc', 'abc'), '"abcdef"'), plan([step('')], '{}', '""')],
        rejected: [
          plan([step('abcde')]),
          plan([step('a')], filler('abcd', 'a')),
          plan([step('a')], filler('a', 'abcd')),
          plan([step('a')], '{}', '"abcdefg"'),
          plan([step('a')]).replace('"steps":', '"steps": '),
        ],
      }),
    ).toEqual(clean);
  });

  it('should default the message and filler bounds to maxStringLength and share the string rule', () => {
    const compilation = compileFrameworkGrammar([findFiles], { maxStringLength: 9 });
    expect(compilation.grammar).not.toContain('finalMessage');
    expect(compilation.grammar).not.toContain('fillerText');
    expect(compilation.grammar).toContain('colon string ws "}"');
    expect(compilation.narrowed).toContain('/final_message: at most 9 characters (maxMessageLength)');
    const unbounded = compileFrameworkGrammar([findFiles], { maxMessageLength: 9 });
    expect(unbounded.grammar).toContain('string ::= "\\"" char* "\\""');
    expect(unbounded.grammar).toContain('finalMessage ::= "\\"" char{0,9} "\\""');
  });

  it('should refuse a message or filler bound above 2000', () => {
    expect(() => compileFrameworkGrammar([findFiles], { maxMessageLength: 2001 })).toThrow(InvalidGrammarOptionsError);
    expect(() => compileFrameworkGrammar([findFiles], { maxFillerTextLength: -2 })).toThrow(/maxFillerTextLength: must be an integer from 0 to 2000/);
  });

  it.each([
    ['metis defaults', { maxStringLength: 256, maxMessageLength: 400, maxFillerTextLength: 160, compactWhitespace: true }],
    ['64', { maxStringLength: 64 }],
    ['1024', { maxStringLength: 1024, compactWhitespace: true }],
  ])('should load in llama.cpp with bounds (%s) for the sample and free-string pools', async (_name, options) => {
    for (const pool of [samplePool, freeStringPool]) {
      expect(await checkGrammar(compileFrameworkGrammar(pool, options).grammar, {})).toEqual(clean);
    }
  });
});
