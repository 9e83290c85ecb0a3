import { describe, expect, it } from 'vitest';
import { testLlmProviderContract } from './contracts/llm-provider-contract';
import { ScriptedLlmProvider } from './scripted-llm-provider';

testLlmProviderContract('ScriptedLlmProvider', ({ answers }) => new ScriptedLlmProvider(answers));

describe('ScriptedLlmProvider', () => {
  it('should throw once its script runs out, so that a test cannot pass by accident', async () => {
    const llm = new ScriptedLlmProvider(['only']);
    await llm.complete({ prompt: 'a' });
    await expect(llm.complete({ prompt: 'b' })).rejects.toThrow(/no scripted answer left for call #2/);
    expect(llm.calls.map((call) => call.prompt)).toEqual(['a', 'b']);
  });
});
