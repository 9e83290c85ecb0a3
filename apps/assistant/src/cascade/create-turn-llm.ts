import { findLlmFailure, type LlmProvider } from '@metnos/core';
import type { TurnPlace } from './create-turn-gate';

/** What one turn's LLM calls share: how many were made, and the failure that broke the model for this turn. */
export interface TurnLlmState {
  count: number;
  /** The first error that said the model cannot answer (a timeout, an unreachable server): later calls rethrow it. */
  broken?: unknown;
}

/**
 * The LLM as one turn sees it: every call (failed ones included) is counted into `state.count`, and once a call
 * failed because the model cannot answer at all (its provider failure is a `timeout` or `unreachable`), every
 * later call of the same turn fails at once with that error, so a hung server costs one timeout per turn, not one
 * per layer (intent, plan, fillers). With the turn's `place` in the turn gate, the place is free while a call waits
 * on the model.
 */
export function createTurnLlm(llm: LlmProvider, state: TurnLlmState = { count: 0 }, place?: TurnPlace): LlmProvider & { readonly count: number } {
  return {
    id: llm.id,
    get count() {
      return state.count;
    },
    async complete(request) {
      if (state.broken !== undefined) throw state.broken;
      state.count += 1;
      try {
        return await (place === undefined ? llm.complete(request) : place.outside(() => llm.complete(request)));
      } catch (error) {
        const reason = findLlmFailure(error)?.reason;
        if (reason === 'timeout' || reason === 'unreachable') state.broken = error;
        throw error;
      }
    },
  };
}
