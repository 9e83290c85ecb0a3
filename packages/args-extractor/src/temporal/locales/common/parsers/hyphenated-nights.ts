import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Nights written as a modifier of a stay, as days: "a 3-night stay", "a 5-night cruise" (not "a one-night stand"). */
export const hyphenatedNights: TemporalParser = {
  kind: 'parser',
  name: 'hyphenated-nights',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(\\d{1,2})-(?:${cueWords('nights-of-stay/notte')})(?:\\s+[\\p{L}]+)?\\s+(?:${cueWords('hyphenated-nights/stay')})${E}`, 'gu'),
  build: (match) => {
    const count = Number(match[1]);
    return count < 1 ? undefined : { kind: 'node', node: { type: 'duration', duration: { day: count } }, priority: 1 };
  },
  examples: {
    accept: [
      ['a 3-night stay at the Marriott downtown, breakfast included', 'P3D'],
      ['we booked a 5-night Caribbean cruise', 'P5D'],
    ],
    reject: ['a one-night stand', ['she worked a 3-night shift', 'P3D']],
  },
};
