import { ScriptedLlmProvider, createMemoryPraxisStore } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { MetisError } from '../metis-error';
import { createFillerResolver } from './create-filler-resolver';
import { fillerCacheKey, fillerCacheNamespace, resolveFiller } from './resolve-filler';

const spec = { prompt: "What's the trash folder name for this account?", default: 'Trash', tier: 'fast' as const };
const query = 'find spam mail and move it to trash';

describe('resolveFiller', () => {
  it('should ask the fast tier once and reuse the cached answer', async () => {
    const llm = new ScriptedLlmProvider(['{"value":" Cestino "}']);
    const cache = createMemoryPraxisStore();
    expect(await resolveFiller('trash_folder', spec, { llm, cache, query })).toBe('Cestino');
    expect(await resolveFiller('trash_folder', spec, { llm, cache, query })).toBe('Cestino');
    expect(llm.calls).toHaveLength(1);
    expect(llm.calls[0]).toMatchObject({ tier: 'fast', temperature: 0, maxTokens: 48 });
    expect(llm.calls[0]?.prompt).toContain(`Question: ${spec.prompt}`);
    expect(cache.getCached(fillerCacheNamespace, fillerCacheKey('trash_folder', spec))).toBe('Cestino');
  });

  it('should use the default without an LLM, on failure and on malformed answers, caching nothing', async () => {
    const cache = createMemoryPraxisStore();
    expect(await resolveFiller('trash_folder', spec, { cache, query })).toBe('Trash');
    const llm = new ScriptedLlmProvider(['not json', '{"value":""}', () => { throw new Error('down'); }]);
    for (let round = 0; round < 3; round += 1) expect(await resolveFiller('trash_folder', spec, { llm, cache, query })).toBe('Trash');
    expect(cache.getCached(fillerCacheNamespace, fillerCacheKey('trash_folder', spec))).toBeUndefined();
  });

  it('should throw filler_unresolved when nothing answers and there is no default', async () => {
    const error = await resolveFiller('account', { prompt: 'Which account?' }, { query }).catch((caught: unknown) => caught);
    expect(MetisError.isInstance(error) && error.code).toBe('filler_unresolved');
  });

  it('should be usable as core FillerResolver through createFillerResolver', async () => {
    const resolver = createFillerResolver({ llm: new ScriptedLlmProvider(['{"value":"Bin"}']), query });
    expect(await resolver('trash_folder', spec)).toBe('Bin');
  });
});
