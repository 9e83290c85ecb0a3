import type { ToolReplyRenderer } from './tool-reply-renderer';
import { readEntries, textOf } from './read-entries';

const clipAt = 1500;

/** get_urls: one page is shown by title and text (clipped); several are counted by title and address. */
export const renderGetUrlsReply: ToolReplyRenderer = ({ output }, format) => {
  const { pages } = format.messages;
  const entries = readEntries(output.entries);
  if (entries.length === 0) return pages.none;
  const only = entries.length === 1 ? entries[0] : undefined;
  const text = textOf(only, 'text');
  const label = (entry: Record<string, unknown>) => {
    const url = textOf(entry, 'final_url') || textOf(entry, 'url');
    const title = textOf(entry, 'title');
    return title === '' ? url : `${format.quote(title)} (${url})`;
  };
  if (only !== undefined && text !== '') return `${label(only)}:\n${text.length > clipAt ? `${text.slice(0, clipAt - 1)}…` : text}`;
  return format.count(pages.fetched, entries.length, { list: format.list(entries.map(label), 3) });
};
