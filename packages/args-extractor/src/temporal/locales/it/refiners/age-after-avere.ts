import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const years = new RegExp(`(?<![\\p{L}])(?:${cueWords('age/anni')})(?![\\p{L}])`, 'u');
const having = new RegExp(`(?:^|[\\s,(])(?:${cueWords('age-after-avere/ho')})\\s+$`, 'u');
const ofSomething = new RegExp(`^\\s*(?:${cueWords('age-after-avere/di')})(?![\\p{L}])`, 'u');

/** An Italian age is not a length: years had or turned ("ho 34 anni", "mia figlia compie 12 anni") — not "ho 3 anni di esperienza". */
export const ageAfterAvere: TemporalFilter = {
  kind: 'filter',
  name: 'age-after-avere',
  locales: ['it'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'node' || atom.node?.type !== 'duration' || !years.test(surroundings.normalized.slice(atom.start, atom.end))) return false;
    if (ofSomething.test(surroundings.after)) return false;
    return having.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['il mutuo ha 20 anni di durata', 'P20Y'], ['hanno 10 anni per restituire il prestito', 'P10Y']],
    reject: ['mio nonno ha 90 anni e guida ancora', ['a giugno Marta compie 18 anni', 'P18Y']],
  },
};
