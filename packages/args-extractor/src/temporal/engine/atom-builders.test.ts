import { describe, expect, it } from 'vitest';
import { monthReferenceOf, periodOrRolling } from './atom-builders';

describe('monthReferenceOf', () => {
  it('should read "last month" and "next month" in English, whose first letters are an Italian article', () => {
    expect(monthReferenceOf('last month')).toEqual({ monthShift: -1 });
    expect(monthReferenceOf('the last month')).toEqual({ monthShift: -1 });
    expect(monthReferenceOf('next month')).toEqual({ monthShift: 1 });
  });

  it('should strip a leading article only as a whole word', () => {
    expect(monthReferenceOf('il mese scorso')).toEqual({ monthShift: -1 });
    expect(monthReferenceOf('la prossima settimana')).toBeUndefined();
    expect(monthReferenceOf("l'aprile 2025")).toEqual({ month: 4, year: 2025 });
    expect(monthReferenceOf('the march 2025')).toEqual({ month: 3, year: 2025 });
  });
});

describe('periodOrRolling', () => {
  it('should count a bare unit written as a multiple of another at its full length', () => {
    expect(periodOrRolling('in', 'last', undefined, 'fortnight', 'before')).toEqual({ kind: 'node', node: { type: 'rolling', sign: -1, duration: { week: 2 } }, priority: 5 });
    expect(periodOrRolling('in', 'last', undefined, 'week', 'before')).toEqual({ kind: 'node', node: { type: 'rolling', sign: -1, duration: { week: 1 } }, priority: 5 });
  });
});
