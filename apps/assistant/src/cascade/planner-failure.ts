import { MetnosError, type StepFailure } from '@metnos/core';

/**
 * Turns what Metis threw into the StepFailure Aporia classifies. No LLM (`no_llm`) and an LLM that cannot be
 * reached (`llm_failed` whose cause is llama-client's `llm_network`/`llm_timeout`/missing model or dependency)
 * both become a `missing_capability` failure with `details.capability = 'llm'` (code `no_llm`), which Aporia
 * answers with "set [llm] provider and base_url / start llama-server"; other planner errors keep Metis' code.
 */
export function plannerFailure(error: unknown, { llmReachable }: { llmReachable: boolean }): StepFailure {
  const code = MetnosError.isInstance(error) ? error.code : 'planner_failed';
  const message = error instanceof Error ? error.message : String(error);
  const causeCode = error instanceof Error && MetnosError.isInstance(error.cause) ? error.cause.code : undefined;
  const unreachable = causeCode === 'llm_network' || causeCode === 'llm_timeout' || causeCode === 'llm_dependency_missing' || causeCode === 'llm_model_not_found';
  if (code === 'no_llm' || (code === 'llm_failed' && (!llmReachable || unreachable))) {
    return { tool: 'metis', index: 0, kind: 'missing_capability', code: 'no_llm', message, details: { capability: 'llm' } };
  }
  return { tool: 'metis', index: 0, kind: code === 'empty_pool' ? 'missing_capability' : 'unknown', code, message };
}
