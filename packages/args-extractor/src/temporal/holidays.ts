import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';
import { civil, type CivilTime, daysInMonth, weekdayOf } from './civil-time';

/** How a holiday's date is found in a given year. */
type HolidayRule =
  | { fixed: [month: number, day: number] }
  | { easter: number }
  | { nth: [ordinal: number, weekday: number, month: number]; days?: number; before?: [month: number, day: number] }
  | { after: [holiday: string, days: number] }
  | { calendar: [calendar: string, sample: string] }
  | { dates: Readonly<Record<number, readonly [month: number, day: number]>> };

interface Holiday {
  id: string;
  /** Names in the normalised form the rules read (lowercase, no accents, straight apostrophes), from `@metnos/lexicon`. */
  names: string[];
  rule: HolidayRule;
}

/** How each holiday falls in a year; movable feasts are computed from Easter. Names are the lexicon's. */
const holidayRules: ReadonlyArray<[id: string, rule: HolidayRule]> = [
  ['christmas-eve', { fixed: [12, 24] }],
  ['christmas', { fixed: [12, 25] }],
  ['boxing-day', { fixed: [12, 26] }],
  ['new-years-eve', { fixed: [12, 31] }],
  ['new-years-day', { fixed: [1, 1] }],
  ['epiphany', { fixed: [1, 6] }],
  ['valentines-day', { fixed: [2, 14] }],
  ['holocaust-remembrance-day', { fixed: [1, 27] }],
  ['juneteenth', { fixed: [6, 19] }],
  ['guy-fawkes-night', { fixed: [11, 5] }],
  ['womens-day', { fixed: [3, 8] }],
  ['st-patricks-day', { fixed: [3, 17] }],
  ['italian-fathers-day', { fixed: [3, 19] }],
  ['april-fools-day', { fixed: [4, 1] }],
  ['liberation-day', { fixed: [4, 25] }],
  ['labour-day', { fixed: [5, 1] }],
  ['may-day', { fixed: [5, 1] }],
  ['republic-day', { fixed: [6, 2] }],
  ['saints-peter-and-paul', { fixed: [6, 29] }],
  ['independence-day', { fixed: [7, 4] }],
  ['ferragosto', { fixed: [8, 15] }],
  ['halloween', { fixed: [10, 31] }],
  ['all-saints-day', { fixed: [11, 1] }],
  ['all-souls-day', { fixed: [11, 2] }],
  ['veterans-day', { fixed: [11, 11] }],
  ['immaculate-conception', { fixed: [12, 8] }],
  ['mlk-day', { nth: [3, 1, 1] }],
  ['presidents-day', { nth: [3, 1, 2] }],
  ['mothers-day', { nth: [2, 0, 5] }],
  ['memorial-day', { nth: [-1, 1, 5] }],
  ['fathers-day', { nth: [3, 0, 6] }],
  ['labor-day', { nth: [1, 1, 9] }],
  ['early-may-bank-holiday', { nth: [1, 1, 5] }],
  ['spring-bank-holiday', { nth: [-1, 1, 5] }],
  ['summer-bank-holiday', { nth: [-1, 1, 8] }],
  // Ireland's August bank holiday is the first Monday of August (the UK's is the last).
  ['irish-august-bank-holiday', { nth: [1, 1, 8] }],
  // Ireland's June bank holiday is the first Monday of June, its October one the last Monday of October.
  ['irish-june-bank-holiday', { nth: [1, 1, 6] }],
  ['irish-october-bank-holiday', { nth: [-1, 1, 10] }],
  // Canada's Victoria Day: the last Monday before 25 May.
  ['victoria-day', { nth: [-1, 1, 5], before: [5, 25] }],
  // Australia's King's Birthday (most states): the second Monday of June. The Melbourne Cup: the first Tuesday of November.
  ['kings-birthday-australia', { nth: [2, 1, 6] }],
  ['melbourne-cup', { nth: [1, 2, 11] }],
  ['remembrance-sunday', { nth: [2, 0, 11] }],
  ['columbus-day', { nth: [2, 1, 10] }],
  ['thanksgiving', { nth: [4, 4, 11] }],
  // Canada's Thanksgiving: the second Monday of October.
  ['canadian-thanksgiving', { nth: [2, 1, 10] }],
  ['black-friday', { after: ['thanksgiving', 1] }],
  ['cyber-monday', { after: ['thanksgiving', 4] }],
  ['easter-monday', { easter: 1 }],
  ['easter', { easter: 0 }],
  ['good-friday', { easter: -2 }],
  ['holy-thursday', { easter: -3 }],
  ['holy-saturday', { easter: -1 }],
  ['mothering-sunday', { easter: -21 }],
  ['palm-sunday', { easter: -7 }],
  ['shrove-tuesday', { easter: -47 }],
  ['fat-thursday', { easter: -52 }],
  ['ash-wednesday', { easter: -46 }],
  ['ascension', { easter: 39 }],
  ['pentecost', { easter: 50 }],
  ['pentecost-sunday', { easter: 49 }],
  ['corpus-domini', { easter: 60 }],
  ['groundhog-day', { fixed: [2, 2] }],
  ['earth-day', { fixed: [4, 22] }],
  ['flag-day', { fixed: [6, 14] }],
  ['canada-day', { fixed: [7, 1] }],
  ['australia-day', { fixed: [1, 26] }],
  ['burns-night', { fixed: [1, 25] }],
  ['st-davids-day', { fixed: [3, 1] }],
  ['st-georges-day', { fixed: [4, 23] }],
  ['st-andrews-day', { fixed: [11, 30] }],
  ['grandparents-day-italy', { fixed: [10, 2] }],
  // Spain's: the Hispanic Day, the Constitution, Saint John, Saint Isidore (Madrid), the Holy Innocents, Saint James,
  // and Mother's Day on the first Sunday of May.
  ['hispanic-day', { fixed: [10, 12] }],
  ['spanish-constitution-day', { fixed: [12, 6] }],
  ['saint-johns-day', { fixed: [6, 24] }],
  ['saint-isidores-day', { fixed: [5, 15] }],
  ['holy-innocents-day', { fixed: [12, 28] }],
  ['saint-james-day', { fixed: [7, 25] }],
  // Regional feasts kept by name across Spain: San Fermín (Pamplona), the Diada (Catalonia), the Mercè (Barcelona).
  ['san-fermin', { fixed: [7, 7] }],
  ['diada', { fixed: [9, 11] }],
  ['la-merce', { fixed: [9, 24] }],
  ['spanish-mothers-day', { nth: [1, 0, 5] }],
  // The Tuesday after the first Monday of November.
  ['us-election-day', { nth: [1, 1, 11], days: 1 }],
  // Massachusetts and Maine: the third Monday of April.
  ['patriots-day', { nth: [3, 1, 4] }],
  ['cinco-de-mayo', { fixed: [5, 5] }],
  ['bastille-day', { fixed: [7, 14] }],
  ['anzac-day', { fixed: [4, 25] }],
  ['us-tax-day', { fixed: [4, 15] }],
  // Feasts of the lunar and lunisolar calendars: the day of their calendar that `sample` falls on, in each year.
  // The Chinese calendar is astronomical: ICU's reckoning is a day off in some years (2027, 2030), so the dates are listed.
  // The first day of a Chinese month is the civil day, in China's standard time (UTC+8 since 1929), that holds the new
  // moon. 2027: the new moon is 6 Feb 15:56 UT = 23:56 in Beijing (Meeus, Astronomical Algorithms ch. 49, checked
  // 2026-11-29), so New Year is 6 Feb, as the official almanacs (Purple Mountain Observatory; Hong Kong Observatory, whose
  // blog "Which day is the Tuen Ng Festival for this year (2013)?" explains such one-day splits) and Hong Kong's holiday
  // list have it; ICU (`Intl` `chinese`) says 7 Feb because its approximate lunar theory puts that new moon past midnight.
  // 2030 likewise: new moon 2 Feb 16:07 UT = 3 Feb 00:07 in Beijing, so 3 Feb (ICU: 2 Feb).
  // The third Sunday of July (Venice's Redentore).
  ['redentore', { nth: [3, 0, 7] }],
  // Saints' days (and other fixed feasts of one country) dated in the lexicon (`saintDays`).
  ...dateWordsOfEveryLocale.flatMap((words) => Object.entries(words.saintDays ?? {}).map(([id, [month, day]]): [string, HolidayRule] => [id, { fixed: [month, day] }])),
  ['lunar-new-year', { dates: {
    2020: [1, 25], 2021: [2, 12], 2022: [2, 1], 2023: [1, 22], 2024: [2, 10], 2025: [1, 29], 2026: [2, 17], 2027: [2, 6],
    2028: [1, 26], 2029: [2, 13], 2030: [2, 3], 2031: [1, 23], 2032: [2, 11], 2033: [1, 31], 2034: [2, 19], 2035: [2, 8],
  } }],
  // Diwali's main day (Lakshmi Puja, the new moon of Kartika in the Hindu lunisolar calendar, which Intl does not
  // reckon), as India's holiday lists give it.
  ['diwali', { dates: {
    2020: [11, 14], 2021: [11, 4], 2022: [10, 24], 2023: [11, 12], 2024: [10, 31], 2025: [10, 20], 2026: [11, 8], 2027: [10, 29],
    2028: [10, 17], 2029: [11, 5], 2030: [10, 26],
  } }],
  ['rosh-hashanah', { calendar: ['hebrew', '2026-09-12'] }],
  ['yom-kippur', { calendar: ['hebrew', '2026-09-21'] }],
  ['hanukkah', { calendar: ['hebrew', '2026-12-05'] }],
  ['passover', { calendar: ['hebrew', '2026-04-02'] }],
  ['ramadan', { calendar: ['islamic-umalqura', '2026-02-18'] }],
  ['eid-al-fitr', { calendar: ['islamic-umalqura', '2026-03-20'] }],
  ['eid-al-adha', { calendar: ['islamic-umalqura', '2026-05-27'] }],
];

/** Italian, English (bank holidays included) and American holidays the rules know. */
export const holidays: readonly Holiday[] = holidayRules.map(([id, rule]) => ({
  id,
  names: [...new Set(dateWordsOfEveryLocale.flatMap((words) => words.holidays[id] ?? []))],
  rule,
}));

const byId = new Map(holidays.map((holiday) => [holiday.id, holiday]));

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm). */
export function easterSunday(year: number): CivilTime {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return civil(year, month, day);
}

/** The `ordinal`-th (1-5, or -1 for the last) `weekday` (0 = Sunday) of a month. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, ordinal: number): CivilTime | undefined {
  if (ordinal < 0) {
    const last = civil(year, month, daysInMonth(year, month));
    return civil(year, month, last.day - ((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = civil(year, month, 1);
  const day = 1 + ((weekday - weekdayOf(first) + 7) % 7) + 7 * (ordinal - 1);
  return day > daysInMonth(year, month) ? undefined : civil(year, month, day);
}

/** The lexicon's word groups naming a country that keeps a holiday on its own day. */
type HolidayCountry = 'holiday-country/ireland' | 'holiday-country/canada' | 'holiday-country/united-states';

/**
 * Holidays one country keeps on another day, by the lexicon's word group naming that country: a request naming Ireland
 * reads "the August bank holiday" as Ireland's (the first Monday of August), not the UK's (the last), and one naming
 * Canada or the United States "Labour Day" as the first Monday of September.
 */
export const holidayCountryVariants: Readonly<Record<string, ReadonlyArray<readonly [country: HolidayCountry, variant: string]>>> = {
  'summer-bank-holiday': [['holiday-country/ireland', 'irish-august-bank-holiday']],
  // Canada's Labour Day, like the US Labor Day, is the first Monday of September, not 1 May.
  'labour-day': [['holiday-country/canada', 'labor-day'], ['holiday-country/united-states', 'labor-day']],
};

/** Whether a holiday's day begins at the sundown before it (the feasts of the Hebrew and Islamic calendars). */
export function holidayStartsAtSundown(id: string): boolean {
  const rule = byId.get(id)?.rule;
  return rule !== undefined && 'calendar' in rule && rule.calendar[0] !== 'chinese';
}

/** The date of a holiday (by id) in a year. */
export function holidayDate(id: string, year: number): CivilTime | undefined {
  const holiday = byId.get(id);
  if (holiday === undefined) return undefined;
  const rule = holiday.rule;
  if ('fixed' in rule) return civil(year, rule.fixed[0], rule.fixed[1]);
  if ('easter' in rule) {
    const easter = easterSunday(year);
    return civil(easter.year, easter.month, easter.day + rule.easter);
  }
  if ('nth' in rule && rule.before !== undefined) {
    // The last such weekday strictly before a date ("the Monday before 25 May").
    const limit = civil(year, rule.before[0], rule.before[1]);
    return civil(year, limit.month, limit.day - ((weekdayOf(limit) - rule.nth[1] + 6) % 7) - 1);
  }
  if ('nth' in rule) {
    const day = nthWeekdayOfMonth(year, rule.nth[2], rule.nth[1], rule.nth[0]);
    return day === undefined || rule.days === undefined ? day : civil(day.year, day.month, day.day + rule.days);
  }
  if ('dates' in rule) {
    const listed = rule.dates[year];
    return listed === undefined ? undefined : civil(year, listed[0], listed[1]);
  }
  if ('calendar' in rule) return calendarFeast(rule.calendar[0], rule.calendar[1], year);
  const base = holidayDate(rule.after[0], year);
  return base === undefined ? undefined : civil(base.year, base.month, base.day + rule.after[1]);
}

const feasts = new Map<string, CivilTime | undefined>();

/**
 * The first day of Gregorian `year` whose month and day in `calendar` (an `Intl` calendar: chinese, hebrew,
 * islamic-umalqura) are those of the Gregorian day `sample`: the feast that falls on that day of its own calendar.
 */
function calendarFeast(calendar: string, sample: string, year: number): CivilTime | undefined {
  const key = `${calendar} ${sample} ${year}`;
  if (feasts.has(key)) return feasts.get(key);
  let found: CivilTime | undefined;
  try {
    const format = new Intl.DateTimeFormat(`en-u-ca-${calendar}`, { timeZone: 'UTC', month: 'numeric', day: 'numeric' });
    const dayOf = (instant: Date): string => format.formatToParts(instant).filter((part) => part.type === 'month' || part.type === 'day').map((part) => `${part.type}=${part.value}`).join(' ');
    const wanted = dayOf(new Date(`${sample}T12:00:00Z`));
    for (let time = Date.UTC(year, 0, 1, 12); time < Date.UTC(year + 1, 0, 1); time += 86_400_000) {
      const instant = new Date(time);
      if (dayOf(instant) === wanted) {
        found = civil(year, instant.getUTCMonth() + 1, instant.getUTCDate());
        break;
      }
    }
  } catch {
    // A runtime without that calendar: the feast is not read.
  }
  feasts.set(key, found);
  return found;
}

/** Every holiday name, longest first, with its id (for building the matching pattern). */
export function holidayNames(): Array<[name: string, id: string]> {
  return holidays.flatMap((holiday) => holiday.names.map((name): [string, string] => [name, holiday.id])).sort((left, right) => right[0].length - left[0].length);
}
