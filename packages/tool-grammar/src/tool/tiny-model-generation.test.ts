import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTestLlama, writeTinyGguf } from '@metnos/testing';
import { LlamaCompletion, type LlamaContext, type LlamaModel } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeStringPool } from '../__fixtures__/free-string-pool';
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

function checkPlans(samples: Sample[], maxSteps: number, pool = samplePool) {
  return samples.map((sample) => {
    const parsed = parseJson(sample.text);
    return { sample, parsed, result: parsed.success ? validateFramework(parsed.value, pool, { maxSteps }) : undefined };
  });
}

/**
 * Scans JSON text (possibly cut mid-way): the decoded string literals, the last one possibly unterminated, and
 * the text outside them (structure and whitespace).
 */
function splitStrings(text: string): { strings: string[]; outside: string } {
  const strings: string[] = [];
  let outside = '';
  let literal: string | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (literal === undefined) {
      if (character === '"') literal = '';
      else outside += character;
    } else if (character === '\\') {
      literal += text.slice(index, index + 2);
      index += 1;
    } else if (character === '"') {
      strings.push(JSON.parse(`"${literal}"`) as string);
      literal = undefined;
    } else {
      literal += character;
    }
  }
  if (literal !== undefined) strings.push(literal.replace(/\\u[0-9a-fA-F]{0,4}|\\./g, '.'));
  return { strings, outside };
}

/** Every string value of a parsed plan with its JSON pointer-like path. */
function stringValues(value: unknown, path = ''): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringValues(item, `${path}/${index}`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [{ path: `${path}/${key}#key`, text: key }, ...stringValues(item, `${path}/${key}`)]);
  }
  return [];
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

  it('should complete more plans within a small token budget with string and whitespace bounds, never exceeding the bounds', async () => {
    const bounds = { maxStringLength: 16, maxMessageLength: 32, maxFillerTextLength: 16, compactWhitespace: true };
    const seeds = Array.from({ length: 12 }, (_, index) => 100 + index);
    const unbounded = compileFrameworkGrammar(freeStringPool, { maxSteps: 3, maxFillers: 2 });
    const bounded = compileFrameworkGrammar(freeStringPool, { maxSteps: 3, maxFillers: 2, ...bounds });
    expect(bounded.narrowed).toEqual([
      'find_messages: /properties/folder: free string: at most 16 characters (maxStringLength)',
      'find_messages: /properties/query: free string: at most 16 characters (maxStringLength)',
      'move_messages: /properties/ids/items: free string: at most 16 characters (maxStringLength)',
      'move_messages: /properties/destination: no maxLength: at most 16 characters (maxStringLength)',
      'send_reply: /properties/to: free string: at most 16 characters (maxStringLength)',
      'send_reply: /properties/body: free string: at most 16 characters (maxStringLength)',
      '/fillers/*/prompt, /fillers/*/default: at most 16 characters (maxFillerTextLength)',
      '/final_message: at most 32 characters (maxMessageLength)',
    ]);
    const before = await generate(unbounded.grammar, seeds, 300);
    const after = await generate(bounded.grammar, seeds, 300);
    const completed = (samples: Sample[]) => samples.filter((sample) => sample.stopReason === 'eogToken');
    const whitespaceBytes = before.reduce((sum, sample) => sum + (splitStrings(sample.text).outside.match(/\s/g)?.length ?? 0), 0);
    const totalBytes = before.reduce((sum, sample) => sum + Buffer.byteLength(sample.text), 0);
    console.log(
      `plans within 300 tokens: ${completed(before).length}/12 without bounds (whitespace outside strings: ${whitespaceBytes}/${totalBytes} bytes), ` +
        `${completed(after).length}/12 with ${JSON.stringify(bounds)}`,
    );
    for (const samples of [before, after]) {
      const checked = checkPlans(completed(samples), 3, freeStringPool);
      expect(checked.filter(({ parsed }) => !parsed.success).map(({ sample }) => sample.text)).toEqual([]);
      const codes = checked.flatMap(({ result }) => (result?.ok === false ? result.issues.map((issue) => issue.code) : []));
      expect(codes.filter((code) => code !== 'unknown_filler' && code !== 'invalid_reference')).toEqual([]);
    }
    const limitOf = (path: string): number | undefined => {
      if (path === '/final_message') return bounds.maxMessageLength;
      if (/^\/fillers\/[^/#]+\/(prompt|default)$/.test(path)) return bounds.maxFillerTextLength;
      if (/^\/steps\/\d+\/args\/[^#]*$/.test(path)) return bounds.maxStringLength;
      return undefined; // keys, tool names, tiers: literals of the grammar; filler names: identifiers
    };
    const overlong = completed(after).flatMap((sample) =>
      stringValues((parseJson(sample.text) as { value: unknown }).value).filter(({ path, text }) => [...text].length > (limitOf(path) ?? Number.POSITIVE_INFINITY)),
    );
    expect(overlong).toEqual([]);
    // Cut answers too: no string literal runs past the largest bound, and there is no whitespace outside strings.
    for (const sample of after) {
      const { strings, outside } = splitStrings(sample.text);
      expect(strings.filter((text) => [...text].length > bounds.maxMessageLength)).toEqual([]);
      expect(outside).not.toMatch(/\s/);
    }
  }, 120_000);
});
