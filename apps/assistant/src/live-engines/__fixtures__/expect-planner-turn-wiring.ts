import type { ToolManifest } from '@metnos/core';
import { parseFramework, resolvePlanGrammarBounds } from '@metnos/metis';
import { filterPoolForGrammar, generateFrameworkGrammar, validateFramework } from '@metnos/tool-grammar';
import { expect } from 'vitest';
import type { AssistantTurn } from '../../turn/assistant';
import type { RecordedLlmCall } from './record-llm-calls';

/** What {@link expectPlannerTurnWiring} found, for the test to pin and print. */
export interface PlannerTurnWiring {
  /** The planner's wise-tier call (the first one with a grammar). */
  planCall: RecordedLlmCall;
  /** `parsed`: the engine's text parsed and validated; otherwise why Metis refused it. */
  plan: { status: 'parsed' } | { status: 'refused'; reason: string };
}

/**
 * The invariants of a new (non-L0) request answered through a real engine, whatever a random-weight model
 * writes (test helper): every LLM call of the turn went to the engine and was counted; the planner layer ran
 * and sent exactly tool-grammar's framework grammar for the filtered pool; an answer that stopped on its own is
 * JSON (the grammar's guarantee); a plan that parsed is valid against the pool and was run by Nous; and a turn
 * that did not succeed ended in Aporia with a failure (layer, category, message), never an exception.
 */
export function expectPlannerTurnWiring(
  turn: AssistantTurn,
  { calls, pool, query, maxSteps }: { calls: readonly RecordedLlmCall[]; pool: readonly ToolManifest[]; query: string; maxSteps: number },
): PlannerTurnWiring {
  expect(turn.llmCalls).toBeGreaterThanOrEqual(1);
  expect(turn.llmCalls).toBe(calls.length);

  const planner = turn.timings.find((timing) => timing.layer === 'planner');
  expect(planner, 'the planner layer ran').toBeDefined();
  expect(planner?.ms).toBeGreaterThan(0);

  const planCall = calls.find((call) => call.request.grammar !== undefined);
  expect(planCall, 'the planner called the engine with a grammar').toBeDefined();
  const { request, response, error } = planCall as RecordedLlmCall;
  expect(request.tier).toBe('wise');
  expect(request.grammar).toBe(generateFrameworkGrammar(filterPoolForGrammar(pool, query), { maxSteps, ...resolvePlanGrammarBounds(undefined) }));
  expect(request.prompt).toContain(query);

  let plan: PlannerTurnWiring['plan'];
  if (response === undefined) plan = { status: 'refused', reason: `engine error: ${String(error)}` };
  else if (response.finishReason === 'length') plan = { status: 'refused', reason: 'cut at max_tokens' };
  else {
    expect(response.finishReason).toBe('stop');
    expect(() => JSON.parse(response.text), 'a grammar-complete answer is JSON').not.toThrow();
    const parsed = parseFramework(response.text);
    const validation = parsed.success ? validateFramework(parsed.value, pool, { maxSteps }) : undefined;
    plan = parsed.success && validation?.ok === true ? { status: 'parsed' } : { status: 'refused', reason: parsed.success ? 'invalid against the pool' : parsed.error };
  }

  if (plan.status === 'parsed') {
    expect(planner?.outcome).toBe('hit');
    expect(turn.timings.some((timing) => timing.layer === 'nous'), 'Nous ran the parsed plan').toBe(true);
    const framework = parseFramework((response as NonNullable<typeof response>).text);
    if (turn.layer !== 'pronoia' && framework.success) expect(turn.framework).toEqual(framework.value);
  } else {
    expect(planner?.outcome).toBe('error');
  }

  if (turn.ok) expect(['planner', 'pronoia']).toContain(turn.layer);
  else {
    expect(turn.layer).toBe('aporia');
    expect(turn.aporia?.category).toEqual(expect.any(String));
    expect(turn.reply).toMatch(/^Can't resolve: .+ To proceed: .+/);
    expect(turn.timings.at(-2)?.layer).toBe('aporia');
  }
  expect(turn.timings.at(-1)?.layer).toBe('record');
  return { planCall: planCall as RecordedLlmCall, plan };
}
