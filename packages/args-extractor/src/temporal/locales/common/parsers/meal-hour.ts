import { cueWords, partOfDayHintWords } from '../../../temporal-lexicon';
import { timeAtom } from '../../../engine/atom-builders';
import { meridiemOfPart } from '../../../engine/meridiem-of-part';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, HINT_GAP, MERIDIEM, TIME_CUE, UNITS, PART_OF_DAY_HINT } from '../../../engine/temporal-patterns';

/**
 * A bare clock hour said in the same clause as a word that fixes the part of the day (a meal, as a noun or a verb,
 * "aperitivo", "happy hour", "school pickup"; the lexicon's `partOfDayHints`), before or after it: "dinner with Anna at
 * 8" is 20:00, "pranzo all'1" 13:00, "alle 7 per l'aperitivo" 19:00, "desayunamos a las 8" 08:00, "drinks at half six"
 * (British, half past six) 18:30, "half six after work" 18:30; a doctor's or dentist's visit is in surgery hours ("dal
 * dentista alle 4 e mezza" 16:30, "the doctor at 8:30" 08:30). Without such a word a bare hour
 * keeps the reader's 24-hour convention ("at 4" is 04:00).
 */
export const mealHour: TemporalParser = {
  kind: 'parser',
  name: 'meal-hour',
  locales: ['it', 'en', 'es'],
  pattern: () =>
    new RegExp(
      `${B}(?=(?:${TIME_CUE})(?:\\s|(?<=')\\d))(?:(?<=${B}(${PART_OF_DAY_HINT})${HINT_GAP}\\s+)|(?=[^\\d.,;:!?]{0,20}?\\d{1,2}(?:[:.][0-5]\\d)?${HINT_GAP}\\s+(?:\\p{L}{1,3}')?(${PART_OF_DAY_HINT})${E}))(${TIME_CUE})(?:\\s+|(?<=')(?=\\d))(?:(${cueWords('british-half-hour/half')})\\s+)?(\\d{1,2})(?:[:.]([0-5]\\d)|\\s+(${cueWords('meal-hour/and-a-half')})|\\s+(${cueWords('meal-hour/and-a-quarter')}))?(?![\\p{L}\\d]|[:.,/]\\d|\\s*(?:%|${MERIDIEM}|${UNITS})(?![\\p{L}]))`,
      'gu',
    ),
  build: (match) => {
    const part = partOfDayHintWords[match[1] ?? match[2] ?? ''];
    const hour = Number(match[5]);
    const minute = match[4] !== undefined || match[7] !== undefined ? 30 : match[8] !== undefined ? 15 : Number(match[6] ?? 0);
    // British "half six" is half past six, after a cue only ("at half six").
    if (match[4] !== undefined && (match[6] !== undefined || match[7] !== undefined || match[8] !== undefined || hour < 1 || hour > 12)) return undefined;
    if (part === undefined || hour > 23) return undefined;
    // A half of the day the hint settles outranks the plain clock reading of the same words ("dinner at 8:30").
    const meridiem = meridiemOfPart(part, hour);
    return timeAtom({ hour, minute }, meridiem, match[3], meridiem === undefined ? 5 : 7);
  },
  examples: {
    accept: [
      ['dinner with Anna at 8', '20:00', 'at 8'],
      ['lunch with the team tomorrow at 1', '2026-05-20T13:00'],
      ['breakfast meeting at 8', '08:00'],
      ['drinks after work at 6', '18:00'],
      ['cena con Marco alle 8', '20:00'],
      ["pranzo con Carla all'1", '13:00'],
      ["ci vediamo alle 7 per l'aperitivo", '19:00'],
      ['ceniamo alle 9 e mezza', '21:30'],
      ['cenamos a las 9 en casa', '21:00'],
      ['quedamos para comer a las 2', '14:00'],
      ['dinner at 20:30', '20:30'],
      ['vado a prendere i bimbi a scuola alle 4', '16:00'],
      ['hay que recoger a los niños a las 5', '17:00'],
      ['drinks at half six?', '18:30'],
      ['dinner with Anna at 8:30', '20:30'],
      ['the school pickup is at 3:15', '15:15'],
      ['after school club finishes at 5', '17:00'],
      ['a quick one at half six after work', '18:30'],
      ['lunch at half one', '13:30'],
      ['dentist at 4:30 on friday', '2026-05-22T16:30'],
      ['dal medico alle 3', '15:00'],
      ['see you at the pub at 7', '19:00'],
    ],
    reject: [
      ['call me at 8', '20:00'],
      ['portiamo i bambini a scuola alle 8', '20:00'],
      ['dinner. Then call me at 8', '20:00'],
      ['the dinner is booked; the train leaves at 7', '19:00'],
      ['lunch at 12', '00:00'],
      ['call me at half six', '18:30'],
      ['the school run starts at 8:15', '20:15'],
      ['dal dentista alle 9', '21:00'],
      ['the doctor at 8:30', '20:30'],
    ],
  },
};
