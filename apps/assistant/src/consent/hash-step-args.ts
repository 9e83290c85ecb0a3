import { frameworkHash } from '@metnos/praxis';

/** A stable hash of a step's resolved arguments (key order does not matter): what a consent is bound to. */
export function hashStepArgs(tool: string, args: Record<string, unknown>): string {
  return frameworkHash({ steps: [{ tool, args }], fillers: {}, final_message: '' });
}
