import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let wasCalled: RegExp | undefined;
let asked: RegExp | undefined;

/**
 * A day or month word right after a verb of naming is a name: "his servant was called Friday", "a horse named
 * April", "un gatto di nome Venerdì". "I called Friday" (telephoned) has no copula and stays a day. Capitalised inside the
 * sentence after a verb of asking or messaging, too: "chiedi a Domenica se viene".
 */
export const namedLikeADay: TemporalFilter = {
  kind: 'filter',
  name: 'named-like-a-day',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' && atom.kind !== 'node') return false;
    wasCalled ??= new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('named-like-a-day/was-called')})\\s+$`, 'u');
    if (wasCalled.test(surroundings.normalizedBefore)) return true;
    // Capitalised inside the sentence after a verb of asking or messaging, a person: "chiedi a Domenica se viene",
    // "chiama Domenica" ("chiama domenica" is a call on Sunday).
    asked ??= new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('named-like-a-day/ask')})\\s+$`, 'u');
    return surroundings.titled && surroundings.midSentence && asked.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['I called Friday and nobody answered', '2026-05-15'], ['chiama domenica', '2026-05-24']],
    reject: ['The ship was named April after her mother.', 'ho un gatto di nome Venerdì', 'chiedi a Domenica se viene'],
  },
};
