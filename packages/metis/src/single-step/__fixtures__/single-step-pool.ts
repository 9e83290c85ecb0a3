import type { ToolManifest } from '@metnos/core';

const object = (properties: Record<string, object>, required: string[] = []) => ({ type: 'object', properties, required, additionalProperties: false }) as ToolManifest['inputSchema'];

/** A small catalog for the single-step planner's tests: lookups, readers, a destructive pair, a sender, a creator and a provider tool. */
export const singleStepPool: ToolManifest[] = [
  { name: 'find_files', description: 'Finds files.', inputSchema: object({ folder: { type: 'string' }, pattern: { type: 'string' }, modified_within_days: { type: 'integer', minimum: 1 }, max_results: { type: 'integer', minimum: 1, maximum: 1000 } }), effects: ['read'] },
  { name: 'delete_files', description: 'Deletes files.', inputSchema: object({ paths: { type: 'array', items: { type: 'string' } } }, ['paths']), effects: ['delete'] },
  { name: 'move_files', description: 'Moves files.', inputSchema: object({ paths: { type: 'array', items: { type: 'string' } }, entries: { type: 'array', items: { type: 'object' } }, destination: { type: 'string' } }, ['destination']), requiresOneOf: [['paths', 'entries']], consumerArg: 'entries', flags: { destructive: true } },
  { name: 'send_messages', description: 'Sends an email.', inputSchema: object({ to: { type: 'array', items: { type: 'string' } }, subject: { type: 'string' }, body: { type: 'string' } }, ['to', 'subject']), effects: ['send'] },
  { name: 'send_messages_telegram_bot', description: 'Sends a Telegram message.', inputSchema: object({ to: { type: 'array', items: { type: 'string' } }, body: { type: 'string' } }, ['to', 'body']), effects: ['send'] },
  { name: 'find_messages', description: 'Finds emails.', inputSchema: object({ folder: { type: 'string' }, query: { type: 'string' }, from: { type: 'string' }, unread_only: { type: 'boolean' } }), effects: ['read'] },
  { name: 'create_reminders', description: 'Creates a reminder.', inputSchema: object({ text: { type: 'string' }, when: { type: 'string', description: 'ISO date or date-time.' } }, ['text']), effects: ['write'] },
  { name: 'get_now', description: 'Tells the time.', inputSchema: object({ timezone: { type: 'string' } }), effects: ['read'] },
  { name: 'get_date', description: 'Tells the date.', inputSchema: object({ offset_days: { type: 'integer' } }), effects: [] },
  { name: 'read_files', description: 'Reads text files.', inputSchema: object({ paths: { type: 'array', items: { type: 'string' } } }, ['paths']), effects: ['read'] },
  { name: 'get_urls', description: 'Fetches web pages.', inputSchema: object({ urls: { type: 'array', items: { type: 'string', format: 'uri' } } }, ['urls']), effects: ['network'] },
  { name: 'describe_entries', description: 'Summarises text.', inputSchema: object({ entries: { type: 'array', items: { type: 'object' } }, text: { type: 'string' }, max_sentences: { type: 'integer', minimum: 1, maximum: 10 } }), requiresOneOf: [['entries', 'text']], consumerArg: 'entries', effects: ['read'] },
];

/** The tests' clock: Tuesday 2026-05-19, 12:00 in Europe/Rome. */
export const singleStepClock = { now: new Date('2026-05-19T10:00:00Z'), timeZone: 'Europe/Rome' } as const;
