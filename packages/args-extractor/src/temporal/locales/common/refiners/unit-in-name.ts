import { cueWords, unitWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A unit followed by the word that makes it the name of a thing is no length: "una settimana bianca" is a ski holiday,
 * "la settimana corta" a five-day week, "l'ora legale" summer time, "la hora punta" the rush hour, "la semana blanca" a
 * school break.
 */
export const unitInName: TemporalFilter = {
  kind: 'filter',
  name: 'unit-in-name',
  locales: ['it', 'es'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'node' || atom.node?.type !== 'duration') return false;
    const last = /(\p{L}+)\s*$/u.exec(surroundings.normalized.slice(atom.start, atom.end))?.[1];
    if (last === undefined || unitWords[last] === undefined) return false;
    return new RegExp(`^\\s+(?:${cueWords('unit-in-name/bianca')})(?![\\p{L}])`, 'u').test(surroundings.after);
  },
  examples: {
    accept: [['ci vuole una settimana per finire', 'P7D'], ['la settimana prossima è bianca di impegni', '2026-05-25..2026-06-01']],
    reject: ['prenotiamo una settimana bianca a Livigno', 'quanto dura la semana blanca en Madrid'],
  },
};
