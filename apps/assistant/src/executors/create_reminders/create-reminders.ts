import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { createReminderBook } from '../../catalog/create-reminder-book';
import type { ExecutorFactory } from '../../catalog/executor-environment';

const tool = 'create_reminders';

/** create_reminders: appends a reminder to `<dataDir>/reminders.json` and journals it for undo. */
export const createCreateReminders: ExecutorFactory = (environment) => async (args, context) => {
  const text = typeof args.text === 'string' ? args.text.trim() : '';
  if (text === '') throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'missing_text', message: 'the reminder needs a text', details: { arguments: ['text'] } });
  const when = typeof args.when === 'string' ? args.when.trim() : '';
  if (when !== '' && Number.isNaN(Date.parse(when))) {
    throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_when', message: `"${when}" is not an ISO date or date-time`, details: { arguments: ['when'], data: { when } } });
  }
  const file = join(environment.dataDir, 'reminders.json');
  const reminder = { id: randomUUID(), text, when, createdAt: context.now.toISOString(), turnId: context.turnId };
  createReminderBook({ filename: file }).add(reminder);
  environment.undoJournal.record(context.turnId, { kind: 'create_reminder', id: reminder.id, file });
  return { entries: [reminder], ok_count: 1, id: reminder.id, text, when };
};
