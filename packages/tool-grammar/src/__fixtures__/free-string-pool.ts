import type { ToolManifest } from '@metnos/core';

/**
 * Mail tools whose string arguments declare no `maxLength` (like the reference mail pool): the case where a
 * weak model can spend its whole token budget inside one free string, and `maxStringLength` bounds it.
 */
export const freeStringPool: ToolManifest[] = [
  {
    name: 'find_messages',
    description: 'Lists the messages of a mail folder matching a query.',
    inputSchema: {
      type: 'object',
      properties: { folder: { type: 'string' }, query: { type: 'string' } },
      required: ['folder'],
      additionalProperties: false,
    },
    outputFields: ['entries', 'count'],
  },
  {
    name: 'move_messages',
    description: 'Moves messages to another folder.',
    consumerArg: 'ids',
    inputSchema: {
      type: 'object',
      properties: { ids: { type: 'array', items: { type: 'string' }, maxItems: 4 }, destination: { type: 'string', minLength: 1 } },
      required: ['ids', 'destination'],
      additionalProperties: false,
    },
  },
  {
    name: 'send_reply',
    description: 'Replies to a message.',
    inputSchema: {
      type: 'object',
      properties: { to: { type: 'string' }, body: { type: 'string' } },
      required: ['to', 'body'],
      additionalProperties: false,
    },
  },
];
