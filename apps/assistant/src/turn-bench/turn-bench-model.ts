import type { LlmProvider } from '@metnos/core';
import type { TurnScript } from './turn-bench-case';

/**
 * A model the bench plans with and that follows the request being asked: the scripted good model
 * (`__fixtures__/create-scripted-planner.ts`) answers from that request's script; a real server ignores it.
 */
export interface TurnBenchModel {
  llm: LlmProvider;
  /** Called before each request is asked (and its consent confirmed) with the request's script. */
  answering(script: TurnScript, query: string): void;
}
