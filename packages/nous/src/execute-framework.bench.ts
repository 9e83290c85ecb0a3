import type { Executor, Framework } from '@metnos/core';
import { bench, describe } from 'vitest';
import { executeFramework } from './execute-framework';
import { createVaglio } from './vaglio/create-vaglio';
import { defaultVaglioRules } from './vaglio/default-vaglio-rules';

// Executors that return at once, so the measured time is Nous' own per-step work: filler and reference
// expansion, from_step routing, requiresOneOf / placeholder / JSON Schema validation, both Vaglio judgements,
// the timeout race and the final-message rendering.
const entries = Array.from({ length: 20 }, (_, index) => ({ id: `m${index}`, folder: 'INBOX', subject: `subject ${index}` }));
const executors: Executor[] = [
  {
    manifest: {
      name: 'find_items',
      description: 'Finds items.',
      inputSchema: { type: 'object', properties: { folder: { type: 'string' }, query: { type: 'string' } }, required: ['folder'], additionalProperties: false },
      outputFields: ['entries', 'count'],
      forbidPlaceholderValues: true,
    },
    invoke: async () => ({ entries, count: entries.length }),
  },
  {
    manifest: {
      name: 'pass_items',
      description: 'Passes items on.',
      inputSchema: { type: 'object', properties: { entries: { type: 'array', items: { type: 'object' } }, label: { type: 'string' } }, required: ['entries'], additionalProperties: false },
      outputFields: ['entries', 'count'],
      consumerArg: 'entries',
    },
    invoke: async (args) => ({ entries: args['entries'] as unknown[], count: (args['entries'] as unknown[]).length }),
  },
];

const tenSteps: Framework = {
  steps: [
    { tool: 'find_items', args: { folder: '${FILLER:folder}', query: 'is:unread' } },
    ...Array.from({ length: 9 }, (_, index) => ({ tool: 'pass_items', args: { from_step: index + 1, label: 'step ${step1.count}' } })),
  ],
  fillers: { folder: { prompt: 'Which folder?', default: 'INBOX' } },
  final_message: 'Passed ${step10.count} items.',
};
const oneStep: Framework = { steps: [tenSteps.steps[0]!], fillers: tenSteps.fillers, final_message: 'Found ${step1.count} items.' };

const options = { executors, vaglio: createVaglio({ rules: defaultVaglioRules({ pathAllowlist: ['/tmp'] }) }), confirmed: true };

describe('executeFramework', () => {
  bench('10-step plan (20 entries routed per step)', async () => {
    await executeFramework(tenSteps, options);
  });
  bench('1-step plan', async () => {
    await executeFramework(oneStep, options);
  });
});
