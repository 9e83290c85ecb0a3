import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const years = new RegExp(`(?<![\\p{L}])(?:${cueWords('atom-builders/anno')})(?![\\p{L}])`, 'u');
const having = new RegExp(`(?:^|[\\s,(])(?:${cueWords('spanish-age/tiene')})\\s+$`, 'u');
const personOf = new RegExp(`(?:^|\\s)(?:${cueWords('spanish-age/persona')})\\s+(?:${cueWords('spanish-age/de')})\\s+$`, 'u');
const ofSomething = new RegExp(`^\\s+(?:${cueWords('spanish-age/de')})(?![\\p{L}])`, 'u');

/** A Spanish age is not a length: "mi hija tiene 12 años", "se jubiló con 65 años", "un hombre de 45 años" — not "tiene 2 años de garantía". */
export const spanishAge: TemporalFilter = {
  kind: 'filter',
  name: 'spanish-age',
  locales: ['es'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'node' || atom.node?.type !== 'duration' || !years.test(surroundings.normalized.slice(atom.start, atom.end))) return false;
    if (ofSomething.test(surroundings.after)) return false;
    return having.test(surroundings.normalizedBefore) || personOf.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['la garantía tiene 2 años de cobertura', 'P2Y']],
    reject: ['mi hija tiene 12 años', 'se ha jubilado con sesenta y cinco años', 'un hombre de 45 años'],
  },
};
