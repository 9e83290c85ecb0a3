import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { getInputsTool, samplePool } from '../__fixtures__/sample-pool';
import { checkGrammar } from '../__test-helpers__/expect-grammar';
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
});
