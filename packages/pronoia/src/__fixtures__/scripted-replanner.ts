import type { Framework, LlmProvider, Replanner } from '@metnos/core';

/**
 * A Replanner for Pronoia's tests (Pronoia may not import Metis): one wise-tier call whose prompt carries the
 * excluded tools and the hint, and whose scripted answer is read as the new framework (`JSON.parse`, so
 * malformed content makes `replan` throw as a real planner would).
 */
export function createScriptedReplanner(llm: LlmProvider): Replanner {
  return {
    async replan({ query, excludedTools, hint, failureClass, abortSignal }) {
      const prompt = [`class: ${failureClass}`, `excluded: ${excludedTools.join(', ')}`, `hint: ${hint}`, `request: ${query}`].join('\n');
      const response = await llm.complete({ prompt, tier: 'wise', abortSignal });
      return JSON.parse(response.text) as Framework;
    },
  };
}
