import { cueWords } from '../../../temporal-lexicon';
import { periodUnitOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Two periods away, or one counted from this one: "the week after next", "the month before last", "the year after this one". */
export const periodAfterNext: TemporalParser = {
  kind: 'parser',
  name: 'period-after-next',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('temporal-patterns/the')})?(${cueWords('later-or-earlier-this-period/week')})\\s+(${cueWords('period-after-next/after-next')})${E}`, 'gu'),
  build: (match) => {
    const unit = periodUnitOf(match[1] ?? '');
    if (unit === undefined) return undefined;
    const words = match[2] ?? '';
    const shift = new RegExp(`(?:${cueWords('weekend/after-next')})`, 'u').test(words) ? 2 : new RegExp(`(?:${cueWords('period-after-next/before-last')})`, 'u').test(words) ? -2 : new RegExp(`(?:${cueWords('period-after-next/after')})`, 'u').test(words) ? 1 : -1;
    return { kind: 'node', node: { type: 'period', unit, shift }, priority: 4 };
  },
  examples: {
    accept: [
      ['the week after this one', '2026-05-25..2026-06-01'],
      ['the week after next', '2026-06-01..2026-06-08'],
    ],
    reject: [],
  },
};
