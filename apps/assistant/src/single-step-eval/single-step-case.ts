import type { Language } from '@metnos/core';
import type { SingleStepMiss } from '@metnos/metis';

/**
 * One request of the single-step evaluation: the plan a careful person would make for it with the reference
 * catalog (`tool` and its complete arguments, defaults left out; `args` may list equivalent alternatives), or
 * the kind of miss expected when no single tool of the catalog can do it (`miss`).
 */
export interface SingleStepCase {
  query: string;
  language: Language;
  expect: { tool: string; args: Record<string, unknown> | Array<Record<string, unknown>> } | { miss: SingleStepMiss['reason'] };
}
