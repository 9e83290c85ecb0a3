import { describe, expect, it } from 'vitest';
import { withArticles } from './with-articles';

describe('withArticles', () => {
  it('should write the Italian articulated prepositions from the grammar', () => {
    expect(withArticles('di')).toEqual(['del', 'dello', 'della', 'dei', 'degli', 'delle', 'dell']);
    expect(withArticles('in')).toEqual(['nel', 'nello', 'nella', 'nei', 'negli', 'nelle', 'nell']);
    expect(withArticles('da', { bare: true })).toEqual(['da', 'dal', 'dallo', 'dalla', 'dai', 'dagli', 'dalle', 'dall']);
    expect(withArticles('su')).toContain('sugli');
    expect(withArticles('in', { apostrophe: true }).at(-1)).toBe("nell'");
    expect(withArticles('a', { elided: false })).toEqual(['al', 'allo', 'alla', 'ai', 'agli', 'alle']);
  });

  it('should write the Spanish fused prepositions "del" and "al" from the Spanish grammar', () => {
    expect(withArticles('de', { language: 'es', bare: true })).toEqual(['de', 'del']);
    expect(withArticles('a', { language: 'es' })).toEqual(['al']);
    expect(withArticles('en', { language: 'es' })).toEqual([]);
  });

  it('should give nothing for a preposition that fuses with no article', () => {
    expect(withArticles('per')).toEqual([]);
    expect(withArticles('from', { language: 'en', bare: true })).toEqual(['from']);
  });
});
