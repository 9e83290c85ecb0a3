import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let eventAfter: RegExp | undefined;

/**
 * A length before or after an event the request does not date ("il saldo va pagato 15 giorni prima della partenza", "two
 * days before the exam", "tres días antes del viaje") counts from that event, not from today: no day, the length stays
 * ("15 giorni"). A length before a day ("due giorni prima di Natale", "two days before yesterday") is still that day.
 */
export const shiftBeforeEvent: TemporalFilter = {
  kind: 'filter',
  name: 'shift-before-event',
  locales: ['it', 'en', 'es'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'shift' || atom.weekday !== undefined) return false;
    eventAfter ??= new RegExp(`^\\s*'?\\s*(?:(?:${cueWords('shift-before-event/the')})\\s*'?\\s*)?(?:${cueWords('shift-before-event/event')})(?![\\p{L}])`, 'u');
    return eventAfter.test(surroundings.after);
  },
  examples: {
    accept: [['due giorni prima di Natale', '2026-12-23'], ['two days before yesterday I was in Boston', '2026-05-16']],
    reject: [['Il saldo va pagato 15 giorni prima della partenza.', '2026-05-04'], ['two days before the exam I panicked', '2026-05-17']],
  },
};
