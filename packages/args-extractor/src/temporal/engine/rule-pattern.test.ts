import { describe, expect, it, vi } from 'vitest';
import type { TemporalMask, TemporalParser } from './temporal-rule';

/** The sources of every `RegExp` constructed while `load` runs (regex literals evaluated then are not seen). */
async function sourcesConstructedBy(load: () => Promise<unknown>): Promise<Set<string>> {
  const sources = new Set<string>();
  const NativeRegExp = globalThis.RegExp;
  globalThis.RegExp = new Proxy(NativeRegExp, {
    construct(target, args: [string | RegExp, string?], newTarget) {
      const pattern = Reflect.construct(target, args, newTarget) as RegExp;
      sources.add(pattern.source);
      return pattern;
    },
  });
  try {
    await load();
  } finally {
    globalThis.RegExp = NativeRegExp;
  }
  return sources;
}

describe('rulePattern', () => {
  it('should leave every temporal rule’s pattern unbuilt when the package is imported', async () => {
    vi.resetModules();
    const constructed = await sourcesConstructedBy(() => import('../../index'));
    const { temporalRules } = await import('../temporal-rules');
    const { rulePattern } = await import('./rule-pattern');
    const patterned = temporalRules.filter((rule): rule is TemporalParser | TemporalMask => rule.kind !== 'filter');
    // The seam sees the import: the rules' small helper patterns (word checks) are still built at import.
    expect(constructed.size).toBeGreaterThan(0);
    expect(patterned.length).toBeGreaterThan(100);
    const builtAtImport = patterned.filter((rule) => constructed.has(rulePattern(rule).source)).map((rule) => rule.name);
    expect(builtAtImport).toEqual([]);
  });

  it('should build a rule’s pattern on its first use and keep it', async () => {
    const { rulePattern } = await import('./rule-pattern');
    const pattern = vi.fn(() => /\d+/gu);
    const rule: TemporalMask = { kind: 'mask', name: 'digits', locales: ['en'], pattern, examples: { accept: [], reject: [] } };
    expect(pattern).not.toHaveBeenCalled();
    const first = rulePattern(rule);
    expect(rulePattern(rule)).toBe(first);
    expect(first.source).toBe('\\d+');
    expect(pattern).toHaveBeenCalledTimes(1);
  });
});
