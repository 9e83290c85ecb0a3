import { describe, expect, it } from 'vitest';
import { ArgsExtractorError } from './args-extractor-error';
import { extractValues } from './extract-values';

const options = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

function summary(text: string, extra: object = {}): Array<[string, unknown]> {
  return extractValues(text, { ...options, ...extra }).map((value) => [value.kind, value.value]);
}

describe('extractValues', () => {
  it('should not read digits of URLs, paths, windows or ISO dates as numbers', () => {
    expect(summary('read https://example.com/2026/05 and ~/notes/3 from the last 7 days and 2026-05-01')).toEqual([
      ['url', 'https://example.com/2026/05'],
      ['path', '~/notes/3'],
      ['window', { from: '2026-05-12T14:05:00+02:00', to: '2026-05-19T14:05:00+02:00' }],
      ['date', '2026-05-01'],
    ]);
  });

  it('should not read an email as a path or URL', () => {
    expect(summary('send it to mario@example.it')).toEqual([['email', 'mario@example.it']]);
  });

  it('should read today as both a date and a window', () => {
    expect(summary('appuntamenti di oggi').map(([kind]) => kind).sort()).toEqual(['date', 'window']);
  });

  it('should read a time of day as a time, not a number', () => {
    expect(summary('set an alarm at 7')).toEqual([['time', '07:00']]);
    expect(summary('sveglia alle 7:30')).toEqual([['time', '07:30']]);
  });

  it('should follow the language for decimal separators', () => {
    expect(summary('1.500 euro', { language: 'it' })).toEqual([['number', 1500]]);
    expect(summary('1.500 dollars', { language: 'en' })).toEqual([['number', 1.5]]);
  });

  it('should read an ambiguous cardinal before the noun it counts only when a count is asked', () => {
    expect(summary('prendi sei bottiglie di acqua frizzante')).toEqual([]);
    expect(summary('prendi sei bottiglie di acqua frizzante', { countedNouns: true })).toEqual([['number', 6]]);
    expect(summary('sei felice?', { countedNouns: true })).toEqual([]);
  });

  it('should read no Italian number word in a request its words show to be English, without a language hint', () => {
    expect(summary('Payment due Friday').map(([kind]) => kind)).toEqual(['date']);
    expect(summary('due to the rain we stayed home')).toEqual([]);
    expect(summary('prendi due bottiglie di vino')).toEqual([['number', 2]]);
  });

  it('should reject an invalid clock', () => {
    expect(() => extractValues('today', { now: new Date('nope'), timeZone: 'Europe/Rome' })).toThrow(ArgsExtractorError);
  });

  it('should read a Spanish request with the Spanish rules when the language is es', () => {
    const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
    const spanish = extractValues('lo mandé hace 3 días, llámame a las 9 y media', { ...clock, language: 'es' });
    expect(spanish.map((value) => [value.text, value.kind, value.value])).toEqual([
      ['hace 3 días', 'date', '2026-05-16'],
      ['a las 9 y media', 'time', '09:30'],
    ]);
    expect(extractValues('recuérdamelo dentro de dos semanas', { ...clock, language: 'es' }).map((value) => value.value)).toContain('2026-06-02');
    // Without the language a request guessed Spanish from its words is read the same; one guessed Italian is not.
    const guessed = extractValues('lo mandé hace 3 días, llámame a las 9 y media', clock);
    expect(guessed.map((value) => value.value)).toEqual(['2026-05-16', '09:30']);
    expect(extractValues('ricordami alle 9 y media', clock).map((value) => value.value)).not.toContain('09:30');
    expect(extractValues('necesitamos veintitrés sillas', clock).map((value) => value.value)).toEqual([23]);
    expect(extractValues('we need veintitrés chairs for the party', clock).map((value) => value.value)).toEqual([]);
  });

  it('should read a Spanish date back in time when the Spanish request tells of the past', () => {
    // 2026-05-19 is a Tuesday.
    const spanish = { ...options, language: 'es' as const };
    expect(extractValues('Ya lo pagué el 5 de mayo', spanish).map((value) => value.value)).toEqual(['2026-05-05']);
    expect(extractValues('Lo vi el jueves', spanish).map((value) => value.value)).toEqual(['2026-05-14']);
    expect(extractValues('El pasado 12 de abril el ayuntamiento aprobó el plan', spanish).map((value) => value.value)).toEqual(['2026-04-12']);
    expect(extractValues('recuérdame el jueves', spanish).map((value) => value.value)).toEqual(['2026-05-21']);
    expect(extractValues('recuérdame pagar el 5 de mayo', spanish).map((value) => value.value)).toEqual(['2027-05-05']);
  });

  it('should read "last month" after "of" as the month before, not an Italian article before "st month"', () => {
    expect(summary('the first Monday of last month', { language: 'en' })).toEqual([['date', '2026-04-06']]);
    expect(summary('the second week of last month', { language: 'en' })).toEqual([
      ['window', { from: '2026-04-06T00:00:00+02:00', to: '2026-04-13T00:00:00+02:00' }],
    ]);
  });
});
