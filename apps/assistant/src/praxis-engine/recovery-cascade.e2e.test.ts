import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Framework, FrameworkExecution, Language } from '@metnos/core';
import { classifyAporia, logAporia, renderAporiaMessage } from '@metnos/aporia';
import { detectLanguage } from '@metnos/lexicon';
import { createMetisReplanner, MetisError } from '@metnos/metis';
import { createFrameworkRunner, createVaglio, defaultVaglioRules } from '@metnos/nous';
import { recover } from '@metnos/pronoia';
import type { HandoffResult, RecoveryResult } from '@metnos/pronoia';
import { ScriptedLlmProvider, createMemoryPraxisStore, createNotesExecutors, writeNotes } from '@metnos/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

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

/** The real engine around Pronoia: Metis (scripted LLM content) as Replanner, Nous as runner. */
function engine(answers: Framework[] | string[]) {
  const llm = new ScriptedLlmProvider(answers.map((answer) => (typeof answer === 'string' ? answer : JSON.stringify(answer))));
  const executors = createNotesExecutors(root);
  const replanner = createMetisReplanner({ llm, pool: executors.map((executor) => executor.manifest) });
  const execute = createFrameworkRunner({
    executors,
    vaglio: createVaglio({ rules: defaultVaglioRules({ pathAllowlist: [root] }) }),
    confirmed: true,
  });
  return { llm, replanner, execute };
}

/** Runs the first plan for real, then hands its failure to Pronoia. */
async function runTurn(query: string, framework: Framework, answers: Framework[] | string[], extra: { alreadyReplanned?: boolean } = {}) {
  const { llm, replanner, execute } = engine(answers);
  const first: FrameworkExecution = await execute(framework);
  expect(first.ok).toBe(false);
  const result = await recover({ query, intent, framework, failure: first.failure!, replanner, execute, ...extra });
  return { llm, first, result };
}

function handoff(result: RecoveryResult): HandoffResult {
  if (result.status !== 'handoff') throw new Error(`expected a handoff, got ${result.status}`);
  return result;
}

function aporiaMessage(query: string, result: HandoffResult, language: Language = detectLanguage(query)): string {
  return renderAporiaMessage(classifyAporia({ query, failure: result.failure, failureClass: result.failureClass, language }), { language, query });
}

describe('Praxis engine: Pronoia and Aporia over Metis and Nous', () => {
  it('should re-plan without a crashed tool (wrong_tool) and run the new plan', async () => {
    const broken = plan([{ tool: 'list_notes_legacy', args: { folder: 'notes' } }, { tool: 'count_entries', args: { from_step: 1 } }], '${step2.count} notes.');
    const fixed = plan([{ tool: 'list_notes', args: { folder: 'notes' } }, { tool: 'count_entries', args: { from_step: 1 } }], '${step2.count} notes.');
    const { llm, first, result } = await runTurn('count my notes', broken, [fixed]);
    expect(first.failure).toMatchObject({ tool: 'list_notes_legacy', code: 'executor_failed', details: { kind: 'executor_crash' } });
    expect(result).toMatchObject({ status: 'recovered', failureClass: 'wrong_tool', framework: fixed, excludedTools: ['list_notes_legacy'] });
    expect(result.status === 'recovered' && result.execution.reply).toBe('2 notes.');
    expect(llm.calls).toHaveLength(1);
    expect(llm.calls[0]?.prompt).toContain('DO NOT propose these tools, they already failed: list_notes_legacy.');
    expect(llm.calls[0]?.prompt).toContain('That tool is off the table');
    expect(llm.calls[0]?.grammar).not.toContain('list_notes_legacy');
  });

  it('should re-plan with canonical args and explicit from_step (wrong_args), keeping the tools', async () => {
    const wrong = plan([{ tool: 'list_notes', args: { folder: 'notes' } }, { tool: 'count_entries', args: { entries: '${step1.items}' } }], '${step2.count} notes.');
    const fixed = plan([{ tool: 'list_notes', args: { folder: 'notes' } }, { tool: 'count_entries', args: { from_step: 1 } }], '${step2.count} notes.');
    const { llm, first, result } = await runTurn('count my notes', wrong, [fixed]);
    expect(first.failure).toMatchObject({ index: 2, code: 'unresolved_reference' });
    expect(result).toMatchObject({ status: 'recovered', failureClass: 'wrong_args', excludedTools: [] });
    expect(result.status === 'recovered' && result.execution.reply).toBe('2 notes.');
    expect(llm.calls[0]?.prompt).toContain('canonical args');
    expect(llm.calls[0]?.prompt).not.toContain('DO NOT propose');
  });

  it('should re-plan with a setup step when an index is not built (missing_input)', async () => {
    const search = plan([{ tool: 'search_notes_index', args: { text: 'milk' } }], 'Found ${step1.count} notes.');
    const withSetup = plan([{ tool: 'build_notes_index', args: {} }, { tool: 'search_notes_index', args: { text: 'milk' } }], 'Found ${step2.count} notes.');
    const { llm, result } = await runTurn('find notes about milk', search, [withSetup]);
    expect(result).toMatchObject({ status: 'recovered', failureClass: 'missing_input', excludedTools: [] });
    expect(result.status === 'recovered' && result.execution.reply).toBe('Found 1 notes.');
    expect(llm.calls[0]?.prompt).toContain('add that setup step before the failing step');
  });

  it('should hand off without re-planning when a backend refuses connections, and Aporia names the service', async () => {
    const { llm, result } = await runTurn('sync my notes', plan([{ tool: 'fetch_remote_notes', args: {} }]), []);
    const given = handoff(result);
    expect(given).toMatchObject({ reason: 'needs_user', failureClass: 'missing_input', failure: { code: 'executor_failed', details: { kind: 'executor_crash', causeCode: 'ECONNREFUSED' } } });
    expect(llm.calls).toHaveLength(0);
    expect(aporiaMessage('sync my notes', given)).toBe("Can't resolve: fetch_remote_notes is not responding. To proceed: check that it is running and ask again.");
  });

  it('should hand off out_of_scope failures to Aporia immediately (location, disabled skill)', async () => {
    const store = createMemoryPraxisStore();
    const location = await runTurn('where am I?', plan([{ tool: 'get_location', args: {} }]), []);
    const whereAmI = handoff(location.result);
    expect(whereAmI).toMatchObject({ reason: 'out_of_scope', failureClass: 'out_of_scope' });
    expect(location.llm.calls).toHaveLength(0);
    expect(aporiaMessage('where am I?', whereAmI)).toBe(
      "Can't resolve: I don't know where you are. To proceed: share your location with me and ask again.",
    );
    const classification = classifyAporia({ query: 'where am I?', failure: whereAmI.failure, failureClass: whereAmI.failureClass });
    logAporia(store, { query: 'where am I?', classification });
    expect(logAporia(store, { query: 'Where am I', classification }).count).toBe(2);

    const drive = await runTurn('cerca il budget su Drive', plan([{ tool: 'search_drive', args: { text: 'budget' } }]), []);
    const skill = handoff(drive.result);
    expect(skill.reason).toBe('out_of_scope');
    expect(aporiaMessage('cerca il budget su Drive', skill)).toBe('Non riesco: la skill google_drive non è abilitata. Per procedere: abilitala e chiedi di nuovo.');
  });

  it('should hand off when the turn already had its re-proposal', async () => {
    const broken = plan([{ tool: 'list_notes_legacy', args: { folder: 'notes' } }]);
    const { llm, result } = await runTurn('count my notes', broken, [], { alreadyReplanned: true });
    expect(handoff(result)).toMatchObject({ reason: 'budget_spent', failureClass: 'wrong_tool' });
    expect(llm.calls).toHaveLength(0);
  });

  it('should hand off with the planner error when Metis cannot re-plan', async () => {
    const broken = plan([{ tool: 'list_notes_legacy', args: { folder: 'notes' } }]);
    const { result } = await runTurn('count my notes', broken, ['{"steps":[{"tool":']);
    const given = handoff(result);
    expect(given).toMatchObject({ reason: 'replan_failed', failureClass: 'wrong_tool' });
    expect(MetisError.isInstance(given.replanError) && given.replanError.code).toBe('malformed_output');
    expect(aporiaMessage('count my notes', given)).toBe(
      'Can\'t resolve: none of my tools can do "count my notes". To proceed: I have logged this gap so that a tool for it can be added; meanwhile, ask for something my tools cover.',
    );
  });

  it('should re-plan only once and hand off the second failure with its own class', async () => {
    const broken = plan([{ tool: 'list_notes_legacy', args: { folder: 'notes' } }]);
    const alsoFailing = plan([{ tool: 'list_notes', args: { folder: 'archive' } }]);
    const { llm, result } = await runTurn('count my archived notes', broken, [alsoFailing]);
    const given = handoff(result);
    expect(given).toMatchObject({
      reason: 'retry_failed',
      failureClass: 'missing_input',
      failure: { tool: 'list_notes', code: 'executor_failed', details: { kind: 'not_found', executorCode: 'folder_not_found' } },
      framework: alsoFailing,
    });
    expect(llm.calls).toHaveLength(1);
    expect(aporiaMessage('count my archived notes', given)).toBe("Can't resolve: archive was not found. To proceed: check that it exists (name, folder, account) or tell me the right one.");
  });

  it('should propagate an abort of the re-proposal', async () => {
    const { replanner, execute } = engine([]);
    const controller = new AbortController();
    controller.abort(new Error('user cancelled'));
    const failure = { tool: 'list_notes_legacy', index: 1, code: 'executor_failed' as const, message: 'boom', details: { kind: 'executor_crash' as const, executorCode: 'executor_crash' } };
    await expect(recover({ query: 'q', intent, framework: plan([]), failure, replanner, execute, abortSignal: controller.signal })).rejects.toThrow('user cancelled');
  });
});
