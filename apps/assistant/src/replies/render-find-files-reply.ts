import type { ToolReplyRenderer } from './tool-reply-renderer';
import { readEntries, textOf } from './read-entries';

/** find_files: how many files were found, of which kind, in which folder, and their names. */
export const renderFindFilesReply: ToolReplyRenderer = ({ args, output }, format) => {
  const { files } = format.messages;
  const entries = readEntries(output.entries);
  const folder = format.place(typeof output.folder === 'string' ? output.folder : textOf(args, 'folder'));
  // The kind asked for: an extension, or a pattern that is one (`*.pdf`).
  const extension = (textOf(args, 'extension') || (/^\*\.([\p{L}\p{N}]+)$/u.exec(textOf(args, 'pattern'))?.[1] ?? '')).replace(/^\./u, '');
  const kind = extension === '' ? '' : extension.toUpperCase();
  if (entries.length === 0) return kind === '' ? format.fill(files.none, { folder }) : format.fill(files.noneOfKind, { folder, kind });
  const names = format.list(entries.map((entry) => textOf(entry, 'name') || format.name(textOf(entry, 'path'))));
  return format.count(kind === '' ? files.found : files.foundOfKind, entries.length, { folder, kind, names });
};
