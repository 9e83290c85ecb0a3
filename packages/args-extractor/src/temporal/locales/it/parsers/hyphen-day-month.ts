import { cueWords } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { validCalendar } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';

let score: RegExp | undefined;
let scoreAfter: RegExp | undefined;
let ofName: RegExp | undefined;
let timesAfter: RegExp | undefined;
import { B, E, MONTH_ANY, UNITS } from '../../../engine/temporal-patterns';

/**
 * A day and month joined by a hyphen, Italian order, after the article or preposition of a day or a verb of the agenda:
 * "ci vediamo il 20-6", "metti in agenda 20-6 cena da Marco", "entro il 3-7". Not a score ("la partita è finita il 20-6": a word of
 * a result earlier or later in the clause, "il 2-1 di Lautaro", "il 3-3 finale"), nor a range of days or amounts ("il 10-12
 * giugno", "20-30 minuti", "3-4 volte", "il 5-6 per cento"). After
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
  build: (match, context) => {
    const clause = match.input.slice(0, match.index).split(/[.;:!?\n]/u).pop() ?? '';
    score ??= new RegExp(`${B}(?:${cueWords('hyphen-day-month/score')})${E}`, 'u');
    if (score.test(clause)) return undefined;
    // The rest of the clause: a result's words after the pair ("il 6-4 al secondo set", "il 3-3 finale"), or a scorer or
    // team named after "di"/"per il" ("il 2-1 di Lautaro", "il 2-1 per il Milan").
    const rest = match.input.slice(match.index + match[0].length).split(/[.;:!?\n]/u)[0] ?? '';
    scoreAfter ??= new RegExp(`^\\s+(?:${cueWords('hyphen-day-month/score-after')})${E}`, 'u');
    if (score.test(rest) || scoreAfter.test(rest)) return undefined;
    const end = context.original(0, match.index + match[0].length).length;
    const after = context.originalText.slice(end);
    ofName ??= new RegExp(`^\\s+(?:${cueWords('hyphen-day-month/di')})\\s*\\p{Lu}`, 'u');
    if (ofName.test(after)) return undefined;
    // An amount as written, before the number words are read as digits ("il 5-6 per cento").
    timesAfter ??= new RegExp(`^\\s*(?:${cueWords('hyphen-day-month/volte')})(?![\\p{L}])`, 'iu');
    if (timesAfter.test(after)) return undefined;
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
      ['il 2-1 di Lautaro', '2027-01-02'],
      ['il 3-3 finale', '2027-03-03'],
      ['il 6-4 al secondo set', '2027-04-06'],
      ['al 3-1 la partita era chiusa', '2026-01-03'],
      ['un aumento del 5-10 per cento', '2026-10-05'],
      ['con il 2-1 il Napoli sale', '2027-01-02'],
      ['il 3-2 in rimonta', '2027-02-03'],
    ],
  },
};
