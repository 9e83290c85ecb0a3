import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY } from '../../../engine/temporal-patterns';

/** Day of the month: "il 28", "il giorno 5", "the 28th", "on the 3rd", "il 5 del mese prossimo", "the 1st of the month", "il primo del mese". */
export const dayOfMonth: TemporalParser = {
  kind: 'parser',
  name: 'day-of-month',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(?:il|l')\\s*(?:giorno\\s+)?(${DAY})|(?:(?:on\\s+)?the\\s+|on\\s+|by\\s+the\\s+)(${DAY})(st|nd|rd|th)|(?:il\\s+)?(primo))(?:\\s+(?:del|di|of)\\s+(?:the\\s+|questo\\s+|this\\s+)?(mese|month)(?:\\s+(prossimo|scorso|corrente))?|\\s+(?:of\\s+)?(next|last|this)\\s+month)?(?=\\s*(?:$|[,.;:!?)"]|è|e\\s|and\\s|alle\\s|at\\s|ore\\s|h\\s|-|al\\s|to\\s|[\\p{L}]))`, 'gu'),
  build: (match, context) => {
    const raw = match[1] ?? match[2] ?? (match[4] === undefined ? undefined : '1');
    if (raw === undefined) return undefined;
    const day = Number(raw);
    const monthWord = match[5];
    const modifier = match[6] ?? match[7];
    if (match[4] !== undefined && monthWord === undefined) return undefined;
    if (match[1] !== undefined && monthWord === undefined && modifier === undefined) {
      // "il 28" alone: only when nothing but punctuation, a time or a range word follows.
      const after = context.originalText.length > 0 ? match.input.slice(match.index + match[0].length) : '';
      if (!/^\s*(?:$|[,.;:!?)"]|è\b|e\s+(?:il|l')|alle\s|ore\s|al\s|-)/u.test(after)) return undefined;
    }
    const monthShift = modifier === undefined ? (monthWord === undefined ? undefined : 0) : /next|prossimo/u.test(modifier) ? 1 : /last|scorso/u.test(modifier) ? -1 : 0;
    return { kind: 'day', day: { type: 'day-of-month', day, ...(monthShift === undefined ? {} : { monthShift }) }, priority: 2 };
  },
  examples: {
    accept: [
      ['il 28', '2026-05-28'],
      ['il giorno 5', '2026-06-05'],
    ],
    reject: [],
  },
};
