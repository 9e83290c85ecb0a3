import { basename, dirname } from 'node:path';
import type { ReplyFormat } from './create-reply-format';
import type { ToolReplyRenderer } from './tool-reply-renderer';
import { readEntries, textOf } from './read-entries';

/**
 * undo_last_turn: which turn was undone (its time and how long ago) and what went back: each file by name and the
 * folder it is in again, messages by count and mail folder, reminders by their text.
 */
export const renderUndoLastTurnReply: ToolReplyRenderer = ({ output }, format) => {
  if (output.undone === false) return format.messages.undo.nothing;
  const at = new Date(textOf(output, 'turn_at'));
  const reverted = describeUndone(readEntries(output.entries), format);
  if (Number.isNaN(at.getTime())) return format.fill(format.messages.undo.doneLast, { list: reverted });
  return format.fill(format.messages.undo.done, { time: format.time(at), ago: format.ago(at), list: reverted });
};

/** The list of what an undo reverted ("a.pdf is back in ~/Documents and the reminder “call Anna” is removed"). */
function describeUndone(entries: ReadonlyArray<Record<string, unknown>>, format: ReplyFormat): string {
  const { undo } = format.messages;
  const parts: string[] = [];
  const files = groupBy(entries.filter((entry) => entry.kind === 'move_file'), (entry) => format.place(dirname(textOf(entry, 'to'))));
  for (const [folder, moved] of files) {
    const names = moved.map((entry) => format.name(textOf(entry, 'to'))).sort((left, right) => left.localeCompare(right));
    const [only] = names;
    parts.push(names.length === 1 && only !== undefined ? format.fill(undo.fileBack, { name: only, folder }) : format.count(undo.filesBack, names.length, { folder, names: format.list(names) }));
  }
  const messages = groupBy(entries.filter((entry) => entry.kind === 'move_message'), (entry) => mailFolderOf(textOf(entry, 'to')));
  for (const [folder, moved] of messages) parts.push(format.count(undo.messagesBack, moved.length, { folder }));
  const reminders = entries.filter((entry) => entry.kind === 'create_reminder');
  const texts = reminders.map((entry) => textOf(entry, 'text')).filter((text) => text !== '');
  if (texts.length === reminders.length) parts.push(...texts.map((text) => format.fill(undo.reminderRemoved, { text: format.quote(text) })));
  else if (reminders.length > 0) parts.push(format.count(undo.remindersRemoved, reminders.length));
  return format.list(parts.filter((part) => part !== ''), Number.POSITIVE_INFINITY);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Maildir++: `<root>/.Archive.2024/cur/x` is `Archive/2024`; `<root>/cur/x` is INBOX. */
function mailFolderOf(path: string): string {
  const folder = basename(dirname(dirname(path)));
  return folder.startsWith('.') ? folder.slice(1).replaceAll('.', '/') : 'INBOX';
}
