import type { ToolManifest } from '@metnos/core';

/** A get_inputs tool (the Python original's): an array of dialog objects whose `schema.kind` is a 10-value enum. */
export const getInputsTool: ToolManifest = {
  name: 'get_inputs',
  description: 'Ask the user for several inputs in one dialog.',
  inputSchema: {
    type: 'object',
    properties: {
      title: { type: 'string', maxLength: 60 },
      dialog: {
        type: 'array',
        minItems: 1,
        maxItems: 4,
        items: {
          type: 'object',
          properties: {
            var: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,15}$' },
            prompt: { type: 'string', maxLength: 80 },
            schema: {
              type: 'object',
              properties: {
                kind: {
                  enum: ['text', 'credentials', 'yes_no', 'choice', 'choice_with_preview', 'multi_choice', 'number', 'date', 'file_path', 'location'],
                },
                options: { type: 'array', maxItems: 5, items: { type: 'string', maxLength: 30 } },
              },
              required: ['kind'],
              additionalProperties: false,
            },
          },
          required: ['var', 'prompt', 'schema'],
          additionalProperties: false,
        },
      },
      display_template: { type: 'string', maxLength: 120 },
    },
    required: ['title', 'dialog'],
    additionalProperties: false,
  },
};

/** A pool of ten tools covering nested arrays of objects, enums, formats, bounds, anyOf and a recursive $ref. */
export const samplePool: ToolManifest[] = [
  getInputsTool,
  {
    name: 'find_files',
    description: 'Find files by name pattern.',
    consumerArg: 'paths',
    outputFields: ['entries', 'count'],
    inputSchema: {
      type: 'object',
      properties: {
        pattern: { type: 'string', pattern: '^[A-Za-z0-9*?._-]{1,32}$' },
        paths: { type: 'array', maxItems: 4, items: { type: 'string', minLength: 1, maxLength: 64 } },
        recursive: { type: 'boolean' },
        max_results: { type: 'integer', minimum: 1, maximum: 200 },
      },
      required: ['pattern'],
      additionalProperties: false,
    },
  },
  {
    name: 'send_messages',
    description: 'Send a message on a channel.',
    inputSchema: {
      type: 'object',
      properties: {
        channel: { enum: ['email', 'sms', 'telegram'] },
        to: { type: 'array', minItems: 1, maxItems: 3, items: { type: 'string', minLength: 1, maxLength: 40 } },
        body: { type: 'string', maxLength: 200 },
        attachments: {
          type: 'array',
          maxItems: 3,
          items: {
            type: 'object',
            properties: { path: { type: 'string', maxLength: 64 }, mime: { enum: ['application/pdf', 'image/png', 'text/plain'] } },
            required: ['path'],
            additionalProperties: false,
          },
        },
      },
      required: ['channel', 'to', 'body'],
      additionalProperties: false,
    },
  },
  {
    name: 'create_event',
    description: 'Create a calendar event.',
    inputSchema: {
      type: 'object',
      properties: {
        title: { type: 'string', minLength: 1, maxLength: 60 },
        date: { type: 'string', format: 'date' },
        start: { type: 'string', format: 'time' },
        duration_minutes: { type: 'integer', minimum: 5, maximum: 480 },
        attendees: {
          type: 'array',
          maxItems: 3,
          items: {
            type: 'object',
            properties: { name: { type: 'string', maxLength: 40 }, email: { type: 'string', pattern: '^[a-z0-9.]{1,20}@[a-z0-9.]{1,20}$' } },
            required: ['name'],
            additionalProperties: false,
          },
        },
      },
      required: ['title', 'date'],
      additionalProperties: false,
    },
  },
  {
    name: 'get_weather',
    description: 'Weather for a place.',
    inputSchema: {
      type: 'object',
      properties: {
        location: {
          anyOf: [
            { type: 'string', maxLength: 40 },
            {
              type: 'object',
              properties: { lat: { type: 'number' }, lon: { type: 'number' } },
              required: ['lat', 'lon'],
              additionalProperties: false,
            },
          ],
        },
        units: { enum: ['metric', 'imperial'] },
        days: { type: 'integer', minimum: 1, maximum: 7 },
      },
      required: ['location'],
      additionalProperties: false,
    },
  },
  {
    name: 'set_reminder',
    description: 'Set a reminder.',
    inputSchema: {
      type: 'object',
      properties: {
        when: { type: 'string', format: 'date-time' },
        text: { type: 'string', maxLength: 100 },
        repeat: { enum: ['daily', 'weekly', null] },
        id: { type: 'string', format: 'uuid' },
      },
      required: ['when', 'text'],
      additionalProperties: false,
    },
  },
  {
    name: 'save_outline',
    description: 'Save a tree of notes.',
    inputSchema: {
      type: 'object',
      $defs: {
        node: {
          type: 'object',
          properties: {
            title: { type: 'string', maxLength: 30 },
            children: { type: 'array', maxItems: 2, items: { $ref: '#/$defs/node' } },
          },
          required: ['title'],
          additionalProperties: false,
        },
      },
      properties: { root: { $ref: '#/$defs/node' } },
      required: ['root'],
      additionalProperties: false,
    },
  },
  {
    name: 'get_now',
    description: 'Current date and time.',
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  },
  {
    name: 'request_new_executor',
    description: 'Ask for a tool that does not exist yet.',
    flags: { escapeHatch: true },
    inputSchema: {
      type: 'object',
      properties: { capability: { type: 'string', maxLength: 80 } },
      required: ['capability'],
      additionalProperties: false,
    },
  },
  {
    name: 'undo_last_turn',
    description: 'Undo what the last turn did.',
    flags: { escapeHatch: true },
    inputSchema: { type: 'object', additionalProperties: false },
  },
];
