import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E } from '../../../engine/temporal-patterns';
import { readDuration } from '../../../read-duration';

/**
 * "Last" after an auxiliary is the verb, and what follows is how long: "the strike will last 36 hours", "it should last
 * about 2 weeks", "the battery won't last 3 days". Not the rolling window "in the last 36 hours".
 */
export const lastAsVerb: TemporalParser = {
  kind: 'parser',
  name: 'last-as-verb',
  locales: ['en'],
  pattern: () =>
    new RegExp(`(?<=${B}(?:${cueWords('last-as-verb/will')})\\s+)(?:${cueWords('last-as-verb/last')})\\s+(?:(?:${cueWords('last-as-verb/for')})\\s+)?(${DURATION})${E}`, 'gu'),
  build: (match) => {
    const duration = readDuration(match[1] ?? '');
    if (duration === undefined) return undefined;
    return { kind: 'node', node: { type: 'duration', duration }, priority: 6 };
  },
  examples: {
    accept: [
      ['the storm will last 48 hours', 'PT48H'],
      ['my phone battery should last about 2 days', 'P2D'],
    ],
    reject: [['what did I spend in the last 36 hours?', 'PT36H'], ['the storm will last 48 hours', '2026-05-17T14:05..2026-05-19T14:05']],
  },
};
