import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const verbBefore = new RegExp(`(?:^|[\\s,;:!?])(?:${cueWords('holiday-as-addressee/chiama')})\\s+$`, 'u');

/**
 * A holiday's name written as a person's, right after a verb whose object is a person and before a comma or the end of
 * the sentence: "Chiama Natale, l'elettricista", "scrivi a Pasqualina." (Italian names: Natale, Pasqua, Assunta). "chiama
 * a Natale" (a preposition between) and a lowercase "natale" stay the feast.
 */
export const holidayAsAddressee: TemporalFilter = {
  kind: 'filter',
  name: 'holiday-as-addressee',
  locales: ['it'],
  rejects: (atom, surroundings) =>
    atom.kind === 'day'
    && atom.day?.type === 'holiday'
    && (surroundings.titled || surroundings.allCaps)
    && verbBefore.test(surroundings.normalizedBefore)
    && /^\s*(?:[,;:.!?]|$)/u.test(surroundings.writtenAfter),
  examples: {
    accept: [['chiama a Natale, prima di pranzo', '2026-12-25'], ['avvisa tutti: chiuso a Natale.', '2026-12-25']],
    reject: ['Avvisa Natale, il portiere, che arrivo tardi', ['domani senti Natale.', '2026-12-25']],
  },
};
