import type { LlmProvider } from '@metnos/core';
import { getTestLlama, ScriptedLlmProvider } from '@metnos/testing';
import { generateFrameworkGrammar } from '@metnos/tool-grammar';
import { describe, expect, it } from 'vitest';
import { mailPool, mailCleanupFramework } from '../__fixtures__/mail-pool';
import { MetisError } from '../metis-error';
import { defaultPlanGrammarBounds } from './plan-grammar-bounds';
import { propose } from './propose';

const query = 'find spam mail and move it to trash';
const intent = { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] };
const canonicalPool = mailPool.filter((tool) => tool.name !== 'request_new_executor');

async function proposeError(...args: Parameters<typeof propose>): Promise<MetisError> {
  const error = await propose(...args).then(() => undefined, (caught: unknown) => caught);
  if (!MetisError.isInstance(error)) throw new Error(`expected a MetisError, got ${String(error)}`);
  return error;
}

describe('propose', () => {
  it('should turn the scripted wise-tier answer into the reference framework in one grammar-constrained call', async () => {
    const llm = new ScriptedLlmProvider([JSON.stringify(mailCleanupFramework)]);
    expect(await propose(query, intent, mailPool, { llm })).toEqual(mailCleanupFramework);
    expect(llm.calls).toHaveLength(1);
    const call = llm.calls[0]!;
    expect(call).toMatchObject({ tier: 'wise', reasoningBudget: 2048, maxTokens: 1024 });
    // The escape hatch is filtered out for this query, so neither grammar nor prompt offer it.
    expect(call.grammar).toBe(generateFrameworkGrammar(canonicalPool, { maxSteps: 12, ...defaultPlanGrammarBounds }));
    expect(call.prompt).toContain('- move_messages: Moves messages to another mail folder.\n  args: messages*: object[], dst_folder*: string\n  output: ok_count, failed_count, moved');
    expect(call.prompt).not.toContain('request_new_executor');
    expect(call.prompt).not.toContain('DO NOT propose');
    expect(call.prompt).toContain('Intent: verb=move object=messages keywords=spam, trash');
  });

  it('should send a grammar that llama.cpp parses', async () => {
    const llm = new ScriptedLlmProvider([JSON.stringify(mailCleanupFramework)]);
    await propose(query, intent, mailPool, { llm, maxSteps: 4 });
    const llama = await getTestLlama();
    await expect(llama.createGrammar({ grammar: llm.calls[0]!.grammar! })).resolves.toBeDefined();
  });

  it('should bound the plan grammar by default so that llama.cpp accepts the reference plan but no over-long string, message or blanks', async () => {
    const llm = new ScriptedLlmProvider([JSON.stringify(mailCleanupFramework)]);
    await propose(query, intent, mailPool, { llm });
    const llamaGrammar = await (await getTestLlama()).createGrammar({ grammar: llm.calls[0]!.grammar! });
    // node-llama-cpp's internal `_testText`: llama.cpp's grammar engine fed the whole text, true when it completes the grammar.
    const grammar = { isTextCompatible: (text: string) => (llamaGrammar as unknown as { _testText(text: string): boolean })._testText(text) };
    // A plan in the grammar's key order (from_step last), as a grammar-constrained model writes it.
    const plan = (folder: string, message: string) =>
      JSON.stringify({
        steps: [
          { tool: 'find_messages', args: { folder, query: 'is:unread' } },
          { tool: 'classify_entries', args: { category: 'spam', from_step: 1 } },
        ],
        fillers: { trash_folder: { prompt: "What's the trash folder name for this account?", default: 'Trash', tier: 'fast' } },
        final_message: message,
      });
    expect(grammar.isTextCompatible(plan('INBOX', 'Moved ${step2.count} mails.'))).toBe(true);
    expect(grammar.isTextCompatible(plan('f'.repeat(256), 'm'.repeat(400)))).toBe(true);
    expect(grammar.isTextCompatible(plan('f'.repeat(257), 'm'))).toBe(false);
    expect(grammar.isTextCompatible(plan('INBOX', 'm'.repeat(401)))).toBe(false);
    expect(grammar.isTextCompatible(JSON.stringify(JSON.parse(plan('INBOX', 'm')), null, 1))).toBe(false);
    // The same texts are plans of the unbounded grammar: only the bounds reject them.
    const unbounded = await (await getTestLlama()).createGrammar({ grammar: generateFrameworkGrammar(canonicalPool, { maxSteps: 12 }) });
    const unboundedAccepts = (text: string) => (unbounded as unknown as { _testText(text: string): boolean })._testText(text);
    expect([plan('f'.repeat(257), 'm'), plan('INBOX', 'm'.repeat(401)), JSON.stringify(JSON.parse(plan('INBOX', 'm')), null, 1)].map(unboundedAccepts)).toEqual([true, true, true]);
  });

  it('should let the caller override or drop the grammar bounds', async () => {
    const llm = new ScriptedLlmProvider([mailCleanupFramework, mailCleanupFramework, mailCleanupFramework].map((plan) => JSON.stringify(plan)));
    await propose(query, intent, mailPool, { llm, grammarBounds: { maxMessageLength: 80, compactWhitespace: false } });
    await propose(query, intent, mailPool, { llm, grammarBounds: false });
    await propose(query, intent, mailPool, { llm, grammarBounds: { maxStringLength: undefined } });
    const [overridden, unbounded, noStringBound] = llm.calls.map((call) => call.grammar);
    expect(overridden).toBe(
      generateFrameworkGrammar(canonicalPool, { maxSteps: 12, maxStringLength: 256, maxMessageLength: 80, maxFillerTextLength: 160, compactWhitespace: false }),
    );
    expect(unbounded).toBe(generateFrameworkGrammar(canonicalPool, { maxSteps: 12 }));
    expect(noStringBound).toBe(generateFrameworkGrammar(canonicalPool, { maxSteps: 12, maxMessageLength: 400, maxFillerTextLength: 160, compactWhitespace: true }));
    expect(noStringBound).toContain('string ::= "\\"" char* "\\""');
  });

  it('should remove excluded tools from pool and grammar and name them in the anti-fixation block', async () => {
    const alternative = {
      ...mailCleanupFramework,
      steps: [{ tool: 'list_mail_folder', args: { folder: 'INBOX' } }, ...mailCleanupFramework.steps.slice(1)],
    };
    const llm = new ScriptedLlmProvider([JSON.stringify(alternative)]);
    expect(await propose(query, intent, mailPool, { llm, excludedTools: ['find_messages'], hint: 'use another tool' })).toEqual(alternative);
    const call = llm.calls[0]!;
    expect(call.prompt).toContain('DO NOT propose these tools, they already failed: find_messages.');
    expect(call.prompt).toContain('Note: use another tool');
    expect(call.prompt).not.toContain('- find_messages:');
    expect(call.grammar).toBe(
      generateFrameworkGrammar(canonicalPool.filter((tool) => tool.name !== 'find_messages'), { maxSteps: 12, ...defaultPlanGrammarBounds }),
    );
  });

  it('should show the executed prefix steps by their shape only and ask only for the remaining steps', async () => {
    const remaining = { steps: [{ tool: 'move_messages', args: { messages: [{ id: 'm1' }], dst_folder: 'Trash' } }], fillers: {}, final_message: 'Moved.' };
    const llm = new ScriptedLlmProvider([JSON.stringify(remaining)]);
    const history = {
      request: 'find spam mail',
      steps: [{ index: 1, tool: 'find_messages', args: { folder: 'Spam' }, ok: true, ms: 1, output: { count: 1, entries: [{ id: 'm1', subject: 'Win!' }] } }],
    };
    expect(await propose('move it to trash', intent, mailPool, { llm, history })).toEqual(remaining);
    const prompt = llm.calls[0]!.prompt ?? '';
    expect(prompt).toContain('Already done for "find spam mail" (do NOT repeat these steps):\n- step 1: find_messages(folder) → count: 1; entries: list of 1 {id, subject}');
    expect(prompt).toContain('Your first step is step 2; use "from_step": N');
    expect(prompt).not.toContain('Win!');
    expect(prompt).toContain('Plan ONLY the steps still needed for the request below.');
    expect(prompt.indexOf('Already done')).toBeLessThan(prompt.indexOf('Request: "move it to trash"'));
    const plain = new ScriptedLlmProvider([JSON.stringify(remaining)]);
    await propose('move it to trash', intent, mailPool, { llm: plain, history: { request: 'x', steps: [] } });
    expect(plain.calls[0]!.prompt).not.toContain('Already done');
  });

  it('should throw no_llm and empty_pool before calling anything', async () => {
    expect((await proposeError(query, intent, mailPool, {})).code).toBe('no_llm');
    const llm = new ScriptedLlmProvider([]);
    const error = await proposeError(query, intent, mailPool, { llm, excludedTools: mailPool.map((tool) => tool.name) });
    expect(error.code).toBe('empty_pool');
    expect(llm.calls).toHaveLength(0);
  });

  it('should throw malformed_output for text that is not a framework', async () => {
    const llm = new ScriptedLlmProvider(['{"steps":[{"tool":"find_messages"', '{"steps":"all","final_message":""}']);
    const cut = await proposeError(query, intent, mailPool, { llm });
    expect(cut).toMatchObject({ code: 'malformed_output', output: '{"steps":[{"tool":"find_messages"' });
    expect(cut.message).toMatch(/^metis malformed_output: not JSON/);
    expect((await proposeError(query, intent, mailPool, { llm })).message).toBe('metis malformed_output: steps is not an array');
  });

  it('should throw truncated_output when the answer was cut by maxTokens', async () => {
    const scripted = new ScriptedLlmProvider([JSON.stringify(mailCleanupFramework).slice(0, 40)]);
    const llm: LlmProvider = { id: 'cut', complete: async (request) => ({ ...(await scripted.complete(request)), finishReason: 'length' }) };
    expect(await proposeError(query, intent, mailPool, { llm, maxTokens: 16 })).toMatchObject({ code: 'truncated_output', isRetryable: true });
  });

  it('should throw invalid_plan when tool-grammar rejects the plan or it breaks the caps', async () => {
    const badFromStep = { ...mailCleanupFramework, steps: [{ tool: 'classify_entries', args: { from_step: 3, category: 'spam' } }] };
    const unknownTool = { ...mailCleanupFramework, steps: [{ tool: 'fly_drone', args: {} }] };
    const excluded = { ...mailCleanupFramework };
    const empty = { ...mailCleanupFramework, steps: [] };
    const llm = new ScriptedLlmProvider([badFromStep, unknownTool, excluded, empty, mailCleanupFramework].map((plan) => JSON.stringify(plan)));
    expect(await proposeError(query, intent, mailPool, { llm })).toMatchObject({ code: 'invalid_plan', details: { validatorCode: 'invalid_from_step' } });
    expect(await proposeError(query, intent, mailPool, { llm })).toMatchObject({ code: 'invalid_plan', details: { validatorCode: 'unknown_tool' } });
    expect(await proposeError(query, intent, mailPool, { llm, excludedTools: ['find_messages'] })).toMatchObject({ code: 'invalid_plan', details: { tool: 'find_messages' } });
    expect((await proposeError(query, intent, mailPool, { llm })).message).toBe('metis invalid_plan: the plan has no steps');
    expect((await proposeError(query, intent, mailPool, { llm, maxSteps: 3 })).message).toBe('metis invalid_plan: the plan has 4 steps, more than 3');
  });

  it('should wrap provider failures as llm_failed and propagate aborts', async () => {
    const retryable = Object.assign(new Error('HTTP 503'), { isRetryable: true });
    const llm = new ScriptedLlmProvider([() => { throw retryable; }]);
    expect(await proposeError(query, intent, mailPool, { llm })).toMatchObject({ code: 'llm_failed', isRetryable: true, cause: retryable });
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(propose(query, intent, mailPool, { llm: new ScriptedLlmProvider(['{}']), abortSignal: controller.signal })).rejects.toThrow('cancelled');
  });
});
