import type { Framework } from '@metnos/core';

/**
 * The reference example of the Praxis engine (docs/praxis-engine.md): "find spam mail and move it to trash" as
 * four steps over a Maildir, with one filler for the trash folder.
 */
export const mailCleanupFramework: Framework = {
  steps: [
    { tool: 'find_messages', args: { folder: 'INBOX', query: 'is:unread' } },
    { tool: 'classify_entries', args: { from_step: 1, category: 'spam' } },
    { tool: 'filter_entries', args: { from_step: 2, where: { category: 'spam' } } },
    { tool: 'move_messages', args: { from_step: 3, dst_folder: '${FILLER:trash_folder}' } },
  ],
  fillers: {
    trash_folder: { prompt: "What's the trash folder name for this account?", default: 'Trash', tier: 'fast' },
  },
  final_message: 'Moved ${step4.ok_count} mails to trash.',
};

/** The reference framework as the wise tier would write it (compact JSON, grammar key order). */
export const mailCleanupFrameworkText = JSON.stringify(mailCleanupFramework);
