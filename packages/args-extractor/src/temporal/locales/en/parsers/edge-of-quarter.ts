import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** The first or last day of a quarter: "the end of the quarter", "by the end of next quarter", "the start of this quarter". */
export const edgeOfQuarter: TemporalParser = {
  kind: 'parser',
  name: 'edge-of-quarter',
  locales: ['en'],
  pattern: () =>
    new RegExp(
      `${B}(?:${cueWords('month-or-year-edge/l')})?(${cueWords('month-or-year-edge/inizio')})\\s+(?:${cueWords('month-or-year-edge/del')})(?:${cueWords('temporal-patterns/the')})?(?:(${cueWords('month-or-year-edge/questo')})\\s+)?(?:${cueWords('atom-builders/trimestre')})${E}`,
      'gu',
    ),
  build: (match) => {
    const edge = new RegExp(`^(?:${cueWords('month-or-year-edge/inizio-2')})$`, 'u').test(match[1] ?? '') ? 'first' : new RegExp(`^(?:${cueWords('month-or-year-edge/fine')})$`, 'u').test(match[1] ?? '') ? 'last' : undefined;
    if (edge === undefined) return undefined;
    const modifier = match[2] ?? '';
    const shift = new RegExp(`^(?:${cueWords('day-month/prossimo-3')})$`, 'u').test(modifier) ? 1 : new RegExp(`^(?:${cueWords('month-or-year-edge/scorso')})$`, 'u').test(modifier) ? -1 : 0;
    return { kind: 'day', day: { type: 'quarter-edge', months: 3, edge, shift }, priority: 4 };
  },
  examples: {
    accept: [
      ['the audit closes at the end of the quarter', '2026-06-30'],
      ['hiring resumes at the start of next quarter', '2026-07-01'],
      ['we missed the target by the end of last quarter', '2026-03-31'],
    ],
    reject: [['the end of the quarterfinal', '2026-06-30'], ['mid quarter review', '2026-05-15']],
  },
};
