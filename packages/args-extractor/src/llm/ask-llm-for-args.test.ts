import type { JsonSchema } from '@metnos/core';
import { ScriptedLlmProvider, createMemoryPraxisStore } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { argsCacheNamespace, askLlmForArgs } from './ask-llm-for-args';

const schema: JsonSchema = { type: 'object', properties: { text: { type: 'string' }, priority: { type: 'integer' } } };

describe('askLlmForArgs', () => {
  it('should ask once and answer the same request from the cache afterwards', async () => {
    const provider = new ScriptedLlmProvider(['{"text":"call Anna"}']);
    const cache = createMemoryPraxisStore();
    const options = { tool: 'create_reminder', schema, names: ['text'], provider, cache };
    expect(await askLlmForArgs('remind me to call Anna', options)).toEqual({ args: { text: 'call Anna' }, cached: false });
    expect(await askLlmForArgs('remind me to call Anna', options)).toEqual({ args: { text: 'call Anna' }, cached: true });
    expect(provider.calls).toHaveLength(1);
    expect(cache.getCached(argsCacheNamespace, 'create_reminder\nremind me to call Anna')).toBe('{"text":"call Anna"}');
  });

  it('should drop values of the wrong type and names it did not ask for', async () => {
    const provider = new ScriptedLlmProvider(['{"text":"x","priority":"high","extra":1}']);
    const result = await askLlmForArgs('q', { tool: 't', schema, names: ['text', 'priority'], provider, cache: createMemoryPraxisStore() });
    expect(result.args).toEqual({ text: 'x' });
  });

  it('should return nothing and cache nothing for a malformed answer', async () => {
    const provider = new ScriptedLlmProvider(['not json']);
    const cache = createMemoryPraxisStore();
    expect(await askLlmForArgs('q', { tool: 't', schema, names: ['text'], provider, cache })).toEqual({ args: {}, cached: false });
    expect(cache.getCached(argsCacheNamespace, 't\nq')).toBeUndefined();
  });
});
