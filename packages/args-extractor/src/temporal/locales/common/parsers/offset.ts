import { cueWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import { offsetNode } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E } from '../../../engine/temporal-patterns';

/** "tra 3 giorni", "fra un'ora e mezza", "in 10 minutes", "entro 5 giorni", "dopo 2 ore", "within 30 minutes". */
export const offset: TemporalParser = {
  kind: 'parser',
  name: 'offset',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(${cueWords('offset/tra')})\\s+(?:${cueWords('offset/i')})?(${DURATION})(?:${cueWords('offset/da-oggi')})?${E}`, 'gu'),
  build: (match) => {
    const duration = readDuration(match[2] ?? '');
    if (duration === undefined) return undefined;
    const lead = match[1] ?? '';
    const target = offsetNode(duration, 1);
    if (lead === 'entro' || lead === 'within' || lead === 'in the next' || lead === 'in the coming') {
      return { kind: 'node', node: { type: 'until', to: target, exclusive: false }, priority: 4 };
    }
    return { kind: 'node', node: target, priority: 4 };
  },
  examples: {
    accept: [
      ['dentro de 3 días', '2026-05-22'],
      // Diminutives of a unit are the unit: "una settimanina" is a week.
      ['fra una settimanina ti richiamo', '2026-05-26'],
      ['dentro de una semanita te llamo', '2026-05-26'],
      ['tra qualche giorno', '2026-05-22'],
      ['in a couple of days', '2026-05-21'],
      ['tra 3 giorni', '2026-05-22'],
      ['fra un\'ora e mezza', '2026-05-19T15:35'],
    ],
    reject: [['fra una settimanina ti richiamo', '2026-05-20']],
  },
};
