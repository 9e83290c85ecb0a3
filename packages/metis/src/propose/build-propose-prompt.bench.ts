import type { ToolManifest } from '@metnos/core';
import { ScriptedLlmProvider } from '@metnos/testing';
import { bench, describe } from 'vitest';
import { mailPool, mailCleanupFramework } from '../__fixtures__/mail-pool';
import { buildProposePrompt } from './build-propose-prompt';
import { propose } from './propose';

function syntheticPool(size: number): ToolManifest[] {
  return Array.from({ length: size }, (_, index) => ({
    name: `do_thing_${index}`,
    description: `Does thing number ${index} with a folder, a limit and an order.`,
    inputSchema: {
      type: 'object',
      properties: { folder: { type: 'string' }, limit: { type: 'integer', minimum: 1 }, order: { enum: ['asc', 'desc'] }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['folder'],
    },
    outputFields: ['entries', 'count'],
  }));
}

const intent = { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] };
const query = 'find spam mail and move it to trash';
const pool50 = syntheticPool(50);
const pool200 = syntheticPool(200);
const referenceText = JSON.stringify(mailCleanupFramework);

describe('buildProposePrompt', () => {
  bench('50 tools', () => {
    buildProposePrompt({ query, intent, pool: pool50, excludedTools: ['do_thing_3'], maxSteps: 12 });
  });
  bench('200 tools', () => {
    buildProposePrompt({ query, intent, pool: pool200, maxSteps: 12 });
  });
});

describe('propose (everything but the LLM: filter, grammar, prompt, parse, validate)', () => {
  bench('reference mail pool (6 tools)', async () => {
    await propose(query, intent, mailPool, { llm: new ScriptedLlmProvider([referenceText]) });
  });
});
