import { cueWords } from '../../../temporal-lexicon';
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
    if (new RegExp(`(?:${cueWords('duration/volte')})\\s*$`, 'u').test(match.input.slice(0, match.index)) && new RegExp(`^(?:${cueWords('duration/a')})\\b`, 'u').test(match[2] ?? '')) return undefined;
    if (isTitleCase(context, match.index, match.index + match[0].length)) return undefined;
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
    ],
    reject: [['tempo di volo 2h 10m', 'PT2H']],
  },
};
