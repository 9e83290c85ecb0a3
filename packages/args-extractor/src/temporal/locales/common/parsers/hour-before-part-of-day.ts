import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

let partyFor: RegExp | undefined;

/** A bare hour right before a part of the day that says which: "8 tonight", "7 this evening", "6 stamattina". */
export const hourBeforePartOfDay: TemporalParser = {
  kind: 'parser',
  name: 'hour-before-part-of-day',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(\\d{1,2})(?:[:.](\\d\\d))?(?=\\s+(?:${cueWords('hour-before-part-of-day/tonight')})(?![\\p{L}]))`, 'gu'),
  build: (match, context) => {
    // A number after a capitalised word inside the sentence is a model's or a name's: "aggiorna Windows 11 stasera",
    // "set up the Pixel 9 tonight".
    if (/[\p{L}\d,]\s+\p{L}*\p{Lu}[\p{L}\d-]*\s+$/u.test(context.original(0, match.index))) return undefined;
    // A number after a booking's noun and "for" is the party's size: "a table for 4 tonight", "tavolo per 6 stasera".
    partyFor ??= new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('hour-before-part-of-day/party-for')})\\s+$`, 'iu');
    if (partyFor.test(context.original(0, match.index))) return undefined;
    const hour = Number(match[1]);
    const minute = Number(match[2] ?? 0);
    return hour > 12 || minute > 59 ? undefined : timeAtom({ hour, minute }, undefined, undefined, 3);
  },
  examples: {
    accept: [
      ['a las 8 de la tarde', '20:00'],
      ['8 tonight', '2026-05-19T20:00'],
      ['7 this evening', '2026-05-19T19:00'],
      ['book a taxi for 8 tomorrow morning', '2026-05-20T08:00'],
    ],
    reject: [['aggiorna Windows 11 stasera', '2026-05-19T23:00'], ['set up the Pixel 9 tonight', '2026-05-19T21:00'], ['a table for 4 tonight at 7:30', '2026-05-19T16:00'], ['tavolo per 6 stasera', '2026-05-19T18:00']],
  },
};
