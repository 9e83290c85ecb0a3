import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { alternation, cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

const englishAbbreviations: Readonly<Record<string, number>> = dateWordsOfEveryLocale.find((words) => words.language === 'en')?.monthAbbreviations ?? {};
const names = new RegExp(`^(?:${cueWords('cued-month-abbreviation/name')})$`, 'u');
// Abbreviations that are also first names ("Jan") stay unread without a day or a year.
const ABBREVIATION = alternation(Object.keys(englishAbbreviations).filter((word) => !names.test(word)));

/** An English month abbreviation alone after a cue: "in Sept.", "by Nov", "since Feb", "next Oct", "my Feb statement" (the month, like its full name). */
export const cuedMonthAbbreviation: TemporalParser = {
  kind: 'parser',
  name: 'cued-month-abbreviation',
  locales: ['en'],
  pattern: () => new RegExp(`${B}(${cueWords('cued-month-abbreviation/in')})\\s+(${ABBREVIATION})(?:\\.|${E})(?![-'’]|\\s*\\d)`, 'gu'),
  build: (match) => {
    const month = englishAbbreviations[match[2] ?? ''];
    if (month === undefined) return undefined;
    const lead = match[1] ?? '';
    const modifier = new RegExp(`^(?:${cueWords('atom-builders/next')})$`, 'u').test(lead) ? 'next' : new RegExp(`^(?:${cueWords('atom-builders/last')})$`, 'u').test(lead) ? 'last' : undefined;
    return {
      kind: 'node',
      node: { type: 'period', unit: 'month', shift: 0, month: { month, ...(modifier === undefined ? {} : { modifier }) } },
      priority: 3,
      ...(modifier === undefined ? { skip: match[0].indexOf(match[2] ?? '', lead.length) } : {}),
    };
  },
  examples: {
    accept: [
      ['the lease ends in Sept.', '2026-09-01..2026-10-01', 'Sept.'],
      ['we move offices in Nov', '2026-11-01..2026-12-01'],
      ['the invoices from last Feb', '2026-02-01..2026-03-01'],
      ['can you find my Feb bank statement', '2026-02-01..2026-03-01'],
    ],
    reject: ['log in Jan to the account', 'a stay in Mar-a-Lago', ['we met in Dec 2019 in Oslo', '2026-12-01..2027-01-01']],
  },
};
