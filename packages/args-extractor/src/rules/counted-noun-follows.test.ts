import { describe, expect, it } from 'vitest';
import { countedNounFollows } from './counted-noun-follows';

/** Reads `text` around the first `word` in it. */
function follows(word: string, text: string): boolean {
  const start = text.indexOf(word);
  return countedNounFollows(word, text.slice(0, start), text.slice(start + word.length));
}

describe('countedNounFollows', () => {
  it('should count the plural noun after Italian "sei"', () => {
    expect(follows('sei', 'prendi sei bottiglie di acqua frizzante')).toBe(true);
    expect(follows('sei', 'servono sei persone')).toBe(true);
    expect(follows('sei', 'ho comprato sei banche dati')).toBe(true);
  });

  it('should not count after "sei" the verb ("you are")', () => {
    expect(follows('sei', 'sei felice?')).toBe(false);
    expect(follows('sei', 'sei fuori di testa')).toBe(false);
    expect(follows('sei', 'sei stato bravo')).toBe(false);
    expect(follows('sei', 'dove sei?')).toBe(false);
    expect(follows('sei', 'sei anche tu in ritardo')).toBe(false);
  });

  it('should count the noun after English "one"', () => {
    expect(follows('one', 'just one bag to check in')).toBe(true);
    expect(follows('one', 'one coffee please')).toBe(true);
  });

  it('should not count "one" as a pronoun or in an idiom', () => {
    expect(follows('one', 'just the one')).toBe(false);
    expect(follows('one', 'one day we will go')).toBe(false);
    expect(follows('one', 'one of the files')).toBe(false);
    expect(follows('one', 'which one bag?')).toBe(false);
    expect(follows('one', 'no one knows')).toBe(false);
    expect(follows('one', 'a one-way ticket')).toBe(false);
    expect(follows('one', 'one size fits all')).toBe(false);
    expect(follows('one', 'a one stop shop for travel')).toBe(false);
    expect(follows('one', 'a one piece swimsuit')).toBe(false);
    expect(follows('one', 'buy one get one free')).toBe(false);
    expect(follows('one', 'get one free')).toBe(false);
    expect(follows('one', 'Get one free!')).toBe(false);
    expect(follows('one', 'one free ticket please')).toBe(true);
  });

  it('should leave words that are no ambiguous cardinal', () => {
    expect(follows('due', 'due bottiglie')).toBe(false);
  });
});
