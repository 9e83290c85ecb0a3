import { dirname } from 'node:path';
import type { ToolReplyRenderer } from './tool-reply-renderer';
import { readEntries, textOf } from './read-entries';

/** move_files: how many files went from which folder to which, and their names. */
export const renderMoveFilesReply: ToolReplyRenderer = ({ args, output }, format) => {
  const { files } = format.messages;
  const entries = readEntries(output.entries);
  if (entries.length === 0) return files.noneMoved;
  const to = format.place(typeof output.destination === 'string' ? output.destination : textOf(args, 'destination'));
  const sources = [...new Set(entries.map((entry) => format.place(dirname(textOf(entry, 'from')))))];
  const names = format.list(entries.map((entry) => format.name(textOf(entry, 'from') || textOf(entry, 'path'))));
  const [from] = sources;
  return sources.length === 1 && from !== undefined ? format.count(files.moved, entries.length, { from, to, names }) : format.count(files.movedInto, entries.length, { to, names });
};
