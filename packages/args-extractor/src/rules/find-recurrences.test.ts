import { describe, expect, it } from 'vitest';
import { findRecurrences } from './find-recurrences';

const texts = (text: string) => findRecurrences(text).map((span) => text.slice(span.start, span.end));

describe('findRecurrences', () => {
  it('should find English recurrences', () => {
    expect(texts('remind me every day at 9 to take the pill')).toEqual(['every day']);
    expect(texts('water the plants every 2 days')).toEqual(['every 2 days']);
    expect(texts('call mom on Sundays')).toEqual(['on Sundays']);
    expect(texts('a weekly report, twice a month')).toEqual(['weekly', 'twice a month']);
  });

  it('should find Italian recurrences', () => {
    expect(texts('ricordami ogni lunedì di portare fuori la spazzatura')).toEqual(['ogni lunedì']);
    expect(texts('tutti i giorni alle 9')).toEqual(['tutti i giorni']);
    expect(texts('prendi la pillola due volte al giorno')).toEqual(['due volte al giorno']);
    expect(texts('ogni 3 ore, settimanalmente')).toEqual(['ogni 3 ore', 'settimanalmente']);
  });

  it('should find nothing in a single moment', () => {
    expect(texts('remind me on Sunday at 9')).toEqual([]);
    expect(texts('ricordami lunedì alle 10 di chiamare ogni cliente')).toEqual([]);
    expect(texts('every file in Documents')).toEqual([]);
  });
});
