import { describe, expect, it } from 'vitest';
import { intentCacheKey, intentCacheNamespace } from './intent-cache-key';

describe('intentCacheKey', () => {
  // Persisted keys: the values fast-path's normalizeQuery gave these requests when the key moved here (issue 25).
  it.each([
    ['  Che ORE sono?  ', 'che ore sono'],
    ['What’s the time, please?!', "what's the time please"],
    ['Sposta i file da «Scaricati» a Documenti…', 'sposta i file da scaricati a documenti'],
    ['che ora è', 'che ora è'],
  ])('should keep the key %j was cached under', (query, key) => {
    expect(intentCacheKey(query)).toBe(key);
  });

  it('should keep accents apart from their plain letters', () => {
    expect(intentCacheKey('che ora è')).not.toBe(intentCacheKey('che ora e'));
  });

  it('should give the composed form of a decomposed accent', () => {
    expect(intentCacheKey('cafe\u0301')).toBe(intentCacheKey('café'));
  });

  it('should name the cache namespace intents were stored in', () => {
    expect(intentCacheNamespace).toBe('intent');
  });
});
