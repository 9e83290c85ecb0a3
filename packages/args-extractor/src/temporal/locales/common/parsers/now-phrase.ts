import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Now. */
export const nowPhrase: TemporalParser = {
  kind: 'parser',
  name: 'now-phrase',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('now-phrase/right-now')})${E}`, 'gu'),
  build: () => ({ kind: 'node', node: { type: 'now' }, priority: 3 }),
  examples: {
    accept: [
      ['adesso', '2026-05-19T14:05'],
      ['subito, in questo momento', '2026-05-19T14:05'],
    ],
    reject: [],
  },
};
