import { cueWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E } from '../../../engine/temporal-patterns';

/**
 * A length after a verb of lasting, with a word of about before it: "the hike takes about 1h30", "il film dura circa
 * 2h15". After "about" a short "1h30" also reads as a clock time; the verb says it is how long something lasts.
 */
export const lengthAfterTakeVerb: TemporalParser = {
  kind: 'parser',
  name: 'length-after-take-verb',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('length-after-take-verb/takes')})\\s+((?:${cueWords('length-after-take-verb/about')})\\s+)(${DURATION})${E}`, 'gu'),
  build: (match) => {
    const duration = readDuration(match[2] ?? '');
    if (duration === undefined) return undefined;
    return { kind: 'node', node: { type: 'duration', duration }, priority: 7, skip: match[0].indexOf(match[1] ?? '') };
  },
  examples: {
    accept: [
      ['the ferry crossing takes about 2h15', 'PT2H15M'],
      ['il film dura circa 1h40', 'PT1H40M'],
    ],
    reject: [['the ferry crossing takes about 2h15', '02:15'], ['we meet at about 2h15', 'PT2H15M']],
  },
};
