import { ExecutorError } from '@metnos/core';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createDescribeEntries } from './describe-entries';

describe('createDescribeEntries', () => {
  it('should report missing_capability without an LLM', async () => {
    await expect(createDescribeEntries(createTestEnvironment())({ entries: [{ text: 'x' }] }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.failureKind === 'missing_capability',
    );
  });

  it('should ask the fast tier once with the entries text', async () => {
    const llm = new ScriptedLlmProvider([' A page about cats. ']);
    const result = await createDescribeEntries(createTestEnvironment({ llm }))({ entries: [{ title: 'Cats', text: 'Cats purr.' }], max_sentences: 1 }, testContext());
    expect(result.description).toBe('A page about cats.');
    expect(llm.calls).toHaveLength(1);
    expect(llm.calls[0]).toMatchObject({ tier: 'fast' });
    expect(llm.calls[0]?.prompt).toContain('Cats\nCats purr.');
  });

  it("should use the turn's LLM when the environment offers one for that turn", async () => {
    const shared = new ScriptedLlmProvider([]);
    const turn = new ScriptedLlmProvider(['Cats.']);
    const environment = createTestEnvironment({ llm: shared, llmForTurn: (turnId) => (turnId === 'turn-7' ? turn : undefined) });
    expect(await createDescribeEntries(environment)({ text: 'Cats purr.' }, testContext('turn-7'))).toMatchObject({ description: 'Cats.' });
    expect([shared.calls.length, turn.calls.length]).toEqual([0, 1]);
  });
});
