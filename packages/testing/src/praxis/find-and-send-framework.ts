import type { Framework } from '@metnos/core';

/**
 * The plan a planner makes for "find the pdf files in Downloads and send them to anna@example.com" (test helper): a
 * `find_files` step and a `send_email` step fed by it, with the planner's own constants (`max_results`, the subject)
 * beside the values that came from the request.
 */
export const findAndSendFramework: Framework = {
  steps: [
    { tool: 'find_files', args: { folder: '~/Downloads', pattern: '*.pdf', max_results: 20 } },
    { tool: 'send_email', args: { to: 'anna@example.com', subject: 'Files', attachments: '${step1.entries}' } },
  ],
  fillers: {},
  final_message: 'Sent.',
};
