import { cueWords } from '../../../temporal-lexicon';
import { sentenceStart } from '../../../engine/sentence-start';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** Units are never capitalised in running text: "60 Minutes", "48 Hours" are shows. */
export const capitalisedUnit: TemporalFilter = {
  kind: 'filter',
  name: 'capitalised-unit',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const { written, before, allCaps } = surroundings;
    if (atom.kind !== 'node' || atom.node?.type !== 'duration' || allCaps) return false;
    for (const unit of written.matchAll(new RegExp(`(?<![\\p{L}])(?:${cueWords('capitalised-unit/minute')})(?![\\p{L}])`, 'gu'))) {
      if (!sentenceStart.test(before + written.slice(0, unit.index))) return true;
    }
    return false;
  },
  examples: {
    accept: [],
    reject: [
      '60 Minutes',
      '48 Hours',
    ],
  },
};
