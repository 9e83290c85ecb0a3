import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { extractIntentWithSource } from './extract-intent-with-source';

const query = 'find spam mail and move it to trash';
const rulesIntent = { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] };

describe('extractIntentWithSource', () => {
  it('should report an intent the LLM gave', async () => {
    const llm = new ScriptedLlmProvider(['{"verb":"find","object":"mail","keywords":["Spam"]}']);
    expect(await extractIntentWithSource(query, { llm })).toEqual({
      intent: { verb: 'find', object: 'messages', keywords: ['spam'] },
      source: 'llm',
      llmFailed: false,
    });
  });

  it('should report the rules, without a failure, when there is no LLM', async () => {
    expect(await extractIntentWithSource(query)).toEqual({ intent: rulesIntent, source: 'rules', llmFailed: false });
  });

  it('should read with the caller\'s rules when given, normalised like the others', async () => {
    const readByRules = (text: string) => ({ verb: 'Elenca', object: 'mail', keywords: [text.split(' ')[1] ?? ''] });
    expect(await extractIntentWithSource(query, { readByRules })).toEqual({ intent: { verb: 'find', object: 'messages', keywords: ['spam'] }, source: 'rules', llmFailed: false });
  });

  it('should report the rules and an LLM failure for a throwing provider or a malformed answer', async () => {
    const llm = new ScriptedLlmProvider([() => { throw new Error('connection refused'); }, '{"verb":', '{"verb":"move"}']);
    for (let round = 0; round < 3; round += 1) {
      expect(await extractIntentWithSource(query, { llm })).toEqual({ intent: rulesIntent, source: 'rules', llmFailed: true });
    }
    expect(llm.remaining).toBe(0);
  });

  it('should not trust a well-formed intent the model cut at maxTokens: the rules answer and the LLM counts as failed', async () => {
    // The JSON parses and has the intent's shape, but the model stopped at the token limit: its keywords may be cut.
    const llm = new ScriptedLlmProvider([{ text: '{"verb":"find","object":"mail","keywords":[]}', finishReason: 'length' }]);
    expect(await extractIntentWithSource(query, { llm, maxTokens: 16 })).toEqual({ intent: rulesIntent, source: 'rules', llmFailed: true });
    expect(llm.remaining).toBe(0);
  });

  it('should propagate an abort', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(extractIntentWithSource('x', { llm: new ScriptedLlmProvider(['{}']), abortSignal: controller.signal })).rejects.toThrow('cancelled');
  });
});
