import { describe, expect, it } from 'vitest';
import { describeTemporalValue } from '../../../engine/describe-temporal-value';
import { readTemporalValues } from '../../../find-temporal-values';
import { temporalRules } from '../../../temporal-rules';
import { capitalisedCountWord } from './capitalised-count-word';

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' } as const;
const read = (text: string, rules = temporalRules): string[] => readTemporalValues(text, clock, {}, rules).map(describeTemporalValue);
const withoutFilter = temporalRules.filter((rule) => rule !== capitalisedCountWord);

describe('capitalisedCountWord', () => {
  it('should read no length in a title whose count word is capitalised in mid-sentence, in every language', () => {
    for (const text of ['añade Cien años de soledad a mi lista', 'pon Siete años en el Tíbet', 'add Twelve Years a Slave to my list', "aggiungi Cent'anni di solitudine alla lista", 'metti Sette anni in Tibet']) {
      expect(read(text), text).toEqual([]);
    }
  });

  it('should be what stops the Spanish titles', () => {
    expect(read('añade Cien años de soledad a mi lista', withoutFilter)).toEqual(['P100Y']);
    expect(read('pon Siete años en el Tíbet', withoutFilter)).toEqual(['P7Y']);
  });

  it('should still read counts written in lowercase or at a sentence start', () => {
    expect(read('tra sette anni')).toEqual(['2033-05-19']);
    expect(read('dentro de siete años')).toEqual(['2033-05-19']);
    expect(read('in seven years')).toEqual(['2033-05-19']);
    expect(read('el viaje dura siete años')).toEqual(['P7Y']);
    expect(read('Siete años duró la guerra')).toEqual(['P7Y']);
  });
});
