import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * Dates inside double quotes are titles or quoted messages, not values: `play "Tomorrow" by the band`. A quote that
 * holds nothing but a date in digits is a value a machine wrote (JSON, logs): `"due": "2026-07-01"`.
 */
export const quotedText: TemporalFilter = {
  kind: 'filter',
  name: 'quoted-text',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const quotes = [...surroundings.normalized.matchAll(/"[^"]*"/gu)].filter((quote) => !/^"\d[\d/.:+tz -]*"$/u.test(quote[0]));
    return quotes.some((quote) => atom.start >= quote.index && atom.end <= quote.index + quote[0].length);
  },
  examples: {
    accept: [['"due": "2026-07-01"', '2026-07-01'], ['"created_at": "2026-07-01T08:00:00Z"', '2026-07-01T10:00']],
    reject: [
      'cerca "Il sabato del villaggio"',
    ],
  },
};
