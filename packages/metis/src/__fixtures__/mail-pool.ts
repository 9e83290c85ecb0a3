import type { ToolManifest } from '@metnos/core';

const entriesSchema = { type: 'array', items: { type: 'object' } } as const;

/** Manifests of the reference example's mail tools (docs/praxis-engine.md) plus an alternative lister and an escape hatch. */
export const mailPool: ToolManifest[] = [
  {
    name: 'find_messages',
    description: 'Lists the messages of a mail folder, optionally only unread ones (query "is:unread").',
    inputSchema: { type: 'object', properties: { folder: { type: 'string', minLength: 1 }, query: { type: 'string' } }, required: ['folder'], additionalProperties: false },
    outputFields: ['entries', 'count'],
  },
  {
    name: 'list_mail_folder',
    description: 'Lists every message of a folder through the local mail index.',
    inputSchema: { type: 'object', properties: { folder: { type: 'string', minLength: 1 } }, required: ['folder'], additionalProperties: false },
    outputFields: ['entries', 'count'],
  },
  {
    name: 'classify_entries',
    description: 'Labels each entry with `category` = the given category when it matches it, "other" otherwise.',
    inputSchema: { type: 'object', properties: { entries: entriesSchema, category: { type: 'string', enum: ['spam'] } }, required: ['category'], additionalProperties: false },
    outputFields: ['entries', 'count', 'matched'],
  },
  {
    name: 'filter_entries',
    description: 'Keeps the entries whose fields equal every value of `where`.',
    inputSchema: {
      type: 'object',
      properties: { entries: entriesSchema, where: { type: 'object', additionalProperties: { type: 'string' } } },
      required: ['entries', 'where'],
      additionalProperties: false,
    },
    outputFields: ['entries', 'count'],
    consumerArg: 'entries',
  },
  {
    name: 'move_messages',
    description: 'Moves messages to another mail folder.',
    inputSchema: {
      type: 'object',
      properties: { messages: entriesSchema, dst_folder: { type: 'string', minLength: 1 } },
      required: ['messages', 'dst_folder'],
      additionalProperties: false,
    },
    outputFields: ['ok_count', 'failed_count', 'moved'],
    consumerArg: 'messages',
    flags: { destructive: true, reversible: true },
  },
  {
    name: 'request_new_executor',
    description: 'Asks for a new executor to be synthesised when no tool fits.',
    inputSchema: { type: 'object', properties: { need: { type: 'string' } }, required: ['need'], additionalProperties: false },
    flags: { escapeHatch: true },
  },
];

/** The reference mail-cleanup framework, shared with nous and the assistant's tests. */
export { mailCleanupFramework } from '@metnos/testing';
