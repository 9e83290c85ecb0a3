import { cueWords, partWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, PARTS } from '../../../engine/temporal-patterns';

/** Parts of the day and meals, with their lead: "this morning", "di sera", "in the afternoon", "at lunchtime", "late afternoon", "nel tardo pomeriggio". */
export const partOfDay: TemporalParser = {
  kind: 'parser',
  name: 'part-of-day',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('part-of-day/this')})(?:\\s+|(?<=')\\s*))?(${PARTS})${E}`, 'gu'),
  build: (match) => {
    const part = partWords[match[2] ?? ''];
    if (part === undefined) return undefined;
    const lead = match[1];
    if (lead === 'this' || lead === 'questa' || lead === 'questo' || lead === 'sta') {
      return { kind: 'part', day: { type: 'relative-day', days: 0 }, part, standalone: true, priority: 3 };
    }
    if (lead === 'last' && (part === 'night' || part === 'evening')) return { kind: 'part', day: { type: 'relative-day', days: -1 }, part, standalone: true, priority: 3 };
    if (lead === 'last') return undefined;
    // "at lunchtime", "around dinnertime" name today's meal time; "at lunch" alone is where someone is.
    const mealTime = lead !== undefined && new RegExp(`^(?:${cueWords('part-of-day/at')})$`, 'u').test(lead) && new RegExp(`^(?:${cueWords('part-of-day/lunchtime')})$`, 'u').test(match[2] ?? '');
    // A narrower part with no article is said alone as an adverb ("it arrives late afternoon", "call early evening"),
    // where a plain one needs "in the" or "this" ("arrives afternoon" is not English).
    const narrowAlone = lead === undefined && part.includes('-');
    const standalone = mealTime || narrowAlone || (lead !== undefined && new RegExp(`^(?:${cueWords('part-of-day/in-the')})$`, 'u').test(lead) && !new RegExp(`^(?:${cueWords('part-of-day/pranzo')})$`, 'u').test(match[2] ?? ''));
    return { kind: 'part', part, standalone, ...(lead === undefined ? {} : { lead }), priority: 2 };
  },
  examples: {
    accept: [
      ['call me at lunchtime', '2026-05-20T12:00..2026-05-20T14:00'],
      ['metti in calendario la cena dell\'8 agosto', '2026-08-08T19:00..2026-08-08T22:00'],
      ['put the dinner on August 8th in my calendar', '2026-08-08T19:00..2026-08-08T22:00'],
      ['call the plumber tomorrow late afternoon', '2026-05-20T16:00..2026-05-20T18:00'],
      ['the courier will come early evening', '2026-05-19T18:00..2026-05-19T20:00'],
      ['passo domani in tarda mattinata', '2026-05-20T11:00..2026-05-20T12:00'],
      ['domani sul tardo pomeriggio passo io', '2026-05-20T16:00..2026-05-20T18:00'],
      ["chiamami all'ora di pranzo", '2026-05-20T12:00..2026-05-20T14:00'],
    ],
    reject: [['I was at lunch with Anna', '2026-05-19T12:00..2026-05-19T14:00'], 'the late afternoon light was lovely', ['domani sul tavolo del pomeriggio ci sono 2 libri', '2026-05-20T12:00..2026-05-20T18:00']],
  },
};
