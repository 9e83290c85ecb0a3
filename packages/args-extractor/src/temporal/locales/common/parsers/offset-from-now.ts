import { cueWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import { offsetNode } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E } from '../../../engine/temporal-patterns';

/** "10 days from now", "3 settimane da oggi", "2 hours later". */
export const offsetFromNow: TemporalParser = {
  kind: 'parser',
  name: 'offset-from-now',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${DURATION})\\s+(?:${cueWords('offset-from-now/from-now')})${E}`, 'gu'),
  build: (match) => {
    const duration = readDuration(match[1] ?? '');
    if (duration === undefined) return undefined;
    if (new RegExp(`(?:${cueWords('offset-from-now/tomorrow')})`, 'u').test(match[0])) return { kind: 'day', day: { type: 'shifted-day', base: { type: 'relative-day', days: 1 }, days: (duration.day ?? 0) + 7 * (duration.week ?? 0) }, priority: 4 };
    return { kind: 'node', node: offsetNode(duration, 1), priority: 4 };
  },
  examples: {
    accept: [
      ['3 settimane da oggi', '2026-06-09'],
      ['2 hours later', '2026-05-19T16:05'],
    ],
    reject: [],
  },
};
