import { cueWords, alternation } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, lengthAdjectives } from '../../../engine/temporal-patterns';

/** Lengths written as Italian adjectives after what lasts: "un mutuo ventennale", "il mandato quinquennale", "un abbonamento annuale" (alone, "la Biennale" is a name). */
export const lengthAdjective: TemporalParser = {
  kind: 'parser',
  name: 'length-adjective',
  locales: ['it'],
  pattern: () => new RegExp(`${B}(?:${cueWords('length-adjective/mutuo')})\\s+(${alternation(Object.keys(lengthAdjectives))})${E}`, 'gu'),
  build: (match) => {
    const duration = lengthAdjectives[match[1] ?? ''];
    return duration === undefined ? undefined : { kind: 'node', node: { type: 'duration', duration }, priority: 1, skip: match[0].lastIndexOf(match[1] ?? '') };
  },
  examples: {
    accept: [
      ['un mutuo ventennale di 150 mila euro', 'P20Y'],
    ],
    reject: [],
  },
};
