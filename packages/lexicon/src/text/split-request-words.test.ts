import { describe, expect, it } from 'vitest';
import { splitRequestWords } from './split-request-words';

const words = (text: string) => splitRequestWords(text).map((token) => token.text);

describe('splitRequestWords', () => {
  it('should keep inner punctuation and drop edge punctuation, so punctuated values read the same every time', () => {
    expect(words('Meetings on 12/26/2018, please.')).toEqual(['meetings', 'on', '12/26/2018', 'please']);
    expect(words('Oct. 17 release of v2.0!')).toEqual(['oct', '17', 'release', 'of', 'v2.0']);
    expect(words('il 21 agosto , 2035')).toEqual(['il', '21', 'agosto', '2035']);
    expect(words("Dov'è l’archivio in ~/Documenti/Lavoro?")).toEqual(["dov'è", "l'archivio", 'in', '~/documenti/lavoro']);
  });

  it('should keep the written form and offsets of every word', () => {
    const [first, second] = splitRequestWords('  "Anna" Rossi');
    expect(first).toMatchObject({ raw: 'Anna', start: 3, end: 7, quoted: true, sentenceStart: true });
    expect(second).toMatchObject({ raw: 'Rossi', start: 9, end: 14, quoted: false, sentenceStart: false });
  });

  it('should mark quoted words for every kind of quote and not take apostrophes for quotes', () => {
    const quoted = (text: string) => splitRequestWords(text).filter((token) => token.quoted).map((token) => token.text);
    expect(quoted('remind me to "buy milk" today')).toEqual(['buy', 'milk']);
    expect(quoted('titolo «Piano ferie» e “Budget”')).toEqual(['piano', 'ferie', 'budget']);
    expect(quoted("search 'annual report' now")).toEqual(['annual', 'report']);
    expect(quoted("what's the time in l'Aquila")).toEqual([]);
  });

  it('should mark the first word of each sentence', () => {
    expect(splitRequestWords('Call Anna. Then Marco!').filter((token) => token.sentenceStart).map((token) => token.raw)).toEqual(['Call', 'Then']);
  });
});
