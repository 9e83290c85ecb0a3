import { describe, expect, it } from 'vitest';
import { canonicalizeQuery } from './canonicalize-query';

describe('canonicalizeQuery', () => {
  it('should drop stop words and keep values verbatim', () => {
    expect(canonicalizeQuery('Could you download https://Example.com/A and describe it, please?')).toBe(
      'download https://Example.com/A and describe it',
    );
    expect(canonicalizeQuery("Mostrami l'ora della sveglia")).toBe('mostrami ora sveglia');
  });

  it('should keep negations, polarity words and numbers', () => {
    expect(canonicalizeQuery("Don't turn off the alarm at 7")).toBe("don't turn off alarm at 7");
    expect(canonicalizeQuery('non spegnere la luce')).toBe('non spegnere luce');
  });

  it('should mask values as placeholders when asked', () => {
    expect(canonicalizeQuery('Trova i PDF in ~/Documenti degli ultimi 7 giorni', { maskValues: true })).toBe(
      'trova ${EXTENSION} in ${PATH} ${WINDOW}',
    );
  });
});
