import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const copulaThenDeterminer = new RegExp(`^\\s+(?:${cueWords('spanish-weekday-as-name/es')})\\s+(?:${cueWords('spanish-weekday-as-name/mi')})(?![\\p{L}])`, 'u');

/**
 * A capitalised weekday or month without an article, before a copula and a determiner, is a person: "Domingo es mi
 * vecino del quinto", "Abril es mi prima".
 */
export const spanishWeekdayAsName: TemporalFilter = {
  kind: 'filter',
  name: 'spanish-weekday-as-name',
  locales: ['es'],
  rejects: (atom, surroundings) => {
    const named = (atom.kind === 'day' && atom.day?.type === 'weekday') || (atom.kind === 'node' && atom.node?.type === 'period' && atom.node.unit === 'month');
    return named && /^\p{Lu}\p{Ll}+$/u.test(surroundings.written) && copulaThenDeterminer.test(surroundings.after);
  },
  examples: {
    accept: [['el domingo es mi cumpleaños', '2026-05-24']],
    reject: ['Domingo es mi vecino del quinto', 'Abril es mi prima'],
  },
};
