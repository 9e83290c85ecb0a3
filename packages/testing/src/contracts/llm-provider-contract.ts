import type { LlmFinishReason, LlmProvider } from '@metnos/core';
import { expect } from 'vitest';
import { describeContract, type ContractScenarios } from './contract-suite';

/** What the model behind the provider under test says, call after call (an HTTP test server answers these). */
export interface LlmProviderContractScript {
  answers: string[];
}

/** Makes the provider under test, whose backend answers `script.answers` in order. */
export type LlmProviderContractFactory = (script: LlmProviderContractScript) => LlmProvider | Promise<LlmProvider>;

const finishReasons: ReadonlySet<LlmFinishReason> = new Set(['stop', 'length', 'abort', 'error', 'unknown']);
const rejection = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

/**
 * The scenarios of core's `LlmProvider`. With `content: 'scripted'` the provider's backend says the script's answers
 * and the scenarios check the text; with `'free'` (a real model whose words cannot be scripted, e.g. the in-process
 * provider on a tiny random GGUF) they check everything but the words.
 */
function buildLlmProviderScenarios(content: 'scripted' | 'free'): ContractScenarios<LlmProvider | Promise<LlmProvider>, LlmProviderContractScript> {
  const expectText = (actual: string, expected: string) => {
    expect(typeof actual).toBe('string');
    if (content === 'scripted') expect(actual).toBe(expected);
  };
  return {
    'should have a non-empty id': async (open) => {
      const provider = await open({ answers: [] });
      expect(typeof provider.id).toBe('string');
      expect(provider.id.length).toBeGreaterThan(0);
    },

    'should answer a prompt with the text the model produced and a known finish reason': async (open) => {
      const provider = await open({ answers: ['{"verb":"find","object":"files"}'] });
      const response = await provider.complete({ prompt: 'intent? ', maxTokens: 16, tier: 'fast', temperature: 0 });
      expectText(response.text, '{"verb":"find","object":"files"}');
      expect(finishReasons.has(response.finishReason)).toBe(true);
      if (response.usage !== undefined) {
        expect(Number.isInteger(response.usage.promptTokens) && response.usage.promptTokens >= 0).toBe(true);
        expect(Number.isInteger(response.usage.completionTokens) && response.usage.completionTokens >= 0).toBe(true);
      }
    },

    'should answer chat messages': async (open) => {
      const provider = await open({ answers: ['Ciao!'] });
      const response = await provider.complete({
        messages: [
          { role: 'system', content: 'Answer briefly.' },
          { role: 'user', content: 'Say hello in Italian.' },
        ],
        tier: 'wise',
        maxTokens: 16,
      });
      expectText(response.text, 'Ciao!');
      expect(finishReasons.has(response.finishReason)).toBe(true);
    },

    'should answer successive requests in order, keeping any UTF-8 text intact': async (open) => {
      const unicode = 'città 日本 🎉 "quoted" \\ back\nnew line';
      const provider = await open({ answers: ['one', unicode] });
      expectText((await provider.complete({ prompt: 'first', maxTokens: 16 })).text, 'one');
      expectText((await provider.complete({ messages: [{ role: 'user', content: 'second' }], maxTokens: 16 })).text, unicode);
    },

    'should reject a request whose abort signal is already aborted': async (open) => {
      const provider = await open({ answers: ['never read'] });
      const controller = new AbortController();
      controller.abort(new Error('caller gave up'));
      expect(await rejection(provider.complete({ prompt: 'p', maxTokens: 16, abortSignal: controller.signal }))).toBeDefined();
    },
  };
}

/** The scenarios of core's `LlmProvider` whose backend is scripted (run by {@link testLlmProviderContract}). */
export const llmProviderScenarios = buildLlmProviderScenarios('scripted');

/**
 * Contract suite of core's `LlmProvider`: run it against every implementation (`makeImpl` gets what the model
 * answers; an HTTP implementation's test server on 127.0.0.1:0 answers it). A provider whose words cannot be
 * scripted (a real model) runs with `{ content: 'free' }`: every scenario but the words.
 */
export function testLlmProviderContract(name: string, makeImpl: LlmProviderContractFactory, { content = 'scripted' }: { content?: 'scripted' | 'free' } = {}): void {
  const scenarios = content === 'scripted' ? llmProviderScenarios : buildLlmProviderScenarios('free');
  describeContract(`LlmProvider contract: ${name}${content === 'free' ? ' (free content)' : ''}`, scenarios, (script) => makeImpl(script));
}
