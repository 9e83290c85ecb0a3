import { isDeepStrictEqual } from 'node:util';
import type { NormalStep } from './normalise-plan';

/** One argument that differs between the executed and the expected plan (`undefined` = absent). */
interface ArgMismatch {
  step: number;
  tool: string;
  name: string;
  got: unknown;
  expected: unknown;
}

/** How an executed plan differs from the expected one (both normalised). */
export interface PlanComparison {
  equal: boolean;
  /** The tools differ (count or order). */
  toolsDiffer: boolean;
  /** Differing arguments of the steps whose tools match, position by position. */
  mismatches: ArgMismatch[];
}

/** Compares two normalised plans: the same tools in the same order, and the same arguments on each step. */
export function comparePlans(got: readonly NormalStep[], expected: readonly NormalStep[]): PlanComparison {
  const toolsDiffer = got.length !== expected.length || got.some((step, index) => step.tool !== expected[index]?.tool);
  const mismatches: ArgMismatch[] = [];
  for (const [index, step] of got.entries()) {
    const want = expected[index];
    if (want === undefined || want.tool !== step.tool) continue;
    for (const name of new Set([...Object.keys(step.args), ...Object.keys(want.args)])) {
      if (!isDeepStrictEqual(step.args[name], want.args[name])) mismatches.push({ step: index + 1, tool: step.tool, name, got: step.args[name], expected: want.args[name] });
    }
  }
  return { equal: !toolsDiffer && mismatches.length === 0, toolsDiffer, mismatches };
}
