import { randomUUID } from 'node:crypto';
import { ExecutorError } from '@metnos/core';
import type { ExecutorFactory } from '../../executor-support/executor-environment';

const tool = 'create_reminders';

/** create_reminders: keeps a reminder (in `assistant.sqlite`) and journals it for undo. */
export const createCreateReminders: ExecutorFactory = (environment) => async (args, context) => {
  const text = typeof args.text === 'string' ? args.text.trim() : '';
  if (text === '') throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'missing_text', message: 'the reminder needs a text', details: { arguments: ['text'] } });
  const when = typeof args.when === 'string' ? args.when.trim() : '';
  if (when !== '' && Number.isNaN(Date.parse(when))) {
    throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_when', message: `"${when}" is not an ISO date or date-time`, details: { arguments: ['when'], data: { when } } });
  }
  const reminder = { id: randomUUID(), text, when, createdAt: context.now.toISOString(), turnId: context.turnId };
  environment.reminders.add(reminder);
  environment.undoJournal.record(context.turnId, { kind: 'create_reminder', id: reminder.id, text }, context.now);
  return { entries: [reminder], ok_count: 1, id: reminder.id, text, when };
};
