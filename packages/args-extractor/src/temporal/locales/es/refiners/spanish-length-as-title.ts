import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const titleThenCopula = new RegExp(
  `^\\s+(?:${cueWords('spanish-length-as-title/de')})\\s+\\p{L}+\\s+(?:${cueWords('spanish-weekday-as-name/es')})\\s+(?:${cueWords('spanish-weekday-as-name/mi')})(?![\\p{L}])`,
  'u',
);

/**
 * A length written in words opening a sentence, then "de" and a noun, as the subject of "es mi…", "es un…" is a title
 * (Spanish titles capitalise their first word only): "Cien años de soledad es mi libro favorito".
 */
export const spanishLengthAsTitle: TemporalFilter = {
  kind: 'filter',
  name: 'spanish-length-as-title',
  locales: ['es'],
  rejects: (atom, surroundings) =>
    atom.kind === 'node' && atom.node?.type === 'duration' && !surroundings.midSentence && /^\p{Lu}\p{Ll}+\s/u.test(surroundings.written) && titleThenCopula.test(surroundings.after),
  examples: {
    accept: [['Tres días de retraso son muchos', 'P3D']],
    reject: ['Cien años de soledad es mi libro favorito'],
  },
};
