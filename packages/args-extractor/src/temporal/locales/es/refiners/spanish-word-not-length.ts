import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A Spanish word is no length because it ends in a unit after an article's letter: "ahora" ("now") and "ahorita" are
 * not "a" + "hora"; a Spanish length is written in words apart ("una hora", "media hora") or with digits ("1h30").
 */
export const spanishWordNotLength: TemporalFilter = {
  kind: 'filter',
  name: 'spanish-word-not-length',
  locales: ['es'],
  rejects: (atom, surroundings) => atom.kind === 'node' && atom.node?.type === 'duration' && /^\p{L}+$/u.test(surroundings.written),
  examples: {
    accept: [['te espero una hora', 'PT1H']],
    reject: ['ahora no puedo, te llamo luego', 'ahorita voy'],
  },
};
