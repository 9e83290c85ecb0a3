import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * A weekday's possessive typed without its apostrophe, before an event: "mondays meeting", "fridays game" (a plural
 * weekday before a noun would be a habit, so the noun must be an event). After "from" the event has happened: "the
 * notes from mondays meeting" is last Monday's; otherwise the coming one ("prep for thursdays call").
 */
export const weekdayPossessiveWithoutApostrophe: TemporalParser = {
  kind: 'parser',
  name: 'weekday-possessive-without-apostrophe',
  locales: ['en'],
  pattern: () =>
    new RegExp(`${B}(?:(${cueWords('weekday-possessive-without-apostrophe/from')})\\s+)?(${WEEKDAY_FULL})(?:${cueWords('possessive-day-without-apostrophe/s')})(?=\\s+(?:${cueWords('weekday-possessive-without-apostrophe/meeting')})${E})`, 'gu'),
  build: (match) => {
    const weekday = weekdayNames[match[2] ?? ''];
    if (weekday === undefined) return undefined;
    const from = match[1] !== undefined;
    const start = match[0].indexOf(match[2] ?? '', from ? (match[1] ?? '').length : 0);
    return { kind: 'day', day: { type: 'weekday', weekday, modifier: from ? 'last' : 'none' }, priority: 3, skip: start };
  },
  examples: {
    accept: [
      ['prep the slides for thursdays call', '2026-05-21'],
      ['where are the minutes from mondays meeting', '2026-05-18'],
    ],
    reject: ['mondays are slow at the shop', ['i hate mondays meetings', '2026-05-25']],
  },
};
