import { alternation, cueWords, unitWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import { isTitleCase } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E } from '../../../engine/temporal-patterns';

/** Durations: "10 minuti", "per 3 giorni", "a 25-minute pomodoro", "an hour and a half", "2h 10m". */
export const duration: TemporalParser = {
  kind: 'parser',
  name: 'duration',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('duration/per')})\\s+)?(${DURATION})${E}`, 'gu'),
  build: (match, context) => {
    const duration = readDuration(match[2] ?? '');
    if (duration === undefined) return undefined;
    const before = match.input.slice(0, match.index);
    if (new RegExp(`(?:${cueWords('duration/volte')})\\s*$`, 'u').test(before) && new RegExp(`^(?:${cueWords('duration/a')})\\b`, 'u').test(match[2] ?? '')) return undefined;
    // The rate after a length ("3 hours a day", "10 ore a settimana"): "a day" is how often, not a length of its own.
    if (new RegExp(`(?:^|\\s)(?:${alternation(Object.keys(unitWords))})\\s*$`, 'u').test(before) && new RegExp(`^(?:${cueWords('read-duration/rate')})\\s`, 'u').test(match[2] ?? '')) return undefined;
    if (isTitleCase(context, match.index, match.index + match[0].length)) return undefined;
    // "a settimana" is Italian for "per week", never "one week" ("3 ore di straordinario a settimana").
    if (new RegExp(`^(?:${cueWords('duration/rate')})$`, 'u').test(match[2] ?? '')) return undefined;
    // "alle 10 ora loro", "alle 10 ora locale": a count above one before the singular "ora" is a clock and its time, no length.
    const singular = new RegExp(`^(\\d+)\\s+(?:${cueWords('duration/ora')})$`, 'u').exec(match[2] ?? '');
    if (singular !== null && Number(singular[1]) > 1) return undefined;
    return { kind: 'node', node: { type: 'duration', duration }, priority: 1 };
  },
  examples: {
    accept: [
      ['durante 2 horas', 'PT2H'],
      ['10 minuti', 'PT10M'],
      ['per 3 giorni', 'P3D'],
      // An approximate count is its round number.
      ['la pasta cuoce una dozzina di minuti', 'PT12M'],
      ['espera una treintena de segundos', 'PT30S'],
      // Hours and minutes written compact, with a space between.
      ['tempo di volo 2h 10m', 'PT2H10M'],
      // A fraction of a second stays one.
      ['Bagnaia terzo a 1,2 secondi', 'PT1.2S'],
      ['manca 1 ora', 'PT1H'],
    ],
    reject: [['tempo di volo 2h 10m', 'PT2H'], ['il meeting con Londra è alle 10 ora loro', 'PT10H'], ['il corso è di 40 ore, due sere a settimana', 'P7D'], ['I work 3 days a week', 'P7D'], ['I work 3 days a week', 'P10D'], ['ho fatto 3 ore di straordinario a settimana', 'P7D']],
  },
};
