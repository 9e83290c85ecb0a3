import { describe, expect, it } from 'vitest';
import { readWordsPlaces } from './read-request-places';

const roles = (text: string) => readWordsPlaces(text).map((place) => [place.value, place.role]);

describe('readWordsPlaces', () => {
  it('should give each place the role of its preposition, elided Italian forms included', () => {
    expect(roles('sposta i pdf di Scaricati in Documenti')).toEqual([['~/Downloads', 'from'], ['~/Documents', 'in']]);
    expect(roles("sposta i pdf dall'archivio nel cestino")).toEqual([['Archive', 'from'], ['Trash', 'in']]);
    expect(roles("sposta i pdf all'archivio")).toEqual([['Archive', 'to']]);
    expect(roles('move the pdf files from Downloads to Documents')).toEqual([['~/Downloads', 'from'], ['~/Documents', 'to']]);
  });
});
