import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const morningWithoutArticle = new RegExp(`^(?:${cueWords('spanish-tomorrow-not-morning/a')})\\s+(?:${cueWords('spanish-tense/manana')})$`, 'u');

/** "mañana" after a bare preposition is tomorrow, not the morning ("la mañana"): "la cita se ha movido a mañana". */
export const spanishTomorrowNotMorning: TemporalFilter = {
  kind: 'filter',
  name: 'spanish-tomorrow-not-morning',
  locales: ['es'],
  rejects: (atom, surroundings) => atom.kind === 'part' && morningWithoutArticle.test(surroundings.normalized.slice(atom.start, atom.end)),
  examples: {
    accept: [
      ['la cita se ha movido a mañana', '2026-05-20'],
      ['nos vemos mañana por la mañana', '2026-05-20T06:00..2026-05-20T12:00'],
    ],
    reject: [],
  },
};
