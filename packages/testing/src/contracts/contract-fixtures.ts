import type { Framework, Intent, SkillDraft, SkillKey } from '@metnos/core';

/** The data the store contract suites share: an intent, its key, two frameworks and their hashes. */
export const intent: Intent = { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] };
/** `intentHash(intent)` of @metnos/metis; stores take keys as given. */
export const hash = '9da047578be12684';
export const otherHash = 'fedcba9876543210';
export const hashA = 'a0a0a0a0a0a0a0a0';
export const hashB = 'b1b1b1b1b1b1b1b1';
export const frameworkA: Framework = {
  steps: [
    { tool: 'find_messages', args: { folder: 'INBOX' } },
    { tool: 'move_messages', args: { from_step: 1, dst_folder: '${FILLER:trash}' } },
  ],
  fillers: { trash: { prompt: 'Trash folder?', default: 'Trash', tier: 'fast' } },
  final_message: 'Moved ${step2.ok_count} mails.',
};
export const frameworkB: Framework = { steps: [{ tool: 'purge_spam', args: {} }], fillers: {}, final_message: 'Done.' };
export const draftA: SkillDraft = {
  intentHash: hash,
  intent,
  framework: frameworkA,
  frameworkHash: hashA,
  status: 'candidate',
  uses: 1,
  successes: 1,
  failures: 0,
  consecutiveSuccesses: 1,
  consecutiveFailures: 0,
  version: 1,
  lastUsedDayRank: 1,
};
export const keyA = (frameworkHash = hashA, dayRank = 1, turnId?: string): SkillKey => ({
  intentHash: hash,
  frameworkHash,
  dayRank,
  ...(turnId === undefined ? {} : { turnId }),
});
