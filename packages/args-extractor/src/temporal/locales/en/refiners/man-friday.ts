import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let friday: RegExp | undefined;
let hisMan: RegExp | undefined;

/**
 * "Man Friday", "girl Friday" after a possessive or "a" is a trusted helper (after Crusoe's Friday), no day: "Crusoe's
 * man Friday", "she's my girl Friday". Without the possessive the weekday stays: "ask the man friday" may be a plan.
 */
export const manFriday: TemporalFilter = {
  kind: 'filter',
  name: 'man-friday',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day') return false;
    friday ??= new RegExp(`^(?:${cueWords('man-friday/friday')})$`, 'u');
    if (!friday.test(surroundings.written.trim().toLowerCase())) return false;
    hisMan ??= new RegExp(`(?:(?:^|[^\\p{L}])(?:${cueWords('man-friday/his')})|\\p{L}(?:${cueWords('man-friday/s')}))\\s+(?:${cueWords('man-friday/man')})\\s+$`, 'u');
    return hisMan.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['ask the man friday about the boiler', '2026-05-22'], ['my girl and I fly Friday', '2026-05-22']],
    reject: ["Robinson Crusoe's man Friday", 'she is my girl Friday at the office'],
  },
};
