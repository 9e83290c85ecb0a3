import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A number right after a reference mark is an identifier, however it is written: "pratica n. 12/2026", "prot. 4/12",
 * "rif. 3/2025" name a file, not December or 4 December. A date after the number ("prot. 45 del 3/12") stays one.
 */
export const afterReferenceMark: TemporalFilter = {
  kind: 'filter',
  name: 'after-reference-mark',
  locales: ['it'],
  rejects: (_atom, surroundings) =>
    /^\d/u.test(surroundings.written) && new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('after-reference-mark/n')})\\s*$`, 'u').test(surroundings.normalizedBefore),
  examples: {
    accept: [['protocollo 45 del 3/12', '2026-12-03'], ['il numero 12/2026 esce a dicembre', '2026-12-01..2027-01-01']],
    reject: ['fattura n. 12/2026 da saldare', 'ci risponde con prot. 4/12', ['come da rif. 3/2025', '2025-03-01..2025-04-01']],
  },
};
