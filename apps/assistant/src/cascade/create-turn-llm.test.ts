import { MetnosError } from '@metnos/core';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { createTurnLlm } from './create-turn-llm';

describe('createTurnLlm', () => {
  it('should count calls, failed ones included, into the state it was given', async () => {
    const state = { count: 0 };
    const inner = new ScriptedLlmProvider(['a']);
    const first = createTurnLlm(inner, state);
    const second = createTurnLlm(inner, state);
    const other = createTurnLlm(inner);
    await first.complete({ prompt: 'p' });
    await expect(second.complete({ prompt: 'p' })).rejects.toThrow(/no scripted answer/);
    expect([first.count, second.count, state.count, other.count]).toEqual([2, 2, 2, 0]);
    expect(first.id).toBe('scripted');
  });

  it('should fail every later call of the turn at once after the model timed out, without calling it again', async () => {
    const timeout = Object.assign(new MetnosError({ code: 'llm_timeout', message: 'timed out after 50 ms' }), { llmFailure: { reason: 'timeout', timeoutMs: 50 } });
    const inner = new ScriptedLlmProvider([() => { throw timeout; }, 'never asked']);
    const llm = createTurnLlm(inner);
    await expect(llm.complete({ prompt: 'intent' })).rejects.toBe(timeout);
    await expect(llm.complete({ prompt: 'plan' })).rejects.toBe(timeout);
    expect(inner.calls).toHaveLength(1);
    expect(llm.count).toBe(1);
  });

  it('should keep calling after a failure that is not the model being unreachable', async () => {
    const http = Object.assign(new MetnosError({ code: 'llm_http', message: '400' }), { llmFailure: { reason: 'http', status: 400 } });
    const inner = new ScriptedLlmProvider([() => { throw http; }, 'ok']);
    const llm = createTurnLlm(inner);
    await expect(llm.complete({ prompt: 'a' })).rejects.toBe(http);
    await expect(llm.complete({ prompt: 'b' })).resolves.toMatchObject({ text: 'ok' });
  });
});
