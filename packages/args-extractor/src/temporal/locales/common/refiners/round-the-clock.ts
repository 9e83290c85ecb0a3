import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * "24/7" (and "24x7") is round the clock, not 24 July: "24/7 customer support", "open 24/7", "assistenza 24/7". Only
 * after a word that introduces a day ("on 24/7", "il 24/7", "from 24/7") is it the date.
 */
export const roundTheClock: TemporalFilter = {
  kind: 'filter',
  name: 'round-the-clock',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' || !/^\s*24\s*[/x]\s*7\s*$/iu.test(surroundings.written)) return false;
    return !new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('round-the-clock/on')})\\s*$`, 'u').test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['the shop reopens on 24/7', '2026-07-24'], ['arrivo il 24/7 con il treno', '2026-07-24'], ['the invoice is due on 24/7', '2026-07-24'], ['my flight is on 24/7', '2026-07-24']],
    reject: ['our helpline is staffed 24/7 by real people', 'assistenza 24/7 inclusa nel canone', '24/7 roadside cover', '24/7 customer support, call us', 'we need someone on call 24/7', 'call the 24/7 helpline'],
  },
};
