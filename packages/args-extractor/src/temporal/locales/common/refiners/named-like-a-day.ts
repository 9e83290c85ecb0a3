import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let wasCalled: RegExp | undefined;

/**
 * A day or month word right after a verb of naming is a name: "his servant was called Friday", "a horse named
 * April", "un gatto di nome Venerdì". "I called Friday" (telephoned) has no copula and stays a day.
 */
export const namedLikeADay: TemporalFilter = {
  kind: 'filter',
  name: 'named-like-a-day',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' && atom.kind !== 'node') return false;
    wasCalled ??= new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('named-like-a-day/was-called')})\\s+$`, 'u');
    return wasCalled.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['I called Friday and nobody answered', '2026-05-15']],
    reject: ['The ship was named April after her mother.', 'ho un gatto di nome Venerdì'],
  },
};
