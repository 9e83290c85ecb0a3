import { cueWords, partWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * "late this afternoon", "early this morning": the narrower part ("late afternoon") of today's part of the day, with
 * "late" or "early" put before "this". After a verb of opening, closing, leaving or waking the word says when that
 * happens against its usual hour ("the shop closes early this evening"), and the whole part is read.
 */
export const narrowPartThisDay: TemporalParser = {
  kind: 'parser',
  name: 'narrow-part-this-day',
  locales: ['en'],
  pattern: () => new RegExp(`(?<!(?:^|[^\\p{L}])(?:${cueWords('narrow-part-this-day/closes')})\\s+)${B}(${cueWords('narrow-part-this-day/late')})\\s+(?:${cueWords('narrow-part-this-day/this')})\\s+(${cueWords('narrow-part-this-day/afternoon')})${E}`, 'gu'),
  build: (match) => {
    const part = partWords[`${match[1] ?? ''} ${match[2] ?? ''}`];
    return part === undefined ? undefined : { kind: 'part', day: { type: 'relative-day', days: 0 }, part, standalone: true, priority: 4 };
  },
  examples: {
    accept: [
      ['the plumber comes early this evening', '2026-05-19T18:00..2026-05-19T20:00'],
      ['we land late this evening', '2026-05-19T22:00..2026-05-20T00:00'],
    ],
    reject: [
      ['the plumber comes early this evening', '2026-05-19T18:00..2026-05-20T00:00'],
      ['the office shuts early this afternoon', '2026-05-19T13:00..2026-05-19T15:00'],
      ['the invoice arrives late this month', '2026-05-19T16:00..2026-05-19T18:00'],
    ],
  },
};
