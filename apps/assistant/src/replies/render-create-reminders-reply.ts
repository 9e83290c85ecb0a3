import type { ToolReplyRenderer } from './tool-reply-renderer';
import { readEntries, textOf } from './read-entries';

/** create_reminders: when the reminder fires (weekday, date, time in the user's zone) and what it says. */
export const renderCreateRemindersReply: ToolReplyRenderer = ({ output }, format) => {
  const { reminders } = format.messages;
  const entries = readEntries(output.entries);
  const created = entries.length > 0 ? entries : [{ text: output.text, when: output.when }];
  return created
    .map((reminder) => {
      const text = textOf(reminder, 'text');
      const when = textOf(reminder, 'when');
      if (when === '') return format.fill(reminders.undated, { text });
      if (/^\d{4}-\d{2}-\d{2}$/u.test(when)) return format.fill(reminders.onDay, { text, day: format.day(when) });
      const at = format.dayAndTime(when);
      return at === undefined ? format.fill(reminders.undated, { text }) : format.fill(reminders.at, { text, ...at });
    })
    .join('\n');
};
