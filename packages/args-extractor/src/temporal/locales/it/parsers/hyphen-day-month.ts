import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_ANY, UNITS } from '../../../engine/temporal-patterns';

/**
 * A day and month joined by a hyphen, Italian order, after the article or preposition of a day or a verb of the agenda:
 * "ci vediamo il 20-6", "metti in agenda 20-6 cena da Marco", "entro il 3-7". Not a score ("la partita è finita il 20-6": a word of
 * a result earlier in the clause), nor a range of days or amounts ("il 10-12 giugno", "20-30 minuti", "3-4 volte"). After
 * "dal"/"al" the preposition stays out of the match, for the range rules ("dal 20-6 al 30-6").
 */
export const hyphenDayMonth: TemporalParser = {
  kind: 'parser',
  name: 'hyphen-day-month',
  locales: ['it'],
  pattern: () =>
    new RegExp(
      `(?:${B}(?:${cueWords('hyphen-day-month/il')})\\s+|(?<=${B}(?:${cueWords('hyphen-day-month/dal')}|${cueWords('hyphen-day-month/agenda')})\\s+))(3[01]|[12]\\d|0?[1-9])-(1[0-2]|0?[1-9])${E}(?![-/.,]\\d)(?!\\s*(?:${MONTH_ANY}|${UNITS}|${cueWords('hyphen-day-month/volte')}|%)(?![\\p{L}]))`,
      'gu',
    ),
  build: (match) => {
    const clause = match.input.slice(0, match.index).split(/[.;:!?\n]/u).pop() ?? '';
    if (new RegExp(`${B}(?:${cueWords('hyphen-day-month/score')})${E}`, 'u').test(clause)) return undefined;
    const node: DayNode = { type: 'calendar-date', month: Number(match[2]), day: Number(match[1]) };
    return validCalendar(node) ? { kind: 'day', day: node, priority: 5 } : undefined;
  },
  examples: {
    accept: [
      ['ci vediamo il 20-6', '2026-06-20'],
      ['metti in agenda 20-6 cena da Marco', '2026-06-20T19:00..2026-06-20T22:00'],
      ['segna in agenda 20-6 per la riunione', '2026-06-20'],
      ['la consegna è fissata per 03-07', '2026-07-03'],
      ['il rientro in ufficio è il 1-9', '2026-09-01'],
      ['ferie dal 20-6 al 30-6', '2026-06-20..2026-07-01'],
    ],
    reject: [
      'ha vinto 20-6',
      ['la partita è finita il 20-6', '2026-06-20'],
      ['il 10-12 giugno', '2026-12-10'],
      ['il 20-30 minuti di attesa', '2026-06-20'],
      ['lo ripeto il 3-4 volte al giorno', '2026-04-03'],
      ['ci vediamo il 31-6', '2026-06-31'],
    ],
  },
};
