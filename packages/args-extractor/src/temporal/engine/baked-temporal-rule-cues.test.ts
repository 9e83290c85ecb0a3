import { describe, expect, it } from 'vitest';
import { bakedTemporalRuleCues } from './baked-temporal-rule-cues';

describe('bakedTemporalRuleCues', () => {
  const table = { offset: { sourceLength: 12, cues: ['in'] } };

  it('should give the baked table when the lexicon is the build it was read from', () => {
    expect(bakedTemporalRuleCues({ lexicon: 'a1', table }, 'a1')).toBe(table);
  });

  it('should give none for another lexicon build, a lexicon run from source, or no baked table', () => {
    expect(bakedTemporalRuleCues({ lexicon: 'a1', table }, 'b2')).toBeUndefined();
    expect(bakedTemporalRuleCues({ lexicon: 'a1', table }, undefined)).toBeUndefined();
    expect(bakedTemporalRuleCues(undefined, 'a1')).toBeUndefined();
  });
});
