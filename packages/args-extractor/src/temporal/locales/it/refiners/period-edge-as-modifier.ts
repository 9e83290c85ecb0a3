import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';
import { B, E, MONTH_FULL, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

const modifierBefore = new RegExp(`(?:^|[^\\p{L}])(?!(?:${cueWords('period-edge-as-modifier/prima')})\\s)\\p{L}{3,}\\s+(?:${cueWords('period-edge-as-modifier/di')})\\s+$`, 'u');
/** A date written out elsewhere in the request: a month or weekday name, or a number. */
const explicitDate = new RegExp(`${B}(?:${MONTH_FULL}|${WEEKDAY_FULL})${E}|\\d`, 'u');

/**
 * The edge of a period after "<noun> di" names the kind of an event ("la festa di fine anno", "la cena di fine mese"),
 * not its day, when the request says the day elsewhere: "la festa di fine anno è il primo venerdì di giugno" is in June.
 * Alone ("la cena di fine anno") it still reads as the end of the year.
 */
export const periodEdgeAsModifier: TemporalFilter = {
  kind: 'filter',
  name: 'period-edge-as-modifier',
  locales: ['it'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' || (atom.day?.type !== 'year-edge' && atom.day?.type !== 'month-edge')) return false;
    if (!modifierBefore.test(surroundings.normalizedBefore)) return false;
    const elsewhere = `${surroundings.normalizedBefore} ${surroundings.after}`;
    return explicitDate.test(elsewhere);
  },
  examples: {
    accept: [['la cena di fine anno la organizza Luca', '2026-12-31T19:00..2026-12-31T22:00'], ['lo consegno prima di fine mese e riparto il 3 giugno', '2026-05-31']],
    reject: [['il saggio di fine anno della palestra è sabato 6 giugno', '2026-12-31'], ['la riunione di fine mese è il 28', '2026-05-31']],
  },
};
