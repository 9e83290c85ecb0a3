import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Weekends. */
export const weekend: TemporalParser = {
  kind: 'parser',
  name: 'weekend',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(this coming|this past|this|questo|il prossimo|prossimo|next|lo scorso|scorso|last|the last|past|the past|lo|il|nel|on the|the|al|per il|during the|over the|in the|a|for the)\\s+)?(fine settimana|fine-settimana|finesettimana|weekend|week-end)(?:\\s+(prossimo|scorso|passato|che viene|after next))?${E}`, 'gu'),
  build: (match) => {
    const words = `${match[1] ?? ''} ${match[3] ?? ''}`;
    const shift = /after next/u.test(words) ? 2 : /prossimo|next|che viene/u.test(words) ? 1 : /scorso|passato|last|past|this past/u.test(words) ? -1 : 0;
    return { kind: 'node', node: { type: 'period', unit: 'weekend', shift }, priority: 4 };
  },
  examples: {
    accept: [
      ['questo fine settimana andiamo al mare', '2026-05-23..2026-05-25'],
      ['cosa facciamo nel weekend?', '2026-05-23..2026-05-25'],
    ],
    reject: [],
  },
};
