import { findLlmFailure, type LlmFailure, type StepFailure } from '@metnos/core';
import { MetisError } from './metis-error';

/** Provider failures that mean no model can be used at all (as opposed to a model that answered badly). */
const unusableReasons = new Set<LlmFailure['reason']>(['not_configured', 'unreachable', 'model_missing', 'dependency_missing']);

/**
 * What Metis threw while planning, as the StepFailure (index 0, tool `metis`) the dead-end is classified from:
 * - no LLM (`no_llm`), or a call whose provider failure says no model can be used (unreachable server, missing
 *   model file or package): `llm_unavailable` with that `LlmFailure` (for `no_llm`, the failure of the health
 *   probe given as `unreachableCause`, else `not_configured`);
 * - the model failed to plan: `plan_failed` with reason `truncated`, `malformed`, `invalid` (the excluded tool it
 *   reused, when that was the reason) or `llm_error` (an HTTP error such as llama-server's context overflow, a
 *   timeout), carrying the provider's `LlmFailure` unchanged;
 * - `empty_pool`: every tool was excluded.
 * Anything else (not a MetisError) is a `plan_failed` `llm_error` without provider data.
 */
export function toPlanFailure(error: unknown, { unreachableCause }: { unreachableCause?: unknown } = {}): StepFailure {
  const at = { tool: 'metis', index: 0, message: error instanceof Error ? error.message : String(error) };
  if (!MetisError.isInstance(error)) return { ...at, code: 'plan_failed', details: { reason: 'llm_error' } };
  switch (error.code) {
    case 'no_llm':
      return { ...at, code: 'llm_unavailable', details: { llm: findLlmFailure(unreachableCause) ?? { reason: 'not_configured' } } };
    case 'llm_failed': {
      const llm = findLlmFailure(error.cause);
      if (llm !== undefined && unusableReasons.has(llm.reason)) return { ...at, code: 'llm_unavailable', details: { llm } };
      return { ...at, code: 'plan_failed', details: { reason: 'llm_error', ...(llm === undefined ? {} : { llm }) } };
    }
    case 'truncated_output':
      return { ...at, code: 'plan_failed', details: { reason: 'truncated' } };
    case 'malformed_output':
      return { ...at, code: 'plan_failed', details: { reason: 'malformed' } };
    case 'invalid_plan': {
      const excludedTool = error.details['tool'];
      return { ...at, code: 'plan_failed', details: { reason: 'invalid', ...(typeof excludedTool === 'string' ? { excludedTool } : {}) } };
    }
    case 'empty_pool': {
      const excluded = error.details['excludedTools'];
      return { ...at, code: 'empty_pool', details: { excludedTools: Array.isArray(excluded) ? excluded.filter((name): name is string => typeof name === 'string') : [] } };
    }
    case 'filler_unresolved': {
      const filler = error.details['filler'];
      return { ...at, code: 'filler_unresolved', details: { filler: typeof filler === 'string' ? filler : '' } };
    }
  }
}
