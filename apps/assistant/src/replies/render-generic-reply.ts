import type { ToolReplyRenderer } from './tool-reply-renderer';
import { readEntries, textOf } from './read-entries';

const clipAt = 1500;
const nameKeys = ['name', 'title', 'subject', 'text', 'url', 'path'] as const;

/**
 * A tool without a renderer of its own (an MCP server's): its text when it returned one, else its results counted
 * and named, else "Done." — never its name or its field names.
 */
export const renderGenericReply: ToolReplyRenderer = ({ output }, format) => {
  const { generic } = format.messages;
  const text = textOf(output, 'description') || textOf(output, 'text') || textOf(output, 'content');
  if (text !== '') return text.length > clipAt ? `${text.slice(0, clipAt - 1)}…` : text;
  if (!Array.isArray(output.entries)) return generic.done;
  const names = output.entries.map((entry) => (typeof entry === 'string' ? entry : nameKeys.map((key) => textOf(readEntries([entry])[0], key)).find((name) => name !== '') ?? '')).filter((name) => name !== '');
  if (output.entries.length === 0) return generic.noResults;
  if (names.length === 0) return generic.done;
  return format.count(generic.results, output.entries.length, { names: format.list(names) });
};
