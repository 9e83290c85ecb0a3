import type { JsonSchema } from '@metnos/core';

/** JSON Schema the fast tier decodes an intent under (`{verb, object, keywords}`). */
export const intentJsonSchema: JsonSchema = {
  type: 'object',
  properties: {
    verb: { type: 'string', minLength: 1, maxLength: 32 },
    object: { type: 'string', minLength: 1, maxLength: 32 },
    keywords: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 32 }, maxItems: 8 },
  },
  required: ['verb', 'object', 'keywords'],
  additionalProperties: false,
};
