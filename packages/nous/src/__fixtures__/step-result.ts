import type { StepResult, ToolResult } from '@metnos/core';

/** A successful StepResult for unit tests of placeholder and routing functions. */
export function okStep(index: number, output: ToolResult, tool = `tool${index}`): StepResult {
  return { index, tool, args: {}, ok: true, output, ms: 0 };
}
