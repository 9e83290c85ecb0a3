import { defaultConfig } from '@metnos/core';
import type { Framework, Intent, Language, LlmProvider, ToolManifest } from '@metnos/core';
import { filterPoolForGrammar, generateFrameworkGrammar, validateFramework } from '@metnos/tool-grammar';
import { isAbort } from '../is-abort';
import { MetisError } from '../metis-error';
import { buildProposePrompt, type ProposeHistory } from './build-propose-prompt';
import { parseFramework } from './parse-framework';
import { resolvePlanGrammarBounds, type PlanGrammarBounds } from './plan-grammar-bounds';

/** Options of {@link propose}; defaults come from core's documented config. */
export interface ProposeOptions {
  /** Wise-tier provider; without one Metis throws `no_llm`. */
  llm?: LlmProvider;
  /** Tools that already failed this turn (anti-fixation): removed from the pool and named in the prompt. */
  excludedTools?: readonly string[];
  /** Pronoia's instruction for a re-proposal. */
  hint?: string;
  /** Reasoning tokens (`[llm] reasoning_budget`, default 2048). */
  reasoningBudget?: number;
  /** Most steps of the plan (`[nous] cap_steps`, default 12), enforced by the grammar and re-checked. */
  maxSteps?: number;
  /** Token cap of the answer (`[llm] max_tokens`, default 1024). */
  maxTokens?: number;
  /** Language of the final message (default `en`). */
  language?: Language;
  /**
   * Steps already executed for the first part of the request (a fast-path prefix): the prompt shows them with
   * their key outputs and asks only for the remaining steps of `query` (the residual request).
   */
  history?: ProposeHistory;
  /**
   * Bounds of the plan grammar (default {@link defaultPlanGrammarBounds}: 256 characters per free argument
   * string, 400 for `final_message`, 160 per filler prompt/default, no whitespace between tokens), so that the
   * model cannot spend `maxTokens` inside one string or on blanks. Fields override the defaults one by one;
   * `false` sends tool-grammar's unbounded grammar.
   */
  grammarBounds?: PlanGrammarBounds | false;
  abortSignal?: AbortSignal;
}

const defaults = defaultConfig();

/**
 * Mētis: proposes a WHOLE plan in ONE wise-tier call. The pool loses `excludedTools`, then
 * tool-grammar's `filterPoolForGrammar` trims it for the query; the call is constrained by
 * `generateFrameworkGrammar` over that pool, with {@link ProposeOptions.grammarBounds}; the answer is parsed safely, checked by `validateFramework`,
 * by the step cap and against the excluded tools. Failures are typed {@link MetisError}s (`no_llm`,
 * `empty_pool`, `llm_failed`, `truncated_output`, `malformed_output`, `invalid_plan`); an abort propagates.
 */
export async function propose(
  query: string,
  intent: Intent,
  pool: readonly ToolManifest[],
  {
    llm,
    excludedTools = [],
    hint,
    reasoningBudget = defaults.llm.reasoning_budget,
    maxSteps = defaults.nous.cap_steps,
    maxTokens = defaults.llm.max_tokens,
    language = 'en',
    history,
    grammarBounds,
    abortSignal,
  }: ProposeOptions = {},
): Promise<Framework> {
  if (llm === undefined) throw new MetisError({ code: 'no_llm', message: 'no LLM provider is configured to plan new requests' });
  const excluded = new Set(excludedTools);
  const usable = filterPoolForGrammar(pool.filter((tool) => !excluded.has(tool.name)), query);
  if (usable.length === 0) {
    throw new MetisError({ code: 'empty_pool', message: 'no tool is left to plan with', details: { excludedTools: [...excluded] } });
  }
  const priorTools = (history?.steps ?? []).map((step) => step.tool);
  const grammar = generateFrameworkGrammar(usable, { maxSteps, stepOffset: priorTools.length, ...resolvePlanGrammarBounds(grammarBounds) });
  const prompt = buildProposePrompt({ query, intent, pool: usable, excludedTools: [...excluded], hint, maxSteps, language, history });

  let text: string;
  let finishReason: string;
  try {
    const response = await llm.complete({ prompt, grammar, tier: 'wise', reasoningBudget, maxTokens, abortSignal });
    text = response.text;
    finishReason = response.finishReason;
  } catch (error) {
    if (isAbort(abortSignal)) throw abortSignal?.reason ?? error;
    const isRetryable = error !== null && typeof error === 'object' && (error as { isRetryable?: unknown }).isRetryable === true;
    throw new MetisError({ code: 'llm_failed', message: error instanceof Error ? error.message : String(error), cause: error, isRetryable });
  }
  if (finishReason === 'length') {
    throw new MetisError({ code: 'truncated_output', message: `the plan was cut at ${maxTokens} tokens`, output: text, isRetryable: true });
  }
  const parsed = parseFramework(text);
  if (!parsed.success) throw new MetisError({ code: 'malformed_output', message: parsed.error, output: text });
  const framework = parsed.value;
  if (framework.steps.length === 0) throw new MetisError({ code: 'invalid_plan', message: 'the plan has no steps', output: text });
  if (framework.steps.length > maxSteps) {
    throw new MetisError({ code: 'invalid_plan', message: `the plan has ${framework.steps.length} steps, more than ${maxSteps}`, output: text });
  }
  const reused = framework.steps.find((step) => excluded.has(step.tool));
  if (reused !== undefined) {
    throw new MetisError({ code: 'invalid_plan', message: `the plan uses the excluded tool ${reused.tool}`, output: text, details: { tool: reused.tool } });
  }
  const validation = validateFramework(framework, usable, { maxSteps, priorTools });
  if (!validation.ok) {
    throw new MetisError({ code: 'invalid_plan', message: validation.error, output: text, details: { validatorCode: validation.code } });
  }
  return framework;
}
