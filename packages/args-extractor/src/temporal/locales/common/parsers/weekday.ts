import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { WeekdayModifier } from '../../../temporal-node';
import { looksLikeProperName } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** Weekdays with their modifiers: "lunedì", "next Tuesday", "venerdì scorso", "Friday next week", "mercoledì della prossima settimana". */
export const weekday: TemporalParser = {
  kind: 'parser',
  name: 'weekday',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('weekday/this-coming')})\\s*)?(${WEEKDAY_FULL})(?![\\p{L}\\d])(?:\\s+(${cueWords('weekday/prossimo')})${E})?`, 'gu'),
  build: (match, context) => {
    const before = (match[1] ?? '').trim();
    const after = (match[3] ?? '').trim();
    if (new RegExp(`^(?:${cueWords('weekday/every')})$`, 'u').test(before)) return undefined;
    // "aperto la domenica", "il lunedì vado in palestra": a habit, not a day.
    const habitual = new RegExp(`(?:^|\\s)(?:${cueWords('weekday/il')})\\s+$`, 'u').test(match.input.slice(0, match.index)) && !new RegExp(`^\\s*(?:\\d|${cueWords('weekday/dopo')})`, 'u').test(match.input.slice(match.index + match[0].length));
    if (before === '' && (match[3] ?? '') === '' && habitual) return undefined;
    const weekday = weekdayNames[match[2] ?? ''];
    if (weekday === undefined) return undefined;
    const nameStart = match.index + match[0].indexOf(match[2] ?? '', before.length);
    if (before === '' && looksLikeProperName(context, nameStart, nameStart + (match[2] ?? '').length, match.input)) return undefined;
    let modifier: WeekdayModifier = 'none';
    // "sabato che viene" is the Saturday that comes next, as "this coming Saturday" is.
    if (new RegExp(`^(?:${cueWords('weekday/this-coming-2')})$`, 'u').test(before) || new RegExp(`^(?:${cueWords('weekday/che-viene')})$`, 'u').test(after)) modifier = 'coming';
    else if (new RegExp(`^(?:${cueWords('weekday/this')})$`, 'u').test(before) || new RegExp(`(?:${cueWords('weekday/questa-settimana')})|(?:${cueWords('weekday/della-settimana')})$`, 'u').test(after)) modifier = 'this';
    else if (new RegExp(`^(?:${cueWords('weekday/this-past')})$`, 'u').test(before) || new RegExp(`^(?:${cueWords('weekday/scors')})`, 'u').test(after)) modifier = 'last';
    else if (new RegExp(`^(?:${cueWords('weekday/next')})$`, 'u').test(before) || new RegExp(`^(?:${cueWords('holiday/prossim-3')})`, 'u').test(after)) modifier = 'next';
    if (new RegExp(`(?:${cueWords('weekday/next-week')})`, 'u').test(after) || before === "next week's") modifier = 'next-week';
    if (new RegExp(`(?:${cueWords('weekday/last-week')})`, 'u').test(after) || before === "last week's") modifier = 'last-week';
    if (new RegExp(`(?:${cueWords('weekday/this-week')})`, 'u').test(after) || before === "this week's") modifier = 'this';
    // "the Sunday after next": the second Sunday to come, the one a week after a bare "Sunday" (on a Tuesday, Sunday 31 May
    // for a bare Sunday 24), not a day of the week after next week.
    if (after === 'after next') return { kind: 'day', day: { type: 'shifted-day', base: { type: 'weekday', weekday, modifier: 'none' }, days: 7 }, priority: 3 };
    if (new RegExp(`^(?:${cueWords('weekday/settimana-dopo-la-prossima')})$`, 'u').test(after) || new RegExp(`^(?:${cueWords('weekday/dopo-2')}) (?:${cueWords('weekday/il')}) (?:${cueWords('holiday/prossim-3')})`, 'u').test(after)) return { kind: 'day', day: { type: 'week-day', weekday, week: 2 }, priority: 3 };
    return { kind: 'day', day: { type: 'weekday', weekday, modifier }, priority: 3 };
  },
  examples: {
    accept: [
      ['el próximo lunes', '2026-05-25'],
      ['sabato che viene ho la cena di classe', '2026-05-23'],
      ['el martes pasado', '2026-05-12'],
      ['lunedì', '2026-05-25'],
      ['next Tuesday', '2026-05-26'],
      ['mercoledì della settimana dopo la prossima', '2026-06-03'],
      ['the sunday after next', '2026-05-31'],
      ['the monday after next', '2026-06-01'],
      ['the team is in Leeds Monday through Wednesday next week', '2026-05-25..2026-05-28'],
      ['the crew is in Leeds Wednesday to Friday next week', '2026-05-27..2026-05-30'],
    ],
    reject: [['the sunday after next', '2026-06-07']],
  },
};
