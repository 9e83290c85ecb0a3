import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPraxisStore } from '@metnos/praxis-store';
import { ScriptedLlmProvider } from '@metnos/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeQuery } from '@metnos/fast-path';
import { intentCacheKey, intentCacheNamespace } from '@metnos/praxis';
import { resolveIntent } from './resolve-intent';

const query = 'find the pdf files in docs';
const normalized = 'find the pdf files in docs';
const stores: { close(): void }[] = [];
const openStore = () => {
  const store = createPraxisStore({ filename: join(mkdtempSync(join(tmpdir(), 'metnos-intent-')), 'praxis.sqlite') });
  stores.push(store);
  return store;
};
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

describe('resolveIntent', () => {
  it('should cache an intent the LLM gave and read it back without asking again', async () => {
    const cache = openStore();
    const llm = new ScriptedLlmProvider(['{"verb":"find","object":"files","keywords":["Invoices"]}']);
    const first = await resolveIntent(normalized, { query, llm: async () => llm, cache });
    expect(first).toEqual({ intent: { verb: 'find', object: 'files', keywords: ['invoice'] }, source: 'llm', llmFailed: false });
    const second = await resolveIntent(normalized, { query, llm: async () => llm, cache });
    expect(second).toMatchObject({ intent: first.intent, source: 'cache' });
    expect(llm.calls).toHaveLength(1);
  });

  it('should not cache an intent the rules gave after the LLM failed, and ask the LLM again next time', async () => {
    const cache = openStore();
    const llm = new ScriptedLlmProvider(['not json', '{"verb":"find","object":"files","keywords":["invoice","tax"]}']);
    const failed = await resolveIntent(normalized, { query, llm: async () => llm, cache });
    expect(failed).toMatchObject({ source: 'rules', llmFailed: true });
    expect(cache.getCached(intentCacheNamespace, normalized)).toBeUndefined();
    const retried = await resolveIntent(normalized, { query, llm: async () => llm, cache });
    expect(retried).toMatchObject({ source: 'llm', intent: { keywords: ['invoice', 'tax'] } });
    expect(llm.calls).toHaveLength(2);
  });

  it('should not cache a rule-derived intent when there is no LLM', async () => {
    const cache = openStore();
    expect(await resolveIntent(normalized, { query, llm: async () => undefined, cache })).toMatchObject({ source: 'rules', llmFailed: false });
    expect(cache.getCached(intentCacheNamespace, normalized)).toBeUndefined();
  });

  it.each(['Find the PDF files in “Docs”, please!', 'What’s on my calendar tomorrow?', 'sposta  i file   da Scaricati… a Documenti'])(
    'should read an intent cached under the key fast-path’s normalizeQuery gave before the key moved to praxis (%j)',
    async (request) => {
      const cache = openStore();
      cache.setCached(intentCacheNamespace, normalizeQuery(request), JSON.stringify({ verb: 'find', object: 'files', keywords: ['pdf'] }));
      const llm = new ScriptedLlmProvider([]);
      expect(await resolveIntent(intentCacheKey(request), { query: request, llm: async () => llm, cache })).toMatchObject({ source: 'cache', intent: { verb: 'find' } });
      expect(llm.calls).toHaveLength(0);
    },
  );
});

