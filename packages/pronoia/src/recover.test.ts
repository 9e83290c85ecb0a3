import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Framework } from '@metnos/core';
import { ScriptedLlmProvider, createNotesExecutors, writeNotes } from '@metnos/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { executorFailure } from './__fixtures__/executor-failure';
import { createScriptedReplanner } from './__fixtures__/scripted-replanner';
import { createSequentialRunner } from './__fixtures__/sequential-runner';
import { recover } from './recover';
import type { HandoffResult, RecoveryResult } from './recovery-result';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pronoia-'));
  await writeNotes(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const intent = { verb: 'count', object: 'notes', keywords: [] };

function plan(steps: Framework['steps'], final_message = 'done'): Framework {
  return { steps, fillers: {}, final_message };
}

/** Runs the first plan on the real executors, then hands its failure to Pronoia. */
async function runTurn(query: string, framework: Framework, answers: Array<Framework | string>, extra: { alreadyReplanned?: boolean; excludedTools?: string[] } = {}) {
  const llm = new ScriptedLlmProvider(answers.map((answer) => (typeof answer === 'string' ? answer : JSON.stringify(answer))));
  const execute = createSequentialRunner(createNotesExecutors(root));
  const first = await execute(framework);
  expect(first.ok).toBe(false);
  const result = await recover({ query, intent, framework, failure: first.failure!, replanner: createScriptedReplanner(llm), execute, ...extra });
  return { llm, first, result };
}

function handoff(result: RecoveryResult): HandoffResult {
  if (result.status !== 'handoff') throw new Error(`expected a handoff, got ${result.status}`);
  return result;
}

describe('recover', () => {
  it('should re-plan without a crashed tool (wrong_tool) and run the new plan', async () => {
    const broken = plan([{ tool: 'list_notes_legacy', args: { folder: 'notes' } }, { tool: 'count_entries', args: { from_step: 1 } }], '${step2.count} notes.');
    const fixed = plan([{ tool: 'list_notes', args: { folder: 'notes' } }, { tool: 'count_entries', args: { from_step: 1 } }], '${step2.count} notes.');
    const { llm, first, result } = await runTurn('count my notes', broken, [fixed], { excludedTools: ['fetch_remote_notes'] });
    expect(first.failure).toMatchObject({ tool: 'list_notes_legacy', code: 'executor_failed', details: { kind: 'executor_crash' } });
    expect(result).toMatchObject({ status: 'recovered', failureClass: 'wrong_tool', framework: fixed, excludedTools: ['fetch_remote_notes', 'list_notes_legacy'] });
    expect(result.status === 'recovered' && result.execution.reply).toBe('2 notes.');
    expect(llm.calls).toHaveLength(1);
    expect(llm.calls[0]?.prompt).toContain('excluded: fetch_remote_notes, list_notes_legacy');
    expect(llm.calls[0]?.prompt).toContain('That tool is off the table');
  });

  it('should re-plan with canonical args and explicit from_step (wrong_args), excluding nothing', async () => {
    const wrong = plan([{ tool: 'list_notes', args: { folder: 'notes' } }, { tool: 'count_entries', args: { entries: '${step1.items}' } }], '${step2.count} notes.');
    const fixed = plan([{ tool: 'list_notes', args: { folder: 'notes' } }, { tool: 'count_entries', args: { from_step: 1 } }], '${step2.count} notes.');
    const { llm, first, result } = await runTurn('count my notes', wrong, [fixed]);
    expect(first.failure).toMatchObject({ index: 2, code: 'unresolved_reference' });
    expect(result).toMatchObject({ status: 'recovered', failureClass: 'wrong_args', excludedTools: [] });
    expect(result.status === 'recovered' && result.execution.reply).toBe('2 notes.');
    expect(llm.calls[0]?.prompt).toContain('class: wrong_args\nexcluded: \nhint:');
    expect(llm.calls[0]?.prompt).toContain('canonical args');
  });

  it('should re-plan with a setup step when an index is not built (missing_input)', async () => {
    const search = plan([{ tool: 'search_notes_index', args: { text: 'milk' } }], 'Found ${step1.count} notes.');
    const withSetup = plan([{ tool: 'build_notes_index', args: {} }, { tool: 'search_notes_index', args: { text: 'milk' } }], 'Found ${step2.count} notes.');
    const { llm, result } = await runTurn('find notes about milk', search, [withSetup]);
    expect(result).toMatchObject({ status: 'recovered', failureClass: 'missing_input', excludedTools: [] });
    expect(result.status === 'recovered' && result.execution.reply).toBe('Found 1 notes.');
    expect(llm.calls[0]?.prompt).toContain('add that setup step before the failing step');
  });

  it('should hand off without re-planning when a backend refuses connections (missing_input, user needed)', async () => {
    const { llm, result } = await runTurn('sync my notes', plan([{ tool: 'fetch_remote_notes', args: {} }]), []);
    expect(handoff(result)).toEqual({
      status: 'handoff',
      reason: 'needs_user',
      failureClass: 'missing_input',
      failure: {
        tool: 'fetch_remote_notes',
        index: 1,
        code: 'executor_failed',
        message: 'connect ECONNREFUSED 127.0.0.1:9',
        details: { kind: 'executor_crash', executorCode: 'executor_crash', causeCode: 'ECONNREFUSED' },
      },
    });
    expect(llm.calls).toHaveLength(0);
  });

  it('should hand off out_of_scope failures immediately (location not shared, skill disabled)', async () => {
    const location = await runTurn('where am I?', plan([{ tool: 'get_location', args: {} }]), []);
    expect(handoff(location.result)).toMatchObject({ reason: 'out_of_scope', failureClass: 'out_of_scope', failure: { code: 'executor_failed', details: { executorCode: 'location_not_shared' } } });
    const drive = await runTurn('cerca il budget su Drive', plan([{ tool: 'search_drive', args: { text: 'budget' } }]), []);
    expect(handoff(drive.result)).toMatchObject({ reason: 'out_of_scope', failure: { code: 'executor_failed', details: { kind: 'missing_capability', skill: 'google_drive' } } });
    expect(location.llm.calls.length + drive.llm.calls.length).toBe(0);
  });

  it('should hand off when the turn already had its re-proposal', async () => {
    const { llm, result } = await runTurn('count my notes', plan([{ tool: 'list_notes_legacy', args: { folder: 'notes' } }]), [], { alreadyReplanned: true });
    expect(handoff(result)).toMatchObject({ reason: 'budget_spent', failureClass: 'wrong_tool' });
    expect(llm.calls).toHaveLength(0);
  });

  it('should hand off with the planner error when the re-proposal fails', async () => {
    const { result } = await runTurn('count my notes', plan([{ tool: 'list_notes_legacy', args: { folder: 'notes' } }]), ['{"steps":[{"tool":']);
    const given = handoff(result);
    expect(given).toMatchObject({ reason: 'replan_failed', failureClass: 'wrong_tool', failure: { tool: 'list_notes_legacy' } });
    expect(given.replanError).toBeInstanceOf(SyntaxError);
  });

  it('should re-plan only once and hand off the second failure with its own class', async () => {
    const alsoFailing = plan([{ tool: 'list_notes', args: { folder: 'archive' } }]);
    const { llm, result } = await runTurn('count my archived notes', plan([{ tool: 'list_notes_legacy', args: { folder: 'notes' } }]), [alsoFailing]);
    expect(handoff(result)).toMatchObject({
      reason: 'retry_failed',
      failureClass: 'missing_input',
      failure: { tool: 'list_notes', code: 'executor_failed', details: { kind: 'not_found', executorCode: 'folder_not_found' } },
      framework: alsoFailing,
      execution: { ok: false },
    });
    expect(llm.calls).toHaveLength(1);
  });

  it('should propagate an abort of the re-proposal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('user cancelled'));
    const failure = executorFailure('executor_crash', {}, { tool: 'list_notes_legacy', message: 'boom' });
    await expect(recover({
      query: 'q',
      intent,
      framework: plan([]),
      failure,
      replanner: createScriptedReplanner(new ScriptedLlmProvider(['{}'])),
      execute: createSequentialRunner([]),
      abortSignal: controller.signal,
    })).rejects.toThrow('user cancelled');
  });
});
