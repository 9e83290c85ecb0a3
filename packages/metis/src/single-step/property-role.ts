import type { JsonSchema, ToolManifest } from '@metnos/core';

/**
 * What a tool argument holds, as the single-step planner reads it from the property's name words, type, format
 * and description (never from the tool's name):
 * `consumer` (entries of an earlier step: never from the request), `urls`, `recipients`, `sender`, `paths` (files acted
 * on or attached),
 * `destination` (a folder things go into), `place` (a folder or mail folder to look in or take from), `timezone`,
 * `days-within` ("modified in the last N days"), `days-offset` ("days from today"), `time` (a date or date-time),
 * `flag` (boolean), `count` (other numbers), `text` (the free content of what is created), `labelled` (a free string
 * named in the request by a label: subject, body, query, pattern…), `other`.
 */
export type PropertyRole =
  | 'consumer' | 'urls' | 'recipients' | 'sender' | 'paths' | 'destination' | 'place' | 'timezone' | 'days-within'
  | 'days-offset' | 'time' | 'flag' | 'count' | 'text' | 'labelled' | 'other';

/** Words of a property name: `modified_within_days` → modified, within, days; `maxResults` → max, results. */
export function propertyWords(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/gu, '$1_$2').toLowerCase().split(/[_\-\s]+/u).filter((word) => word !== '');
}

const has = (words: readonly string[], ...wanted: string[]): boolean => wanted.some((word) => words.includes(word));

function types(schema: JsonSchema): Set<string> {
  const declared = schema.type;
  return new Set(Array.isArray(declared) ? declared : declared === undefined ? ['string'] : [declared]);
}

/** Whether a property may hold a time value (a date or window end): by format, name words, or a description about dates. */
export function isTimeProperty(name: string, schema: JsonSchema): boolean {
  const format = typeof schema.format === 'string' ? schema.format : '';
  if (['date', 'date-time', 'time'].includes(format)) return true;
  const described = (schema.description ?? '').toLowerCase().split(/[^a-z]+/u);
  return has(propertyWords(name), 'date', 'time', 'when', 'day', 'days', 'since', 'until', 'after', 'before', 'modified', 'due', 'datetime', 'deadline')
    || has(described, 'date', 'datetime', 'timestamp');
}

/** The {@link PropertyRole} of argument `name` of `tool`. */
export function propertyRole(tool: ToolManifest, name: string, schema: JsonSchema): PropertyRole {
  const words = propertyWords(name);
  const kinds = types(schema);
  const item = typeof schema.items === 'object' && schema.items !== null && !Array.isArray(schema.items) ? (schema.items as JsonSchema) : undefined;
  const description = (schema.description ?? '').toLowerCase();
  if (name === tool.consumerArg || name === 'entries') return 'consumer';
  if (schema.format === 'uri' || item?.format === 'uri' || has(words, 'url', 'urls', 'link', 'links', 'uri')) return 'urls';
  if (kinds.has('boolean')) return 'flag';
  if (has(words, 'timezone', 'tz') || (has(words, 'time') && has(words, 'zone'))) return 'timezone';
  if ((kinds.has('integer') || kinds.has('number')) && has(words, 'days', 'day')) {
    if (has(words, 'offset') || description.includes('to add') || description.includes('from today')) return 'days-offset';
    if (has(words, 'within', 'last', 'past', 'recent', 'modified', 'since')) return 'days-within';
  }
  if (kinds.has('integer') || kinds.has('number')) return 'count';
  if (has(words, 'to', 'recipient', 'recipients', 'cc', 'bcc') && !isTimeProperty(name, schema)) return 'recipients';
  if (has(words, 'from', 'sender', 'author') && !isTimeProperty(name, schema)) return 'sender';
  if (kinds.has('array') && has(words, 'path', 'paths', 'file', 'files', 'attachment', 'attachments')) return 'paths';
  if (has(words, 'destination', 'target', 'dest')) return 'destination';
  if (has(words, 'folder', 'folders', 'directory', 'dir', 'root', 'mailbox', 'path')) return 'place';
  if (isTimeProperty(name, schema)) return 'time';
  if (kinds.has('string') && has(words, 'text', 'description', 'content', 'note', 'title', 'name') && !has(words, 'subject', 'body', 'query', 'pattern')) {
    return has(words, 'name') ? 'labelled' : 'text';
  }
  if (kinds.has('string')) return 'labelled';
  return 'other';
}
