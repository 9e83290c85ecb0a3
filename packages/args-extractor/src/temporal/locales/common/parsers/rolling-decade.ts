import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** The rolling decade: "over the past decade", "the next decade", "nell'ultimo decennio", "nel prossimo decennio". */
export const rollingDecade: TemporalParser = {
  kind: 'parser',
  name: 'rolling-decade',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('temporal-patterns/the')})?(${cueWords('rolling-decade/past')})\\s+(?:${cueWords('rolling-decade/decade')})${E}`, 'gu'),
  build: (match) => ({
    kind: 'node',
    node: { type: 'rolling', sign: new RegExp(`(?:${cueWords('rolling-decade/past-2')})`, 'u').test(match[1] ?? '') ? -1 : 1, duration: { year: 10 } },
    priority: 4,
  }),
  examples: {
    accept: [
      ['over the past decade', '2016-05-19T14:05..2026-05-19T14:05'],
      ['the next decade', '2026-05-19T14:05..2036-05-19T14:05'],
    ],
    reject: [],
  },
};
