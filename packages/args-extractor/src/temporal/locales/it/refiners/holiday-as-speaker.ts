import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const clauseStart = /(?:^|[.!?;:\n]\s*)$/u;
const verbAfter = new RegExp(`^\\s+(?:${cueWords('holiday-as-speaker/scrive')})(?![\\p{L}])`, 'u');

/**
 * A holiday's name written as a person's, as the subject of a verb of saying at the start of a clause: "Natale mi ha
 * scritto che arriva tardi", "Assunta dice che passa domani" (Italian names: Natale, Pasqua, Assunta). With a
 * preposition before it ("a Natale mi ha scritto") or lowercase it stays the feast.
 */
export const holidayAsSpeaker: TemporalFilter = {
  kind: 'filter',
  name: 'holiday-as-speaker',
  locales: ['it'],
  rejects: (atom, surroundings) =>
    atom.kind === 'day'
    && atom.day?.type === 'holiday'
    && (surroundings.titled || surroundings.allCaps)
    && clauseStart.test(surroundings.normalizedBefore)
    && verbAfter.test(surroundings.after),
  examples: {
    accept: [['A Natale mi ha scritto la nonna', '2025-12-25'], ['natale ci ha detto tutto, come ogni anno', '2025-12-25']],
    reject: ['Natale ha telefonato per il preventivo', 'Ciao. Natale dice che passa più tardi'],
  },
};
