import type { Framework } from '@metnos/core';

/** A plan of one tool call without fillers or a final-message template (what L0 and L1 replay). */
export function singleStepFramework(tool: string, args: Record<string, unknown>): Framework {
  return { steps: [{ tool, args }], fillers: {}, final_message: '' };
}
