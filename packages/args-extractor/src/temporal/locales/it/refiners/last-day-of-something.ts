import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

const lastDay = new RegExp(`^(?:${cueWords('last-day-of-something/ultimo-giorno')})$`, 'u');
const ofSomething = new RegExp(`^\\s*(?:${cueWords('last-day-of-something/di')})\\s*\\p{L}`, 'u');

/**
 * "ultimo giorno di" before what it is the last day of ("l'ultimo giorno di scuola", "ultimo giorno di saldi: 31
 * luglio", "l'ultimo giorno di lavoro di Marco") names that day, not yesterday; the last day of a period ("l'ultimo
 * giorno del mese", "di maggio") is read whole by its own rule. "ultimo giorno" alone still reads as yesterday.
 */
export const lastDayOfSomething: TemporalFilter = {
  kind: 'filter',
  name: 'last-day-of-something',
  locales: ['it'],
  rejects: (atom, surroundings) =>
    atom.kind === 'day' && atom.day?.type === 'relative-day' && lastDay.test(surroundings.written.toLowerCase()) && ofSomething.test(surroundings.after),
  examples: {
    accept: [
      ["l'ultimo giorno di saldi è il 31 luglio", '2026-07-31'],
      ["l'ultimo giorno del mese pago l'affitto", '2026-05-31'],
      ["l'ultimo giorno di giugno parto", '2026-06-30'],
    ],
    reject: [
      ["l'ultimo giorno di lavoro di Marco", '2026-05-18'],
      ['ultimo giorno di saldi: venerdì 31 luglio', '2026-05-18'],
    ],
  },
};
