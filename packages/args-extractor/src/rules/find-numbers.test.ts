import { describe, expect, it } from 'vitest';
import { findNumbers } from './find-numbers';

describe('findNumbers', () => {
  it('should find integers and decimals in text order', () => {
    expect(findNumbers('top 5 files larger than 2,5 MB', { language: 'it' }).map((number) => number.value)).toEqual([5, 2.5]);
    expect(findNumbers('set the volume to 3.5', { language: 'en' }).map((number) => number.value)).toEqual([3.5]);
  });

  it('should read "media" after "la" as the average, not a half', () => {
    expect(findNumbers('la media del trimestre è 7,25').map((number) => number.value)).toEqual([7.25]);
    expect(findNumbers('la media è 3,5').map((number) => number.value)).toEqual([3.5]);
    expect(findNumbers('compra media docena de huevos', { language: 'es' }).map((number) => number.value)).toEqual([6]);
    expect(findNumbers('dame media sandía', { language: 'es' }).map((number) => number.value)).toEqual([0.5]);
  });

  it('should read number words in Italian and English', () => {
    expect(findNumbers('svegliami alle sette').map((number) => number.value)).toEqual([7]);
    expect(findNumbers('show the last twelve photos').map((number) => number.value)).toEqual([12]);
    expect(findNumbers('trasferisci mille duecento euro').map((number) => number.value)).toEqual([1200]);
  });

  it('should read grouped numbers and multipliers', () => {
    expect(findNumbers('il file ha 1 234 567 righe').map((number) => number.value)).toEqual([1234567]);
    expect(findNumbers('limite di 1,5k token', { language: 'it' }).map((number) => number.value)).toEqual([1500]);
    expect(findNumbers('2.5M views').map((number) => number.value)).toEqual([2500000]);
    expect(findNumbers('half a liter').map((number) => number.value)).toEqual([0.5]);
    expect(findNumbers('mezzo litro di latte').map((number) => number.value)).toEqual([0.5]);
    // "di mezzo", "in mezzo": in between, in the middle.
    expect(findNumbers('tra il dire e il fare c\'è di mezzo il mare')).toEqual([]);
    expect(findNumbers('lascia la sedia in mezzo alla stanza')).toEqual([]);
  });

  it('should mark the ends of a quantity range', () => {
    expect(findNumbers('file da 10-20 MB').map((number) => [number.value, number.bound])).toEqual([[10, 'min'], [20, 'max']]);
    expect(findNumbers('tra 10 e 20 MB').map((number) => [number.value, number.bound])).toEqual([[10, 'min'], [20, 'max']]);
    expect(findNumbers('il gruppo dai 3 ai 5 anni').map((number) => [number.value, number.bound])).toEqual([[3, 'min'], [5, 'max']]);
    expect(findNumbers('bambini dagli 8 agli 11 anni').map((number) => [number.value, number.bound])).toEqual([[8, 'min'], [11, 'max']]);
    expect(findNumbers('top 3 and 5 more').map((number) => number.bound)).toEqual([undefined, undefined]);
  });

  it('should read a numeral glued to the symbol of a unit as the number', () => {
    expect(findNumbers('250ml of milk').map((value) => value.value)).toEqual([250]);
    expect(findNumbers('2,5kg di farina, 500gr di burro', { language: 'it' }).map((value) => value.value)).toEqual([2.5, 500]);
    expect(findNumbers('the mp3 is 4mb')).toEqual([expect.objectContaining({ value: 4, text: '4' })]);
  });

  it('should read an ambiguous cardinal before the noun it counts where a count is asked', () => {
    expect(findNumbers('prendi sei bottiglie di acqua frizzante', { countedNouns: true }).map((value) => value.value)).toEqual([6]);
    expect(findNumbers('just one bag to check in', { countedNouns: true }).map((value) => value.value)).toEqual([1]);
    expect(findNumbers('prendi sei bottiglie di acqua frizzante')).toEqual([]);
    expect(findNumbers('sei felice? one day, the one I sent', { countedNouns: true })).toEqual([]);
    expect(findNumbers('buy one get one free', { countedNouns: true })).toEqual([]);
    expect(findNumbers('Buy one, get one free!', { countedNouns: true })).toEqual([]);
    expect(findNumbers('one free ticket', { countedNouns: true }).map((value) => value.value)).toEqual([1]);
  });

  it('should read "one" said alone after "just the" where a count is asked', () => {
    expect(findNumbers('just the one', { countedNouns: true }).map((value) => value.value)).toEqual([1]);
    expect(findNumbers('just the one', { countedNouns: false })).toEqual([]);
    expect(findNumbers('just the one I sent', { countedNouns: true })).toEqual([]);
  });

  it('should not read articles or digits glued to letters as numbers', () => {
    expect(findNumbers('play one song, un brano, una canzone, sei qui?')).toEqual([]);
    expect(findNumbers('convert the mp3 to v2 in 24h')).toEqual([]);
  });

  it('should read Italian "sei" as six after a preposition, not as "you are"', () => {
    expect(findNumbers('una torta per sei bambini').map((value) => value.value)).toEqual([6]);
    expect(findNumbers('alla fine eravamo in sei').map((value) => value.value)).toEqual([6]);
    expect(findNumbers('sei sicuro di venire?')).toEqual([]);
    expect(findNumbers('se sei libero chiamami')).toEqual([]);
  });

  it('should report the span of a numeral', () => {
    expect(findNumbers('set an alarm at 7')).toEqual([{ kind: 'number', value: 7, text: '7', start: 16, end: 17 }]);
  });
});
