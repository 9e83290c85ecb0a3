import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** The rolling decade: "over the past decade", "the next decade", "nell'ultimo decennio", "nel prossimo decennio". */
export const rollingDecade: TemporalParser = {
  kind: 'parser',
  name: 'rolling-decade',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:the\\s+)?(past|last|previous|next|coming|ultimo|prossimo)\\s+(?:decade|decennio)${E}`, 'gu'),
  build: (match) => ({
    kind: 'node',
    node: { type: 'rolling', sign: /past|last|previous|ultimo/u.test(match[1] ?? '') ? -1 : 1, duration: { year: 10 } },
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
