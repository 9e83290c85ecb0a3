import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const englishAbbreviations: Readonly<Record<string, number>> = dateWordsOfEveryLocale.find((words) => words.language === 'en')?.weekdayAbbreviations ?? {};
const ABBREVIATION = alternation(Object.keys(englishAbbreviations));

/** A range of abbreviated English weekdays, as opening hours and rotas write them: "Mon-Fri", "Tue–Thu", "mon thru fri" (the next such days). */
export const weekdayAbbreviationRange: TemporalParser = {
  kind: 'parser',
  name: 'weekday-abbreviation-range',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(${ABBREVIATION})\\.?(?:\\s*-\\s*|\\s+(?:${cueWords('weekday-abbreviation-range/to')})\\s+)(${ABBREVIATION})\\.?${E}(?!-)`, 'gu'),
  build: (match) => {
    const from = englishAbbreviations[match[1] ?? ''];
    const to = englishAbbreviations[match[2] ?? ''];
    if (from === undefined || to === undefined || from === to) return undefined;
    return {
      kind: 'node',
      node: { type: 'range', from: { type: 'day', day: { type: 'weekday', weekday: from, modifier: 'none' } }, to: { type: 'day', day: { type: 'weekday', weekday: to, modifier: 'none' } } },
      priority: 5,
    };
  },
  examples: {
    accept: [
      ['the office is staffed Mon-Fri', '2026-05-25..2026-05-30', 'Mon-Fri'],
      ['on call Tue–Thu next week', '2026-05-26..2026-05-29'],
      ['deliveries mon thru fri', '2026-05-25..2026-05-30'],
    ],
    reject: ['the Chicago Sun-Times reported it.', 'the sat-nav lost the signal.', 'lun-ven: orario continuato'],
  },
};
