import type { ToolReplyRenderer } from './tool-reply-renderer';
import { readEntries, textOf } from './read-entries';

/** move_messages: how many messages went from which mail folder to which. */
export const renderMoveMessagesReply: ToolReplyRenderer = ({ args, output }, format) => {
  const { messages } = format.messages;
  const moved = readEntries(output.entries);
  if (moved.length === 0) return messages.noneMoved;
  const to = textOf(output, 'destination') || textOf(args, 'destination');
  // The messages a find step handed over carry their folder; ids name it in `folder` (default INBOX).
  const folders = [...new Set(readEntries(args.entries).map((entry) => textOf(entry, 'folder')).filter((folder) => folder !== ''))];
  const from = folders.length > 0 ? format.list(folders) : textOf(args, 'folder') || 'INBOX';
  return format.count(messages.moved, moved.length, { from, to });
};
