import { describe, expect, it, vi } from 'vitest';

/** A fresh module, so that the count of built patterns starts at zero. */
async function freshModule(): Promise<typeof import('./cue-gated-pattern') & typeof import('./rule-cues')> {
  vi.resetModules();
  return { ...(await import('./cue-gated-pattern')), ...(await import('./rule-cues')) };
}

describe('CueGatedPattern', () => {
  it('should find the matches its RegExp finds, on texts with and without its cues', async () => {
    const { CueGatedPattern } = await freshModule();
    const source = '\\b(?:ho|abbiamo)\\s+\\p{L}+at[oaie]\\b';
    const gated = new CueGatedPattern(() => source, 'gu');
    for (const text of ['ho pagato e abbiamo   mangiato', 'ho la visita', 'nothing here', 'abbiamo\tfirmato']) {
      expect(gated.matchAll(text).map((match) => match[0])).toEqual([...text.matchAll(new RegExp(source, 'gu'))].map((match) => match[0]));
      expect(new CueGatedPattern(() => source, 'u').test(text)).toBe(new RegExp(source, 'u').test(text));
    }
  });

  it('should build no RegExp for a text without any of its cues, and build it once for one with a cue', async () => {
    const { CueGatedPattern, cueGatedPatternsBuilt } = await freshModule();
    const gated = new CueGatedPattern(() => '\\b(?:remind|schedule)\\b', 'gu');
    expect(gated.matchAll('find the pdf files')).toEqual([]);
    expect(gated.test('find the pdf files')).toBe(false);
    expect(cueGatedPatternsBuilt()).toBe(0);
    expect(gated.matchAll('remind me, schedule it')).toHaveLength(2);
    expect(gated.test('remind me')).toBe(true);
    expect(cueGatedPatternsBuilt()).toBe(1);
  });

  it('should build no RegExp for a text that holds its word cue only inside another word ("he" in "the")', async () => {
    const { CueGatedPattern, cueGatedPatternsBuilt } = await freshModule();
    const source = '(?<![\\p{L}])(?:he|ha)\\s+\\p{L}+ado(?![\\p{L}])';
    const gated = new CueGatedPattern(() => source, 'gu');
    expect(gated.matchAll('send the invoice to mark, the report to anna')).toEqual([]);
    expect(cueGatedPatternsBuilt()).toBe(0);
    expect(gated.matchAll('he pagado la factura, the end').map((match) => match[0])).toEqual(['he pagado']);
    expect(cueGatedPatternsBuilt()).toBe(1);
  });

  it('should run a pattern that needs no cue on every text', async () => {
    const { CueGatedPattern, cueGatedPatternsBuilt } = await freshModule();
    const gated = new CueGatedPattern(() => '\\p{L}{2,}', 'gu');
    expect(gated.matchAll('ab cd')).toHaveLength(2);
    expect(cueGatedPatternsBuilt()).toBe(1);
  });

  it('should take the cues of the build-time table for its name, and read them from its source once an entry is stale', async () => {
    const { CueGatedPattern, cueGatedPatternsBuilt, provideTemporalRuleCues, builtPatternCues } = await freshModule();
    const source = '\\b(?:remind|schedule)\\b';
    const gated = new CueGatedPattern(() => source, 'gu', 'tense/test');
    // The table's cues, not the source's, gate the pattern: "plan" lets it run, "remind" does not.
    provideTemporalRuleCues({ 'tense/test': { sourceLength: source.length, cues: ['plan'] } });
    expect(gated.matchAll('remind me')).toEqual([]);
    expect(cueGatedPatternsBuilt()).toBe(0);
    expect(gated.matchAll('plan: remind me')).toHaveLength(1);
    expect(builtPatternCues('tense/test')).toBeDefined();
    // An entry read from another source is dropped on the first text it lets through, and the source's cues used.
    const stale = new CueGatedPattern(() => source, 'gu', 'tense/stale');
    provideTemporalRuleCues({ 'tense/stale': { sourceLength: source.length + 1, cues: ['plan'] } });
    expect(stale.matchAll('plan: remind me')).toHaveLength(1);
    expect(builtPatternCues('tense/stale')).toBeUndefined();
    expect(stale.matchAll('remind me')).toHaveLength(1);
    expect(stale.matchAll('plan it')).toEqual([]);
  });

  it('should give as its table entry the cues read from its source and the source length', async () => {
    const { CueGatedPattern } = await freshModule();
    expect(new CueGatedPattern(() => '\\b(?:remind|schedule)\\b', 'gu', 'tense/test').cueEntry()).toEqual({ sourceLength: 23, cues: ['\u0002remind', '\u0002schedule'] });
    expect(new CueGatedPattern(() => '\\p{L}+', 'gu').cueEntry()).toEqual({ sourceLength: 6, cues: null });
  });
});
