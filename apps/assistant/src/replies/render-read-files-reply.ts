import type { ToolReplyRenderer } from './tool-reply-renderer';
import { readEntries, textOf } from './read-entries';

const clipAt = 1500;

/** read_files: one text file is shown (clipped); several are counted and named. */
export const renderReadFilesReply: ToolReplyRenderer = ({ output }, format) => {
  const entries = readEntries(output.entries);
  const only = entries.length === 1 ? entries[0] : undefined;
  const content = textOf(only, 'content');
  const name = (entry: Record<string, unknown> | undefined) => textOf(entry, 'name') || format.name(textOf(entry, 'path'));
  if (only !== undefined && content !== '') return `${name(only)}:\n${content.length > clipAt ? `${content.slice(0, clipAt - 1)}…` : content}`;
  return format.count(format.messages.files.read, entries.length, { names: format.list(entries.map(name)) });
};
