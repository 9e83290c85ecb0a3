import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const frequencyAfter = new RegExp(`^\\s+(?:(?:${cueWords('frequency/su')})\\s+\\d+|${cueWords('frequency/a-day')})(?![\\p{L}])`, 'u');

/** A length followed by what makes it a frequency: "7 giorni su 7", "24 hours a day", "3 ore al giorno", "10 ore a settimana". */
export const frequency: TemporalFilter = {
  kind: 'filter',
  name: 'frequency',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    return atom.kind === 'node' && atom.node?.type === 'duration' && frequencyAfter.test(surroundings.after);
  },
  examples: {
    accept: [],
    reject: [
      '7 giorni su 7',
      '3 ore al giorno',
      'faccio 10 ore a settimana di straordinari',
    ],
  },
};
