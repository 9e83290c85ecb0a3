import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DAY } from '../../../engine/temporal-patterns';

/** Day of the month: "il 28", "il giorno 5", "the 28th", "on the 3rd", "il 5 del mese prossimo", "il 5 del prossimo mese", "il 10 del mese entrante", "the 1st of the month", "il primo del mese". */
export const dayOfMonth: TemporalParser = {
  kind: 'parser',
  name: 'day-of-month',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:(?:${cueWords('day-of-month/il')})\\s*(?:${cueWords('day-of-month/giorno')})?(${DAY})|(?:${cueWords('day-of-month/the')})(${DAY})(${cueWords('find-temporal-values/st')})|(?:${cueWords('day-of-month/il-2')})?(${cueWords('day-month/primo')}))(?:\\s+(?:${cueWords('day-of-month/del')})\\s+(?:${cueWords('day-of-month/the-2')})?(${cueWords('atom-builders/mese')})(?:\\s+(${cueWords('day-of-month/prossimo')}))?|\\s+(?:${cueWords('day-of-month/of')})?(${cueWords('day-of-month/next')})\\s+(?:${cueWords('day-of-month/month')}))?(?=\\s*(?:$|[,.;:!?)"]|${cueWords('day-of-month/e')}|-|[\\p{L}]))`, 'gu'),
  build: (match, context) => {
    const raw = match[1] ?? match[2] ?? (match[4] === undefined ? undefined : '1');
    if (raw === undefined) return undefined;
    const day = Number(raw);
    const monthWord = match[5];
    const modifier = match[6] ?? match[7];
    if (match[4] !== undefined && monthWord === undefined) return undefined;
    if (match[1] !== undefined && monthWord === undefined && modifier === undefined) {
      // "il 28" alone: only when nothing but punctuation, a time or a range word follows.
      const after = context.originalText.length > 0 ? match.input.slice(match.index + match[0].length) : '';
      // Or a verb or pronoun opening what happens that day: "il 20 ho il colloquio", "il 15 pago l'affitto".
      // A decimal ("il 3,8%") or a football formation ("il 4-4-2") is a number, no day.
      if (!new RegExp(`^\\s*(?:$|[,.](?!\\d)|[;:!?)"]|(?:${cueWords('detect-tense/e')})\\b|${cueWords('day-of-month/e-il')}|-(?!\\d{1,2}-\\d)|(?:${cueWords('day-of-month/ho')})(?![\\p{L}]))`, 'u').test(after)) return undefined;
    }
    // "fino al 15", "dal 15": the preposition stays out of the day, for the until or since it makes; and "dal 15 al 20"
    // without a month is as likely a pair of numbers ("salito dal 15 al 20 per cento").
    const preposition = match[1] === undefined ? undefined : new RegExp(`^(?:${cueWords('day-of-month/dal')})(?=\\s*\\d)`, 'u').exec(match[0])?.[0];
    if (preposition !== undefined && monthWord === undefined && modifier === undefined) {
      const after = match.input.slice(match.index + match[0].length);
      if (!new RegExp(`^\\s*(?:$|[,.](?!\\d)|[;:!?)"]|(?:${cueWords('day-of-month/ho')})(?![\\p{L}]))`, 'u').test(after)) return undefined;
    }
    // "by the 5th": the deadline word stays out of the day, for the until it makes (a deadline reads forward).
    const deadline = match[2] === undefined ? undefined : new RegExp(`^(?:${cueWords('combine-temporal-atoms/entro')})\\s+`, 'u').exec(match[0])?.[0];
    const monthShift = modifier === undefined ? (monthWord === undefined ? undefined : 0) : new RegExp(`(?:${cueWords('day-month/prossimo-3')})`, 'u').test(modifier) ? 1 : new RegExp(`(?:${cueWords('day-of-month/last')})`, 'u').test(modifier) ? -1 : 0;
    return { kind: 'day', day: { type: 'day-of-month', day, ...(monthShift === undefined ? {} : { monthShift }) }, priority: 2, ...(preposition === undefined ? {} : { skip: match[0].indexOf(match[1] ?? '', preposition.length) }), ...(deadline === undefined ? {} : { skip: deadline.length }) };
  },
  examples: {
    accept: [
      ['il 28', '2026-05-28'],
      ['il giorno 5', '2026-06-05'],
      ['il 20 ho il colloquio', '2026-05-20'],
      ["il 15 pago l'affitto", '2026-06-15'],
      ['il 28 per me va bene', '2026-05-28'],
      ['fino al 15 sono in ferie', '2026-05-19T14:05..2026-06-16T00:00', '15'],
      ['I signed up, so send the photos by the 10th', '2026-05-19T14:05..2026-06-11T00:00', 'the 10th'],
      ['la visita è il 12 del prossimo mese', '2026-06-12'],
      ['paghiamo il giorno 3 del mese entrante', '2026-06-03'],
    ],
    reject: ['il 5 in condotta', 'il Btp a 10 anni rende il 3,8%', 'la crescita scende dal 2,1% all\'1,7%', 'il 4-4-2 di Allegri', 'il 10 per cento dei voti', 'il fatturato è salito dal 15 al 20 per cento', ['la visita è il 12 del prossimo mese', '2026-06-01..2026-07-01'], ['paghiamo il giorno 3 del mese entrante', '2026-05-03']],
  },
};
