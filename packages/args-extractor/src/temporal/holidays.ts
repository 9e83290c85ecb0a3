import { civil, type CivilTime, daysInMonth, weekdayOf } from './civil-time';

/** How a holiday's date is found in a given year. */
type HolidayRule =
  | { fixed: [month: number, day: number] }
  | { easter: number }
  | { nth: [ordinal: number, weekday: number, month: number] }
  | { after: [holiday: string, days: number] };

interface Holiday {
  id: string;
  /** Names in the normalised form the rules read (lowercase, no accents, straight apostrophes). */
  names: string[];
  rule: HolidayRule;
}

/** Italian, English (bank holidays included) and American holidays the rules know; movable feasts are computed from Easter. */
export const holidays: readonly Holiday[] = [
  { id: 'christmas-eve', names: ['vigilia di natale', 'christmas eve', 'xmas eve'], rule: { fixed: [12, 24] } },
  { id: 'christmas', names: ['natale', 'christmas day', 'christmas', 'xmas'], rule: { fixed: [12, 25] } },
  { id: 'boxing-day', names: ['santo stefano', 'boxing day', "st. stephen's day", "st stephen's day", "saint stephen's day"], rule: { fixed: [12, 26] } },
  { id: 'new-years-eve', names: ['san silvestro', 'notte di capodanno', 'vigilia di capodanno', "new year's eve", 'new years eve', 'new year eve'], rule: { fixed: [12, 31] } },
  { id: 'new-years-day', names: ['capodanno', "primo dell'anno", "new year's day", 'new years day', "new year's", 'new years', 'new year'], rule: { fixed: [1, 1] } },
  { id: 'epiphany', names: ['epifania', 'befana', 'epiphany'], rule: { fixed: [1, 6] } },
  { id: 'valentines-day', names: ['san valentino', "valentine's day", 'valentines day', "valentine's"], rule: { fixed: [2, 14] } },
  { id: 'holocaust-remembrance-day', names: ['giorno della memoria', 'giornata della memoria', 'holocaust remembrance day', 'holocaust memorial day'], rule: { fixed: [1, 27] } },
  { id: 'juneteenth', names: ['juneteenth'], rule: { fixed: [6, 19] } },
  { id: 'guy-fawkes-night', names: ['guy fawkes night', 'guy fawkes day', 'bonfire night'], rule: { fixed: [11, 5] } },
  { id: 'womens-day', names: ['festa della donna', "international women's day", "women's day", 'womens day'], rule: { fixed: [3, 8] } },
  { id: 'st-patricks-day', names: ["st. patrick's day", "st patrick's day", "saint patrick's day", 'st patricks day', 'san patrizio'], rule: { fixed: [3, 17] } },
  { id: 'italian-fathers-day', names: ['festa del papa', 'festa dei papa', 'san giuseppe'], rule: { fixed: [3, 19] } },
  { id: 'april-fools-day', names: ["pesce d'aprile", "april fools' day", "april fool's day", 'april fools day', "april fools'", 'april fools'], rule: { fixed: [4, 1] } },
  { id: 'liberation-day', names: ['festa della liberazione', 'giorno della liberazione', 'anniversario della liberazione'], rule: { fixed: [4, 25] } },
  { id: 'labour-day', names: ['festa del lavoro', 'festa dei lavoratori', 'labour day', 'may day'], rule: { fixed: [5, 1] } },
  { id: 'republic-day', names: ['festa della repubblica'], rule: { fixed: [6, 2] } },
  { id: 'saints-peter-and-paul', names: ['san pietro e paolo', 'santi pietro e paolo', 'festa di san pietro e paolo'], rule: { fixed: [6, 29] } },
  { id: 'independence-day', names: ['independence day', 'fourth of july', '4th of july'], rule: { fixed: [7, 4] } },
  { id: 'ferragosto', names: ['ferragosto', 'assumption day'], rule: { fixed: [8, 15] } },
  { id: 'halloween', names: ['halloween', "all hallows' eve"], rule: { fixed: [10, 31] } },
  { id: 'all-saints-day', names: ['ognissanti', 'tutti i santi', "all saints' day", 'all saints day', "all saints'"], rule: { fixed: [11, 1] } },
  { id: 'all-souls-day', names: ['giorno dei morti', 'commemorazione dei defunti', 'festa dei morti', "all souls' day", 'all souls day'], rule: { fixed: [11, 2] } },
  { id: 'veterans-day', names: ['veterans day', "veterans' day", 'remembrance day', 'armistice day'], rule: { fixed: [11, 11] } },
  { id: 'immaculate-conception', names: ['immacolata concezione', 'immacolata', 'immaculate conception'], rule: { fixed: [12, 8] } },
  { id: 'mlk-day', names: ['martin luther king jr. day', 'martin luther king day', 'martin luther king jr day', 'mlk day'], rule: { nth: [3, 1, 1] } },
  { id: 'presidents-day', names: ["presidents' day", 'presidents day', "president's day", "washington's birthday"], rule: { nth: [3, 1, 2] } },
  { id: 'mothers-day', names: ['festa della mamma', "mother's day", 'mothers day', "mothers' day"], rule: { nth: [2, 0, 5] } },
  { id: 'memorial-day', names: ['memorial day'], rule: { nth: [-1, 1, 5] } },
  { id: 'fathers-day', names: ["father's day", 'fathers day', "fathers' day"], rule: { nth: [3, 0, 6] } },
  { id: 'labor-day', names: ['labor day'], rule: { nth: [1, 1, 9] } },
  // England and Wales' bank holidays on Mondays (Scotland's summer one falls earlier and is not read).
  { id: 'early-may-bank-holiday', names: ['early may bank holiday', 'may bank holiday', 'may day bank holiday'], rule: { nth: [1, 1, 5] } },
  { id: 'spring-bank-holiday', names: ['spring bank holiday', 'late may bank holiday', 'whitsun bank holiday'], rule: { nth: [-1, 1, 5] } },
  { id: 'summer-bank-holiday', names: ['summer bank holiday', 'august bank holiday', 'late summer bank holiday'], rule: { nth: [-1, 1, 8] } },
  { id: 'remembrance-sunday', names: ['remembrance sunday'], rule: { nth: [2, 0, 11] } },
  { id: 'columbus-day', names: ['columbus day', "indigenous peoples' day", 'indigenous peoples day'], rule: { nth: [2, 1, 10] } },
  { id: 'thanksgiving', names: ['giorno del ringraziamento', 'festa del ringraziamento', 'ringraziamento', 'thanksgiving day', 'thanksgiving'], rule: { nth: [4, 4, 11] } },
  { id: 'black-friday', names: ['black friday'], rule: { after: ['thanksgiving', 1] } },
  { id: 'cyber-monday', names: ['cyber monday'], rule: { after: ['thanksgiving', 4] } },
  { id: 'easter-monday', names: ['pasquetta', "lunedi dell'angelo", 'lunedi di pasqua', 'easter monday'], rule: { easter: 1 } },
  { id: 'easter', names: ['domenica di pasqua', 'pasqua', 'easter sunday', 'easter day', 'easter'], rule: { easter: 0 } },
  { id: 'good-friday', names: ['venerdi santo', 'good friday'], rule: { easter: -2 } },
  { id: 'holy-thursday', names: ['giovedi santo', 'maundy thursday', 'holy thursday'], rule: { easter: -3 } },
  { id: 'holy-saturday', names: ['sabato santo', 'holy saturday'], rule: { easter: -1 } },
  { id: 'mothering-sunday', names: ['mothering sunday'], rule: { easter: -21 } },
  { id: 'palm-sunday', names: ['domenica delle palme', 'palm sunday'], rule: { easter: -7 } },
  { id: 'shrove-tuesday', names: ['martedi grasso', 'mardi gras', 'shrove tuesday', 'pancake day', 'carnevale'], rule: { easter: -47 } },
  { id: 'fat-thursday', names: ['giovedi grasso'], rule: { easter: -52 } },
  { id: 'ash-wednesday', names: ['mercoledi delle ceneri', 'le ceneri', 'ash wednesday'], rule: { easter: -46 } },
  { id: 'ascension', names: ['ascensione', 'ascension day', 'ascension'], rule: { easter: 39 } },
  { id: 'pentecost', names: ['lunedi di pentecoste', 'whit monday'], rule: { easter: 50 } },
  { id: 'pentecost-sunday', names: ['pentecoste', 'pentecost', 'whit sunday', 'whitsunday'], rule: { easter: 49 } },
  { id: 'corpus-domini', names: ['corpus domini', 'corpus christi'], rule: { easter: 60 } },
];

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
  if ('nth' in rule) return nthWeekdayOfMonth(year, rule.nth[2], rule.nth[1], rule.nth[0]);
  const base = holidayDate(rule.after[0], year);
  return base === undefined ? undefined : civil(base.year, base.month, base.day + rule.after[1]);
}

/** Every holiday name, longest first, with its id (for building the matching pattern). */
export function holidayNames(): Array<[name: string, id: string]> {
  return holidays.flatMap((holiday) => holiday.names.map((name): [string, string] => [name, holiday.id])).sort((left, right) => right[0].length - left[0].length);
}
