import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTestLlama, writeTinyGguf } from '@metnos/testing';
import { LlamaCompletion, type LlamaContext, type LlamaModel } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePool } from '../__fixtures__/sample-pool';
import { validateFramework } from '../validate/validate-framework';
import { validateToolCall } from '../validate/validate-tool-call';
import { compileFrameworkGrammar } from './compile-framework-grammar';
import { compileToolGrammar } from './compile-tool-grammar';

interface Sample {
  seed: number;
  text: string;
  stopReason: string;
}

let directory: string;
let model: LlamaModel;
let context: LlamaContext;

async function generate(grammarText: string, seeds: number[], maxTokens: number): Promise<Sample[]> {
  const llama = await getTestLlama();
  const grammar = await llama.createGrammar({ grammar: grammarText });
  const completion = new LlamaCompletion({ contextSequence: context.getSequence(), autoDisposeSequence: true });
  const samples: Sample[] = [];
  try {
    for (const seed of seeds) {
      const { response, metadata } = await completion.generateCompletionWithMeta(`call ${seed}:`, {
        grammar,
        maxTokens,
        temperature: 1,
        seed,
      });
      samples.push({ seed, text: response, stopReason: metadata.stopReason });
    }
  } finally {
    completion.dispose();
  }
  return samples;
}

function parseJson(text: string): { success: true; value: unknown } | { success: false; error: unknown } {
  try {
    return { success: true, value: JSON.parse(text) };
  } catch (error) {
    return { success: false, error };
  }
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'tool-grammar-gen-'));
  const { path } = await writeTinyGguf(join(directory, 'tiny.gguf'), { seed: 7 });
  model = await (await getTestLlama()).loadModel({ modelPath: path });
  context = await model.createContext({ contextSize: 2048 });
});

afterAll(async () => {
  await context?.dispose();
  await model?.dispose();
  if (directory !== undefined) await rm(directory, { recursive: true, force: true });
});

describe('generateToolGrammar', () => {
  it('should make a random-weights model emit only tool calls that parse and pass validateToolCall', async () => {
    const compilation = compileToolGrammar(samplePool);
    expect(compilation.widened).toEqual([]);
    const samples = await generate(compilation.grammar, Array.from({ length: 12 }, (_, index) => index), 1500);
    const complete = samples.filter((sample) => sample.stopReason === 'eogToken');
    const failures = complete.flatMap((sample) => {
      const parsed = parseJson(sample.text);
      if (!parsed.success) return [{ seed: sample.seed, text: sample.text, error: 'not JSON' }];
      const result = validateToolCall(parsed.value as never, samplePool);
      return result.ok ? [] : [{ seed: sample.seed, text: sample.text, error: result.error }];
    });
    const toolsSeen = new Set(complete.map((sample) => (parseJson(sample.text) as { value: { name: string } }).value?.name));
    console.log(`tool grammar: ${complete.length}/${samples.length} complete; tools seen: ${[...toolsSeen].sort().join(', ')}`);
    expect(failures).toEqual([]);
    expect(complete.length).toBe(samples.length);
  }, 120_000);

  it.each(samplePool.map((tool) => [tool.name, tool] as const))(
    'should make the model emit valid arguments for %s alone',
    async (_name, tool) => {
      const compilation = compileToolGrammar([tool]);
      expect(compilation.widened).toEqual([]);
      const samples = await generate(compilation.grammar, [1, 2], 1500);
      const invalid = samples.flatMap((sample) => {
        const parsed = parseJson(sample.text);
        const result = parsed.success ? validateToolCall(parsed.value as never, samplePool) : { ok: false, error: 'not JSON' };
        return result.ok && sample.stopReason === 'eogToken' ? [] : [{ text: sample.text, stopReason: sample.stopReason, result }];
      });
      expect(invalid).toEqual([]);
    },
    60_000,
  );
});

function checkPlans(samples: Sample[], maxSteps: number) {
  return samples.map((sample) => {
    const parsed = parseJson(sample.text);
    return { sample, parsed, result: parsed.success ? validateFramework(parsed.value, samplePool, { maxSteps }) : undefined };
  });
}

describe('generateFrameworkGrammar', () => {
  it('should make a random-weights model emit only plans that parse and pass validateFramework (placeholders off)', async () => {
    const compilation = compileFrameworkGrammar(samplePool, { maxSteps: 3, maxFillers: 2, placeholders: false });
    expect(compilation.widened).toEqual([]);
    const samples = await generate(compilation.grammar, Array.from({ length: 6 }, (_, index) => 100 + index), 2000);
    const checked = checkPlans(samples, 3);
    console.log(`framework grammar: ${samples.filter((sample) => sample.stopReason === 'eogToken').length}/${samples.length} complete`);
    expect(samples.map((sample) => sample.stopReason).filter((reason) => reason !== 'eogToken')).toEqual([]);
    expect(checked.filter(({ result }) => result?.ok !== true).map(({ sample, result }) => [sample.text, result])).toEqual([]);
  }, 120_000);

  it('should make the model emit plans whose only possible defects are placeholder cross-references (placeholders on)', async () => {
    const compilation = compileFrameworkGrammar(samplePool, { maxSteps: 3, maxFillers: 2 });
    const samples = await generate(compilation.grammar, Array.from({ length: 6 }, (_, index) => 200 + index), 2000);
    const checked = checkPlans(samples, 3);
    expect(samples.map((sample) => sample.stopReason).filter((reason) => reason !== 'eogToken')).toEqual([]);
    expect(checked.filter(({ parsed }) => !parsed.success)).toEqual([]);
    const failing = checked.filter(({ result }) => result?.ok !== true);
    const codes = failing.flatMap(({ result }) => (result?.ok === false ? result.issues.map((issue) => issue.code) : []));
    console.log(`framework grammar with placeholders: ${checked.length - failing.length}/${checked.length} valid; reference issues: ${codes.join(', ')}`);
    expect(codes.filter((code) => code !== 'unknown_filler' && code !== 'invalid_reference')).toEqual([]);
  }, 120_000);
});
