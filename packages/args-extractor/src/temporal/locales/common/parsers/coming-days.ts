import { cueWords, unitWords, vagueCounts } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * The coming days, weeks or months without a count: "in the coming days", "nei prossimi giorni", "over the next weeks",
 * "en los próximos días": a rolling window from now of a few units, as "the next few days" reads.
 */
export const comingDays: TemporalParser = {
  kind: 'parser',
  name: 'coming-days',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:${cueWords('coming-days/in-the')})\\s+(?:${cueWords('coming-days/coming')})\\s+(${cueWords('coming-days/days')})${E}`, 'gu'),
  build: (match) => {
    const unit = unitWords[match[1] ?? ''];
    const few = vagueCounts.few;
    if (unit === undefined || few === undefined) return undefined;
    return { kind: 'node', node: { type: 'rolling', sign: 1, duration: { [unit]: few } }, priority: 4 };
  },
  examples: {
    accept: [
      ['rain is likely over the coming days', '2026-05-19T14:05..2026-05-22T14:05'],
      ['vi aggiorno nei prossimi giorni', '2026-05-19T14:05..2026-05-22T14:05'],
      ['lo decidimos en las próximas semanas', '2026-05-19T14:05..2026-06-09T14:05'],
    ],
    reject: [
      ['the coming day of reckoning', '2026-05-19T14:05..2026-05-22T14:05'],
      ['in the next 10 days', '2026-05-19T14:05..2026-05-22T14:05'],
    ],
  },
};
