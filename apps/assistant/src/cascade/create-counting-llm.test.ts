import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { createCountingLlm } from './create-counting-llm';

describe('createCountingLlm', () => {
  it('should count calls, failed ones included, into the tally it was given', async () => {
    const tally = { count: 0 };
    const inner = new ScriptedLlmProvider(['a']);
    const first = createCountingLlm(inner, tally);
    const second = createCountingLlm(inner, tally);
    const other = createCountingLlm(inner);
    await first.complete({ prompt: 'p' });
    await expect(second.complete({ prompt: 'p' })).rejects.toThrow(/no scripted answer/);
    expect([first.count, second.count, tally.count, other.count]).toEqual([2, 2, 2, 0]);
    expect(first.id).toBe('scripted');
  });
});
