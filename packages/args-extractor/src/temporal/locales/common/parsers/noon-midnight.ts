import { cueWords } from '../../../temporal-lexicon';
import { looksLikeProperName, timeAtom } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Noon and midnight. */
export const noonMidnight: TemporalParser = {
  kind: 'parser',
  name: 'noon-midnight',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('noon-midnight/at')})\\s+)?(${cueWords('noon-midnight/mezzogiorno')}|12 (?:${cueWords('noon-midnight/noon')}))(?:-?(?:${cueWords('oclock-hour/ish')}))?(?:\\s+(${cueWords('noon-midnight/e')})\\s+(${cueWords('noon-midnight/mezza')}|(\\d{1,2})))?${E}`, 'gu'),
  build: (match, context) => {
    // "Mezzogiorno di fuoco", "il Mezzogiorno" (the South of Italy): capitalised in mid-sentence with no cue, a name.
    const nameStart = match.index + match[0].indexOf(match[2] ?? '');
    if (match[1] === undefined && looksLikeProperName(context, nameStart, nameStart + (match[2] ?? '').length, match.input)) return undefined;
    // Capitalised after an article and no time cue, a name in every language: "le politiche per il Mezzogiorno", "the
    // Midnight Sun".
    const capitalised = /^\p{Lu}/u.test(context.original(nameStart, nameStart + (match[2] ?? '').length));
    const article = new RegExp(`(?:^|[\\s(])(?:${cueWords('noon-midnight/il')})\\s+$`, 'u');
    if (capitalised && (match[1] === undefined || article.test(`${match[1]} `)) && article.test(match.input.slice(0, nameStart))) return undefined;
    const [, , word = '', sign, minutes, digits] = match;
    const amount = minutes === undefined ? 0 : minutes === 'mezza' || minutes === 'mezzo' ? 30 : minutes === 'un quarto' ? 15 : Number(digits);
    if (amount > 59) return undefined;
    const hour = new RegExp(`(?:${cueWords('nights-of-stay/notte')})`, 'u').test(word) ? 0 : 12;
    const time = sign === 'meno' && amount > 0 ? { hour: (hour + 23) % 24, minute: 60 - amount, fixed: true } : { hour, minute: amount, fixed: true };
    return timeAtom(time, undefined, undefined, 4);
  },
  examples: {
    accept: [
      ['a medianoche', '00:00'],
      ['tra tre giorni a mezzogiorno ritira il pacco', '2026-05-22T12:00'],
      ['in 3 days at noon there is the lunch', '2026-05-22T12:00'],
      ['call me at noonish', '12:00'],
      ['lunch friday @ noon', '2026-05-22T12:00'],
    ],
    reject: ['i fondi europei destinati al Mezzogiorno', 'a documentary about the Midnight Sun'],
  },
};
