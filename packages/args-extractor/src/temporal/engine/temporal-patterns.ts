import { holidayNames } from '../holidays';
import { durationPattern } from '../read-duration';
import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { cueWords, alternation, dateWordList, monthAbbreviations, monthNames, ordinalDateWords, partOfDayHintWords, partWords, unitWords, weekdayAbbreviations, weekdayNames } from '../temporal-lexicon';
import type { DurationParts } from '../temporal-node';

/** Pattern pieces the temporal rules share: word boundaries, numbers, and the alternations of the lexicon's words. */
export const B = '(?<![\\p{L}\\d])';
export const E = '(?![\\p{L}\\d])';
export const DAY = '(?:3[01]|[12]\\d|0?[1-9])';
export const YEAR = '(?:19|20)\\d\\d';
export const ORDINAL_SUFFIX = `(?:${cueWords('temporal-patterns/st')}|°)?`;
export const MONTH_FULL = alternation(Object.keys(monthNames));
export const MONTH_ABBR = alternation(Object.keys(monthAbbreviations));
export const MONTH_ANY = `(?:${MONTH_FULL}|(?:${MONTH_ABBR})\\.?)`;
export const WEEKDAY_FULL = alternation(Object.keys(weekdayNames));
export const WEEKDAY_ABBR = alternation(Object.keys(weekdayAbbreviations));
export const UNITS = alternation(Object.keys(unitWords));
export const PARTS = alternation(Object.keys(partWords));
export const DURATION = durationPattern;

/** Ordinals a date counts with: the lexicon's words and their digit forms ("1st", "2°"). */
export const ordinalWords: Record<string, number> = {
  ...ordinalDateWords,
  '1st': 1, '1°': 1, '1': 1, '2nd': 2, '2°': 2, '2': 2, '3rd': 3, '3°': 3, '3': 3, '4th': 4, '4°': 4, '4': 4, '5th': 5,
};
export const ORDINAL = alternation(Object.keys(ordinalWords).filter((word) => !/^\d$/u.test(word)));

export const shiftWordsNext = new RegExp(`^(?:${cueWords('temporal-patterns/prossimo')})$`, 'u');
export const shiftWordsLast = new RegExp(`^(?:${cueWords('temporal-patterns/scorso')})$`, 'u');

export const MONTH_REFERENCE = `(?:(?:${cueWords('temporal-patterns/the')})?(?:${MONTH_FULL})(?:\\s+(?:${cueWords('atom-builders/del')})?${YEAR})?|(?:${cueWords('temporal-patterns/this')})?(?:${cueWords('atom-builders/mese')})(?:${cueWords('temporal-patterns/prossimo-2')})?)`;

export const holidayIds = new Map(holidayNames());

/** The words that fix the part of the day a bare clock is on (meals, "school pick-up", "pub": `partOfDayHints`). */
export const PART_OF_DAY_HINT = alternation(Object.keys(partOfDayHintWords));
/** Up to four words of the same clause between a part-of-day hint and a clock: no digit, no clause punctuation. */
export const HINT_GAP = `(?:\\s+[^\\s\\d.,;:!?()"]+){0,4}`;

/** Words that may follow "le 9" and still leave it a time ("le 9 ieri", "le 8 venerdi"). */
export const countedTimeWords = new RegExp(`^(?:${cueWords('temporal-patterns/oggi')}|${WEEKDAY_FULL})$`, 'u');
/** A street name after a number: "1600 Pennsylvania Avenue", "5th Avenue", "42nd Street". */
export const STREET_AFTER = `\\s+(?:[\\p{L}.']+\\s+){0,3}(?:${cueWords('temporal-patterns/avenue')})(?![\\p{L}])`;
/**
 * What follows a house number: up to three capitalised words and a street word, capitalised or in capitals ("12 March
 * Road", "7 Elm Tree Lane", "5 OAK LANE"). The one check of the `house-number-street` mask (for the chrono-node
 * fallback) and the `house-number-before-street` filter (for our own clock atoms).
 */
export const HOUSE_NUMBER_STREET_AFTER = `\\s+(?:\\p{Lu}[\\p{L}.'-]*\\s+){1,3}(?:${cueWords('house-number-before-street/road')
  .split('|')
  .flatMap((word) => [`${word.charAt(0).toUpperCase()}${word.slice(1)}`, word.toUpperCase()])
  .join('|')})(?![\\p{L}])`;
/** Prepositions of a clock time, every locale's ("alle", "at", "verso le"). */
export const TIME_CUE = alternation(dateWordList((words) => words.clockPrepositions));
export const MERIDIEM = `(?:${cueWords('temporal-patterns/a-m')})`;
/** A clock time a zone follows ("at 3pm", "14:30", "alle 9"): cue (group 1), hour (2), minutes (3), am/pm (4); read by `zonedClockAtom`. */
export const ZONED_CLOCK_TIME = `(?:(${TIME_CUE})\\s+)?([01]?\\d|2[0-3])(?:[:.]([0-5]\\d))?\\s*(${MERIDIEM})?`;

/** Prepositions that open a period, Italian and English ("nel corso del", "during"). */
export const LEAD_IT = alternation(dateWordsOfEveryLocale.find((words) => words.language === 'it')?.periodPrepositions ?? []);
export const LEAD_EN = alternation(dateWordsOfEveryLocale.find((words) => words.language === 'en')?.periodPrepositions ?? []);
export const PERIOD_UNIT = `${UNITS}|(?:${cueWords('temporal-patterns/trimestre')})`;

export const multiYearUnits: Record<string, number> = { decade: 10, decades: 10, decennio: 10, decenni: 10, biennio: 2, bienni: 2, triennio: 3, trienni: 3, quinquennio: 5, quinquenni: 5, ventennio: 20, ventenni: 20 };

export const lengthAdjectives: Record<string, DurationParts> = {
  mensile: { month: 1 }, trimestrale: { month: 3 }, semestrale: { month: 6 }, annuale: { year: 1 }, biennale: { year: 2 }, triennale: { year: 3 },
  quadriennale: { year: 4 }, quinquennale: { year: 5 }, sessennale: { year: 6 }, settennale: { year: 7 }, decennale: { year: 10 },
  quindicennale: { year: 15 }, ventennale: { year: 20 }, venticinquennale: { year: 25 }, trentennale: { year: 30 },
};
