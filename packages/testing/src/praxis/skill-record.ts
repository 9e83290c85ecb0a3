import type { SkillRecord } from '@metnos/core';

/**
 * A stored skill for tests (test helper): active, used twice with two successes in a row, for "find the pdf files"
 * (one `find_files` step, replying "ok"), created and updated on 2026-05-25; `fields` replace any of it.
 */
export function skillRecord(fields: Partial<SkillRecord> = {}): SkillRecord {
  return {
    intentHash: '9da047578be12684',
    intent: { verb: 'find', object: 'files', keywords: ['pdf'] },
    framework: { steps: [{ tool: 'find_files', args: {} }], fillers: {}, final_message: 'ok' },
    frameworkHash: 'a0a0a0a0a0a0a0a0',
    status: 'active',
    uses: 2,
    successes: 2,
    failures: 0,
    consecutiveSuccesses: 2,
    consecutiveFailures: 0,
    successRate: 1,
    version: 1,
    lastUsedDayRank: 1,
    createdAt: '2026-05-25T10:00:00.000Z',
    updatedAt: '2026-05-25T10:00:00.000Z',
    ...fields,
  };
}
