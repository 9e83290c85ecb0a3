import type { TemporalFilter } from '../../../engine/temporal-rule';

/** Dates inside double quotes are titles or quoted messages, not values: `play "Tomorrow" by the band`. */
export const quotedText: TemporalFilter = {
  kind: 'filter',
  name: 'quoted-text',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const quotes = [...surroundings.normalized.matchAll(/"[^"]*"/gu)];
    return quotes.some((quote) => atom.start >= quote.index && atom.end <= quote.index + quote[0].length);
  },
  examples: {
    accept: [],
    reject: [
      'cerca "Il sabato del villaggio"',
    ],
  },
};
