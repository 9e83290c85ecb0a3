import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * American "the Fourth", capitalised and with no month or noun after it, is the Fourth of July ("fireworks on the
 * Fourth", "back after the Fourth"); "the fourth of June", "the fourth floor" and a lowercase "the fourth" are not.
 */
export const theFourth: TemporalParser = {
  kind: 'parser',
  name: 'the-fourth',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(?:(?:${cueWords('the-fourth/on')})\\s+)?(${cueWords('the-fourth/the-fourth')})${E}(?!\\s+(?:${cueWords('the-fourth/of')})${E}|\\s+\\p{L}+(?:\\s|$))`, 'gu'),
  build: (match, context) => {
    // The reader folds "fourth" to "4th": the words as written must be the capitalised word.
    const written = context.original(match.index, match.index + match[0].length);
    if (!new RegExp(`(?:${cueWords('the-fourth/fourth')})$`, 'u').test(written)) return undefined;
    return { kind: 'day', day: { type: 'holiday', holiday: 'independence-day' }, priority: 6 };
  },
  examples: {
    accept: [
      ['fireworks at the lake on the Fourth', '2026-07-04'],
      ['back in the office after the Fourth!', '2026-07-04'],
    ],
    reject: [['the fourth of June', '2026-07-04'], ['she lives on the Fourth floor', '2026-07-04'], ['it was the fourth time', '2026-07-04']],
  },
};
