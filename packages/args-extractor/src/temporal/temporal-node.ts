import type { PartOfDayName } from '@metnos/lexicon/internal';

/**
 * The meaning of a temporal expression, independent of the clock: what the text says ("the Friday of next week",
 * "9:30", "the last 7 days"), resolved against a clock and a direction by `resolveTemporalNode`.
 */

/** A month, named or counted from the current one. */
export type MonthReference =
  | { month: number; year?: number; yearShift?: number; modifier?: 'next' | 'last' }
  | { monthShift: number };

/** A year, named or counted from the current one. */
export type YearReference = { year: number } | { yearShift: number };

/** How a weekday is qualified: bare, this week's, next week's, the last one, the next one after today. */
export type WeekdayModifier = 'none' | 'this' | 'next' | 'last' | 'coming' | 'next-week' | 'last-week';

/** A calendar day. */
export type DayNode =
  | { type: 'relative-day'; days: number }
  /**
   * `swappable`: written in digits with both numbers 1–12, so the other order is a reading too ("06/01"); `weekday`: a
   * weekday written beside it ("Mon 06/01"), which settles the order when only the other one falls on it.
   */
  | { type: 'calendar-date'; month: number; day: number; year?: number; yearShift?: number; modifier?: 'next' | 'last'; swappable?: boolean; weekday?: number }
  | { type: 'day-of-month'; day: number; monthShift?: number; weekday?: number }
  | { type: 'weekday'; weekday: number; modifier: WeekdayModifier }
  | { type: 'nth-weekday'; ordinal: number; weekday: number; month: MonthReference }
  | { type: 'month-edge'; edge: 'first' | 'last' | 'middle'; month: MonthReference }
  | { type: 'year-edge'; edge: 'first' | 'last'; year: YearReference }
  | { type: 'holiday'; holiday: string; year?: number; yearShift?: number; modifier?: 'next' | 'last' }
  | { type: 'shifted-day'; base: DayNode; days: number }
  | { type: 'offset-day'; amount: number; unit: 'day' | 'week' | 'month' | 'year' | 'business-day' }
  | { type: 'week-day'; weekday: number; week: number }
  | { type: 'weekday-from'; base: DayNode; weekday: number; sign: 1 | -1 }
  /** The first or last day of the long weekend ("ponte") a feast makes with the weekend (`resolveDay`). */
  | { type: 'bridge-edge'; base: DayNode; edge: 'start' | 'end' }
  /** The weekday a holiday on a weekend is kept on ("Independence Day (observed)"): Friday for a Saturday, Monday for a Sunday. */
  | { type: 'observed'; base: DayNode }
  /** The first or last day of a quarter or half counted from the current one ("fine trimestre"). */
  | { type: 'quarter-edge'; months: 3 | 6; edge: 'first' | 'last'; shift: number };

/** A time of day as written; `meridiem` from am/pm or a part of the day. */
export interface TimeOfDay {
  hour: number;
  minute: number;
  second?: number;
  meridiem?: 'am' | 'pm';
  /** A 24-hour reading ("18:30", "08:00", noon, midnight) that a part of the day does not move. */
  fixed?: boolean;
  /** The IANA zone the time is written in ("3pm eastern", "alle 15 ora di Londra"), when not the request's own. */
  zone?: string;
}

/** Parts of the day and their windows: the lexicon's names, whose words each locale holds. */
export type PartOfDay = PartOfDayName;

/** Calendar periods. */
type PeriodUnit = 'week' | 'weekend' | 'month' | 'quarter' | 'half' | 'year' | 'season';

/** Seasons of the northern hemisphere. */
type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** Units of rolling windows, offsets and durations. */
export type DurationUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** A length: amounts per unit (`{ hour: 1, minute: 30 }`). */
export type DurationParts = Partial<Record<DurationUnit, number>>;

/** A temporal expression. */
export type TemporalNode =
  | { type: 'day'; day: DayNode; time?: TimeOfDay; part?: PartOfDay; sameTime?: boolean }
  | { type: 'time'; time: TimeOfDay; part?: PartOfDay }
  | { type: 'part'; part: PartOfDay }
  | { type: 'now' }
  | { type: 'moment-offset'; sign: 1 | -1; duration: DurationParts }
  | { type: 'period'; unit: PeriodUnit; shift: number; containing?: DayNode; ordinal?: number; year?: YearReference; month?: MonthReference; season?: Season }
  | { type: 'rolling'; sign: 1 | -1; duration: DurationParts }
  | { type: 'range'; from: TemporalNode; to: TemporalNode; anchor?: 'start' | 'end' }
  | { type: 'since'; from: TemporalNode; looksBack: boolean; after?: boolean }
  | { type: 'until'; to: TemporalNode; exclusive: boolean; deadline?: boolean }
  | { type: 'duration'; duration: DurationParts };
