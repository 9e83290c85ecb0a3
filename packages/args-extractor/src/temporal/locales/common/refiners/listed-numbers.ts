import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * The last of a list of numbers sharing one unit is no length of its own: "figli di 5, 7 e 10 anni", "hijos de 5, 7 y
 * 10 años", "sizes 30, 32 and 34 inches" (ages, sizes or counts, one each). A range ("tra 2 e 3 giorni") has no comma.
 */
export const listedNumbers: TemporalFilter = {
  kind: 'filter',
  name: 'listed-numbers',
  locales: ['it', 'en', 'es'],
  rejects: (atom, surroundings) =>
    atom.node?.type === 'duration' && new RegExp(`(?:^|[^\\p{L}\\d])\\d+(?:\\s*,\\s*\\d+)*\\s*,\\s*(?:\\d+\\s+(?:${cueWords('listed-numbers/and')})\\s+)?$`, 'u').test(surroundings.normalizedBefore),
  examples: {
    accept: [['the flight is 2, maybe 3 hours', 'PT3H'], ['ci vogliono 10 minuti', 'PT10M']],
    reject: ['i nipoti hanno 4, 9 e 12 anni', 'nuestros perros tienen 2, 5 y 8 años', 'the three runs took 5, 10 and 20 minutes'],
  },
};
