import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** An English "may" alone with no date cue before it is the verb or a name: "Theresa May said", "May I have the check". */
export const mayWithoutCue: TemporalFilter = {
  kind: 'filter',
  name: 'may-without-cue',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    const { normalized } = surroundings;
    return new RegExp(`^(?:${cueWords('may-without-cue/may')})$`, 'u').test(normalized.slice(atom.start, atom.end)) && !new RegExp(`(?:^|\\s)(?:${cueWords('may-without-cue/in')})\\s+$`, 'u').test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [],
    reject: [
      'May should be warm',
      ['May will be busy this year', '2026-05-01..2026-06-01'],
    ],
  },
};
