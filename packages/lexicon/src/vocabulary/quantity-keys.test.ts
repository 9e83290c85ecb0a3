import { describe, expect, it } from 'vitest';
import { quantityKeys } from './quantity-keys';

describe('quantityKeys', () => {
  it('should key a class of quantity the same in every language and symbol', () => {
    const keys = quantityKeys();
    expect(['€', 'euro', 'eur'].map((word) => keys.get(word))).toEqual(['€', '€', '€']);
    expect(['%', 'percent', 'percentuale'].map((word) => keys.get(word))).toEqual(['%', '%', '%']);
    expect(keys.get('minuti')).toBe(keys.get('mins'));
    expect(keys.get('cane')).toBeUndefined();
  });
});
