import { cueWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import { onlyDays } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * A length of days before or after the day that follows: "2 giorni prima di", "a week from", "una settimana dopo", and
 * from a day named next: "tre settimane da giovedì", "diez días desde el martes" (not "due settimane da casa").
 */
export const durationShift: TemporalParser = {
  kind: 'parser',
  name: 'duration-shift',
  locales: ['it', 'en', 'es'],
  pattern: () =>
    new RegExp(
      `${B}(${DURATION})\\s+(?:(${cueWords('duration-shift/dopo')})(?=\\s|')|(${cueWords('duration-shift/da')})(?=\\s+(?:${WEEKDAY_FULL}|${cueWords('duration-shift/oggi')}|\\d+)${E}))`,
      'gu',
    ),
  build: (match) => {
    const duration = readDuration(match[1] ?? '');
    if (duration === undefined || !onlyDays(duration)) return undefined;
    // A dose's frequency, not a shift: "twice a day after meals", "once a day before bed" ("a day before the meeting"
    // stays one).
    if (new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('duration/volte')})\\s+$`, 'u').test(match.input.slice(0, match.index))) return undefined;
    if (new RegExp(`^(?:${cueWords('day-shift/a')})\\s`, 'u').test(match[1] ?? '') && new RegExp(`^\\s*(?:${cueWords('day-shift/meals')})(?![\\p{L}])`, 'u').test(match.input.slice(match.index + match[0].length))) return undefined;
    const days = (duration.day ?? 0) + 7 * (duration.week ?? 0);
    return { kind: 'shift', shift: match[3] !== undefined || new RegExp(`(?:${cueWords('duration-shift/dopo-2')})`, 'u').test(match[2] ?? '') ? days : -days, priority: 2 };
  },
  examples: {
    accept: [
      ['two days before yesterday I was in Boston', '2026-05-16'],
      ['two days after tomorrow is the game', '2026-05-22'],
      ['cinco días antes de Navidad', '2026-12-20'],
      ['una semana después del 3 de marzo', '2027-03-10'],
      ['il corso riparte tre settimane da giovedì', '2026-06-11'],
      ['la obra termina diez días desde el martes', '2026-06-05'],
    ],
    reject: [['resto al mare per tre settimane da giovedì', '2026-06-11'], ['lavoro due settimane da casa', '2026-06-02'], 'take 1 tablet twice a day after meals', ['once a day before bed', '2026-05-18']],
  },
};
