import { cueWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import { partOfDayHint } from '../../../engine/part-of-day-hint';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, countedTimeWords, TIME_CUE, UNITS } from '../../../engine/temporal-patterns';

/** A cue and a bare hour, with Italian minutes: "alle 18", "alle 9 e mezza", "alle cinque meno un quarto", "at 7", "ore 15 e 20". */
export const cuedHour: TemporalParser = {
  kind: 'parser',
  name: 'cued-hour',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(${TIME_CUE})(?:\\s+|(?<=')(?=\\d))(\\d{1,2}|${cueWords('cued-hour/l-una')})(?:\\s+(?:${cueWords('cued-hour/e')})\\s+(${cueWords('cued-hour/mezza')}|(\\d{1,2})(?:${cueWords('cued-hour/minuti')})?)|\\s+(?:${cueWords('cued-hour/meno')})\\s+(${cueWords('cued-hour/un-quarto')}|(\\d{1,2})(?:${cueWords('cued-hour/minuti')})?)|\\s+(${cueWords('cued-hour/and-a-half')})|\\s+(${cueWords('cued-hour/and-a-quarter')}))?(?:\\s+(${cueWords('cued-hour/in-punto')}))?(?![\\p{L}\\d]|[:.,/]\\d|\\s*(?:%|${UNITS}|${cueWords('cued-hour/euro')}|\\*)(?![\\p{L}]))`, 'gu'),
  build: (match) => {
    const cue = match[1] ?? '';
    const raw = match[2] ?? '';
    let hour = new RegExp(`(?:${cueWords('cued-hour/una')})`, 'u').test(raw) ? 13 : Number(raw);
    if (hour > 24) return undefined;
    let minute = 0;
    const plus = match[3];
    const minus = match[5];
    if (plus !== undefined) minute = new RegExp(`(?:${cueWords('cued-hour/mezz')})`, 'u').test(plus) ? 30 : plus === 'un quarto' ? 15 : new RegExp(`^(?:${cueWords('cued-hour/tre-quarti')})$`, 'u').test(plus) ? 45 : Number(match[4]);
    // "at 8 and a half", "at 8 and a quarter".
    if (match[7] !== undefined) minute = 30;
    if (match[8] !== undefined) minute = 15;
    if (minus !== undefined) {
      minute = 60 - (minus === 'un quarto' ? 15 : Number(match[6]));
      hour = (hour + 23) % 24;
    }
    if (minute > 59) return undefined;
    // English "at 7" with nothing saying it is a time, after "to"/"and"/"by"/"from" (range and deadline words), needs
    // a neighbour that makes it one; the combiner decides. A bare number after "at" is read as an hour.
    // "le quattro stagioni", "le 3 camere": the article "le" and a number before a plural noun count things.
    const following = new RegExp(`^\\s+(\\p{L}{3,}(?:${cueWords('cued-hour/i')}))(?![\\p{L}])`, 'u').exec(match.input.slice(match.index + match[0].length))?.[1];
    if (cue === 'le' && plus === undefined && minus === undefined && following !== undefined && !countedTimeWords.test(following)) return undefined;
    // A word that fixes the part of the day in the clause makes it one too ("dinner by 8", "drinks from 6 onwards").
    const weak = new RegExp(`^(?:${cueWords('cued-hour/to')})$`, 'u').test(cue) && plus === undefined && minus === undefined && match[9] === undefined;
    if (weak && !new RegExp(`^(?:${cueWords('cued-hour/e-le')})$`, 'u').test(cue) && partOfDayHint(match.input, match.index, match.index + match[0].length) === undefined) return undefined;
    return timeAtom({ hour: hour === 24 ? 0 : hour, minute }, undefined, cue, 4);
  },
  examples: {
    accept: [
      ['a las 9', '09:00'],
      ['nos vemos a las 10 el viernes', '2026-05-22T10:00'],
      ['alle 18', '18:00'],
      ['alle 9 e mezza', '09:30'],
      ["ci vediamo all'8 davanti al cinema", '08:00'],
      ["la riunione è all'11", '11:00'],
      // The normaliser writes "tre" as a digit: "alle 5 e 3 quarti".
      ['alle 5 e tre quarti del pomeriggio passo io', '17:45'],
      ['see you at 8 and a half', '08:30'],
    ],
    reject: [['alle 5 e tre quarti del pomeriggio passo io', '17:03']],
  },
};
