import type { StepFailure } from '@metnos/core';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { mailPool, mailCleanupFramework } from '../__fixtures__/mail-pool';
import { createMetisReplanner } from './create-metis-replanner';

const failure: StepFailure = { tool: 'find_messages', index: 1, code: 'executor_failed', message: 'boom', details: { kind: 'executor_crash', executorCode: 'executor_crash' } };

describe('createMetisReplanner', () => {
  it('should implement core Replanner as one propose call with the exclusions and the hint', async () => {
    const alternative = { ...mailCleanupFramework, steps: [{ tool: 'list_mail_folder', args: { folder: 'INBOX' } }, ...mailCleanupFramework.steps.slice(1)] };
    const llm = new ScriptedLlmProvider([JSON.stringify(alternative)]);
    const replanner = createMetisReplanner({ llm, pool: mailPool, reasoningBudget: 512, maxSteps: 6 });
    const framework = await replanner.replan({
      query: 'find spam mail and move it to trash',
      intent: { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] },
      failure,
      failureClass: 'wrong_tool',
      excludedTools: ['find_messages'],
      hint: 'That tool is off the table.',
    });
    expect(framework).toEqual(alternative);
    expect(llm.calls[0]).toMatchObject({ tier: 'wise', reasoningBudget: 512 });
    expect(llm.calls[0]?.prompt).toContain('DO NOT propose these tools, they already failed: find_messages.');
    expect(llm.calls[0]?.prompt).toContain('Note: That tool is off the table.');
    expect(llm.calls[0]?.prompt).toContain('at most 6 steps');
  });
});
