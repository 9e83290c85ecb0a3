import type { ToolReplyRenderer } from './tool-reply-renderer';
import { readEntries, textOf } from './read-entries';

/** find_messages: how many messages in which folder, each by subject and sender. */
export const renderFindMessagesReply: ToolReplyRenderer = ({ args, output }, format) => {
  const { messages } = format.messages;
  const entries = readEntries(output.entries);
  const folder = textOf(output, 'folder') || textOf(args, 'folder') || 'INBOX';
  if (entries.length === 0) return format.fill(messages.none, { folder });
  const list = format.list(entries.map((entry) => format.fill(messages.item, { subject: format.quote(textOf(entry, 'subject')), sender: textOf(entry, 'from') })), 3);
  return format.count(messages.found, entries.length, { folder, list });
};
