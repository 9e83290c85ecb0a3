import { cueWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import { offsetNode } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E } from '../../../engine/temporal-patterns';

/** "2 ore fa", "3 days ago", "exactly two years ago", "due anni fa esatti". */
export const offsetAgo: TemporalParser = {
  kind: 'parser',
  name: 'offset-ago',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('offset-ago/exactly')})?(${DURATION})\\s+(?:${cueWords('offset-ago/fa')})(?:${cueWords('offset-ago/esatti')})?${E}`, 'gu'),
  build: (match) => {
    const duration = readDuration(match[1] ?? '');
    if (duration === undefined) return undefined;
    return { kind: 'node', node: offsetNode(duration, -1), priority: 4 };
  },
  examples: {
    accept: [
      ['a few weeks ago', '2026-04-28'],
      ['qualche giorno fa', '2026-05-16'],
      ['2 ore fa', '2026-05-19T12:05'],
      ['3 days ago', '2026-05-16'],
    ],
    reject: [],
  },
};
