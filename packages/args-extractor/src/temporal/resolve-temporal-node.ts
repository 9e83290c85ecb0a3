import { addCivil, civil, civilAt, civilInstant, compareCivil, type CivilTime, daysInMonth, startOfDay, weekdayOf } from './civil-time';
import { holidayDate, nthWeekdayOfMonth } from './holidays';
import { nextDayEnd } from './next-day-end';
import { nightJustGone } from './night-just-gone';
import { seasonStart } from './season-start';
import type { DayNode, DurationParts, MonthReference, PartOfDay, TemporalNode, TimeOfDay, YearReference } from './temporal-node';

/** Which way to resolve a recurring expression ("Monday", "9:30", "March"): the next, the last, or the default. */
type ResolveDirection = 'past' | 'future' | 'neutral';

/** The grain of a reading: the unit the expression names. */
type TemporalGrain = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

/** The clock and direction a node is resolved against. */
export interface ResolveContext {
  /** Wall clock of now in the zone. */
  now: CivilTime;
  nowInstant: Date;
  timeZone: string;
  direction: ResolveDirection;
}

/** A resolved expression, on the wall clock of the zone. */
export interface TemporalReading {
  /** `point`: a day or a moment; `time`: a time of day named without a day; `span`: a window; `duration`: a length. */
  shape: 'point' | 'time' | 'span' | 'duration';
  start: CivilTime;
  /** Exclusive end for days and spans; equal to `start` for moments. */
  end: CivilTime;
  grain: TemporalGrain;
  /** For "since X" (`start`) and "until/by X" (`end`): the end the expression names. */
  anchor?: 'start' | 'end';
  /** For parts of the day: the moment a single date-time takes (09:00 for the morning). */
  typical?: CivilTime;
  duration?: DurationParts;
}

/** Parts of the day: window [start hour, end hour) (end may pass midnight) and typical hour. */
export const partWindows: Record<PartOfDay, { from: number; to: number; typical: number }> = {
  morning: { from: 6, to: 12, typical: 9 },
  lunch: { from: 12, to: 14, typical: 13 },
  afternoon: { from: 12, to: 18, typical: 15 },
  evening: { from: 18, to: 24, typical: 20 },
  dinner: { from: 19, to: 22, typical: 20 },
  night: { from: 22, to: 30, typical: 22 },
  // The narrower parts start where every reading of them has begun ("late afternoon" by 16:00, "late evening" by 22:00).
  'early-morning': { from: 6, to: 9, typical: 7 },
  'mid-morning': { from: 10, to: 11, typical: 10 },
  'late-morning': { from: 11, to: 12, typical: 11 },
  'early-afternoon': { from: 13, to: 15, typical: 13 },
  'mid-afternoon': { from: 14, to: 16, typical: 15 },
  'late-afternoon': { from: 16, to: 18, typical: 17 },
  'early-evening': { from: 18, to: 20, typical: 19 },
  'late-evening': { from: 22, to: 24, typical: 22 },
};

/** The part of the day a narrower one lies in ("late afternoon" is afternoon), for the meridiem of its hours. */
function broadPart(part: PartOfDay | undefined): PartOfDay | undefined {
  return part === undefined ? undefined : (broadParts[part] ?? part);
}

const broadParts: Partial<Record<PartOfDay, PartOfDay>> = {
  'early-morning': 'morning',
  'mid-morning': 'morning',
  'late-morning': 'morning',
  'early-afternoon': 'afternoon',
  'mid-afternoon': 'afternoon',
  'late-afternoon': 'afternoon',
  'early-evening': 'evening',
  'late-evening': 'evening',
};

function pick(candidates: Array<CivilTime | undefined>, today: CivilTime, direction: ResolveDirection, strict = false): CivilTime | undefined {
  const valid = candidates.filter((candidate): candidate is CivilTime => candidate !== undefined).sort(compareCivil);
  if (direction === 'past') {
    const before = valid.filter((candidate) => (strict ? compareCivil(candidate, today) < 0 : compareCivil(candidate, today) <= 0));
    return before[before.length - 1];
  }
  return valid.find((candidate) => (strict ? compareCivil(candidate, today) > 0 : compareCivil(candidate, today) >= 0));
}

function validDate(year: number, month: number, day: number): CivilTime | undefined {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? civil(year, month, day) : undefined;
}

function mondayOf(day: CivilTime): CivilTime {
  return addCivil(startOfDay(day), { days: -((weekdayOf(day) + 6) % 7) });
}

/** Resolves a month reference to its first day. */
function resolveMonth(reference: MonthReference, context: ResolveContext): CivilTime {
  const today = startOfDay(context.now);
  if ('monthShift' in reference) return addCivil(civil(today.year, today.month, 1), { months: reference.monthShift });
  if (reference.year !== undefined) return civil(reference.year, reference.month, 1);
  if (reference.yearShift !== undefined) return civil(today.year + reference.yearShift, reference.month, 1);
  const current = civil(today.year, today.month, 1);
  const candidates = [-1, 0, 1].map((shift) => civil(today.year + shift, reference.month, 1));
  if (reference.modifier === 'next') return pick(candidates, current, 'future', true) ?? (candidates[2] as CivilTime);
  if (reference.modifier === 'last') return pick(candidates, current, 'past', true) ?? (candidates[0] as CivilTime);
  return pick(candidates, current, context.direction) ?? (candidates[1] as CivilTime);
}

function resolveYear(reference: YearReference, context: ResolveContext): number {
  return 'year' in reference ? reference.year : context.now.year + reference.yearShift;
}

/** Resolves a day to its midnight, or undefined when it does not exist (31 February). */
function resolveDay(day: DayNode, context: ResolveContext): CivilTime | undefined {
  const today = startOfDay(context.now);
  const direction = context.direction;
  switch (day.type) {
    case 'relative-day':
      return addCivil(today, { days: day.days });
    case 'calendar-date': {
      if (day.year !== undefined) return validDate(day.year, day.month, day.day);
      if (day.yearShift !== undefined) return validDate(today.year + day.yearShift, day.month, day.day);
      const candidates = [-1, 0, 1].map((shift) => validDate(today.year + shift, day.month, day.day));
      if (day.modifier === 'next') return pick(candidates, today, 'future', true);
      if (day.modifier === 'last') return pick(candidates, today, 'past', true);
      const read = pick(candidates, today, direction);
      if (read === undefined || day.weekday === undefined || weekdayOf(read) === day.weekday) return read;
      // "Mon 06/01": when only the other order falls on the weekday written beside it, that order is meant.
      const swapped = day.swappable === true ? pick([-1, 0, 1].map((shift) => validDate(today.year + shift, day.day, day.month)), today, direction) : undefined;
      if (swapped !== undefined && weekdayOf(swapped) === day.weekday) return swapped;
      // "was held on Friday 22 May": the tense picked a year where 22 May is no Friday; the nearest year where it is one.
      const onWeekday = candidates.filter((candidate): candidate is CivilTime => candidate !== undefined && weekdayOf(candidate) === day.weekday);
      return onWeekday.length === 1 ? onWeekday[0] : read;
    }
    case 'day-of-month': {
      if (day.monthShift !== undefined) {
        const month = addCivil(civil(today.year, today.month, 1), { months: day.monthShift });
        return validDate(month.year, month.month, day.day);
      }
      const candidates = [-2, -1, 0, 1, 2].map((shift) => {
        const month = addCivil(civil(today.year, today.month, 1), { months: shift });
        return validDate(month.year, month.month, day.day);
      });
      // "Thursday the 21st": the weekday written beside the number settles the month, whatever the tense says.
      const onWeekday = day.weekday === undefined ? [] : candidates.map((candidate) => (candidate !== undefined && weekdayOf(candidate) === day.weekday ? candidate : undefined));
      return pick(onWeekday, today, direction) ?? pick(onWeekday, today, direction === 'past' ? 'future' : 'past') ?? pick(candidates, today, direction);
    }
    case 'weekday': {
      const todayWeekday = weekdayOf(today);
      const monday = mondayOf(today);
      const inWeek = (week: number): CivilTime => addCivil(monday, { days: 7 * week + ((day.weekday + 6) % 7) });
      const coming = addCivil(today, { days: (day.weekday - todayWeekday + 7) % 7 || 7 });
      const last = addCivil(today, { days: -((todayWeekday - day.weekday + 7) % 7 || 7) });
      switch (day.modifier) {
        case 'this':
          return inWeek(0);
        case 'next':
        case 'next-week':
          return inWeek(1);
        case 'last-week':
          return inWeek(-1);
        case 'last':
          return last;
        case 'coming':
          return coming;
        case 'none':
          return direction === 'past' ? last : coming;
      }
      return coming;
    }
    case 'weekday-from': {
      const base = resolveDay(day.base, context);
      if (base === undefined) return undefined;
      const distance = day.sign > 0 ? (day.weekday - weekdayOf(base) + 7) % 7 || 7 : -((weekdayOf(base) - day.weekday + 7) % 7 || 7);
      return addCivil(base, { days: distance });
    }
    case 'week-day':
      return addCivil(mondayOf(today), { days: 7 * day.week + ((day.weekday + 6) % 7) });
    case 'nth-weekday': {
      const month = resolveMonth(day.month, context);
      return nthWeekdayOfMonth(month.year, month.month, day.weekday, day.ordinal);
    }
    case 'month-edge': {
      const month = resolveMonth(day.month, context);
      const last = daysInMonth(month.year, month.month);
      return civil(month.year, month.month, day.edge === 'first' ? 1 : day.edge === 'last' ? last : 15);
    }
    case 'year-edge': {
      const year = resolveYear(day.year, context);
      return day.edge === 'first' ? civil(year, 1, 1) : civil(year, 12, 31);
    }
    case 'holiday': {
      if (day.year !== undefined) return holidayDate(day.holiday, day.year);
      if (day.yearShift !== undefined) return holidayDate(day.holiday, today.year + day.yearShift);
      const candidates = [-1, 0, 1].map((shift) => holidayDate(day.holiday, today.year + shift));
      if (day.modifier !== undefined) return pick(candidates, today, day.modifier === 'next' ? 'future' : 'past', true);
      return pick(candidates, today, direction);
    }
    case 'shifted-day': {
      const base = resolveDay(day.base, context);
      return base === undefined ? undefined : addCivil(base, { days: day.days });
    }
    case 'quarter-edge': {
      const today = startOfDay(context.now);
      const first = addCivil(civil(today.year, Math.floor((today.month - 1) / day.months) * day.months + 1, 1), { months: day.months * day.shift });
      return day.edge === 'first' ? first : addCivil(first, { months: day.months, days: -1 });
    }
    case 'observed': {
      const base = resolveDay(day.base, context);
      if (base === undefined) return undefined;
      const weekday = weekdayOf(base);
      return weekday === 6 ? addCivil(base, { days: -1 }) : weekday === 0 ? addCivil(base, { days: 1 }) : base;
    }
    case 'bridge-edge': {
      // A feast's "ponte": from the Saturday before a Monday or Tuesday feast, to the Sunday after a Thursday or Friday
      // one (the working day between is bridged); a Wednesday feast bridges nothing, a weekend one is its weekend.
      const base = resolveDay(day.base, context);
      if (base === undefined) return undefined;
      const weekday = weekdayOf(base);
      const before = [1, 2, 3, 0, 0, 0, 0][weekday] ?? 0;
      const after = [0, 0, 0, 0, 3, 2, 1][weekday] ?? 0;
      return addCivil(base, { days: day.edge === 'start' ? -before : after });
    }
    case 'offset-day': {
      const unit = day.unit;
      if (unit === 'business-day') {
        // Monday to Friday: each step moves to the next (or previous) weekday, over weekends.
        let found = today;
        for (let left = Math.abs(day.amount); left > 0; ) {
          found = addCivil(found, { days: Math.sign(day.amount) });
          if (weekdayOf(found) !== 0 && weekdayOf(found) !== 6) left -= 1;
        }
        return found;
      }
      return addCivil(today, unit === 'day' ? { days: day.amount } : unit === 'week' ? { days: 7 * day.amount } : unit === 'month' ? { months: day.amount } : { years: day.amount });
    }
  }
}

/** The 24-hour clock of a time of day, given its meridiem and the part of the day it was said with. */
function clockHour(time: TimeOfDay, narrowPart: PartOfDay | undefined): number {
  const part = broadPart(narrowPart);
  let hour = time.hour;
  if (time.fixed === true) return hour;
  const meridiem = time.meridiem ?? (part === 'morning' ? 'am' : part === 'afternoon' || part === 'evening' || part === 'dinner' ? 'pm' : part === 'night' ? (hour >= 6 && hour < 12 ? 'pm' : 'am') : part === 'lunch' && hour < 6 ? 'pm' : undefined);
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  return hour;
}

function at(day: CivilTime, time: TimeOfDay, narrowPart: PartOfDay | undefined, timeZone: string): CivilTime {
  const part = broadPart(narrowPart);
  // A time written in another zone: that zone's wall clock on the day, read back on the request's own.
  const { zone, ...local } = time;
  if (zone !== undefined && zone !== timeZone) return civilAt(civilInstant(at(day, local, part, timeZone), zone), timeZone);
  if (time.fixed === true && time.hour === 0 && time.minute === 0 && (part === 'evening' || part === 'night')) return civil(day.year, day.month, day.day + 1);
  if (part === 'night' && clockHour(time, part) < 6) return civil(day.year, day.month, day.day + 1, clockHour(time, part), time.minute, time.second ?? 0);
  return civil(day.year, day.month, day.day, clockHour(time, part), time.minute, time.second ?? 0);
}

function partSpan(day: CivilTime, part: PartOfDay): { start: CivilTime; end: CivilTime; typical: CivilTime } {
  const window = partWindows[part];
  return {
    start: civil(day.year, day.month, day.day, window.from),
    end: civil(day.year, day.month, day.day, window.to),
    typical: civil(day.year, day.month, day.day, window.typical),
  };
}

/** Adds a duration to now: days and longer on the wall clock, hours and shorter on the instant line. */
function shiftFromNow(duration: DurationParts, sign: 1 | -1, context: ResolveContext): CivilTime {
  const wall = addCivil(context.now, {
    years: sign * (duration.year ?? 0),
    months: sign * (duration.month ?? 0),
    days: sign * ((duration.day ?? 0) + 7 * (duration.week ?? 0)),
  });
  const seconds = (duration.hour ?? 0) * 3600 + (duration.minute ?? 0) * 60 + (duration.second ?? 0);
  if (seconds === 0) return wall;
  const instant = civilInstant(wall, context.timeZone);
  return civilAt(new Date(instant.getTime() + sign * seconds * 1000), context.timeZone);
}

function largestUnit(duration: DurationParts): TemporalGrain {
  for (const unit of ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const) if ((duration[unit] ?? 0) > 0) return unit;
  return 'second';
}

const dayReading = (day: CivilTime): TemporalReading => ({ shape: 'point', start: day, end: addCivil(day, { days: 1 }), grain: 'day' });
const moment = (time: CivilTime, grain: TemporalGrain = 'minute'): TemporalReading => ({ shape: 'point', start: time, end: time, grain });

/**
 * Resolves a node against the clock. Recurring expressions follow `context.direction`: 'future' takes the next
 * occurrence (a bare weekday strictly after today, a date or month without a year from today/this month on, a time
 * later today or tomorrow), 'past' the last one, 'neutral' the next one — except current periods ("this week"),
 * which end now unless the direction is 'future', and "since", which looks back. Returns undefined for days that do
 * not exist.
 */
export function resolveTemporalNode(node: TemporalNode, context: ResolveContext): TemporalReading | undefined {
  const now = context.now;
  switch (node.type) {
    case 'day': {
      const day = resolveDay(node.day, context);
      if (day === undefined) return undefined;
      if (node.sameTime === true) return moment(civil(day.year, day.month, day.day, now.hour, now.minute, now.second));
      if (node.time !== undefined) {
        const time = at(day, node.time, node.part, context.timeZone);
        if (nightJustGone(node.day, node.part, context.direction, compareCivil(time, now) > 0)) return moment(at(addCivil(day, { days: -1 }), node.time, node.part, context.timeZone));
        return moment(time);
      }
      if (node.part !== undefined) {
        const span = partSpan(day, node.part);
        return { shape: 'span', start: span.start, end: span.end, grain: 'hour', typical: span.typical };
      }
      return dayReading(day);
    }
    case 'time': {
      const today = startOfDay(now);
      const candidate = at(today, node.time, node.part, context.timeZone);
      let chosen = candidate;
      if (context.direction === 'past' && compareCivil(candidate, now) > 0) chosen = addCivil(candidate, { days: -1 });
      if (context.direction !== 'past' && compareCivil(candidate, now) <= 0) chosen = addCivil(candidate, { days: 1 });
      return { shape: 'time', start: chosen, end: chosen, grain: 'minute' };
    }
    case 'part': {
      const today = startOfDay(now);
      let span = partSpan(today, node.part);
      if (context.direction === 'past' && compareCivil(span.start, now) > 0) span = partSpan(addCivil(today, { days: -1 }), node.part);
      if (context.direction !== 'past' && compareCivil(span.end, now) <= 0) span = partSpan(addCivil(today, { days: 1 }), node.part);
      return { shape: 'span', start: span.start, end: span.end, grain: 'hour', typical: span.typical };
    }
    case 'now':
      return moment(now, 'second');
    case 'moment-offset':
      return moment(shiftFromNow(node.duration, node.sign, context), (node.duration.second ?? 0) > 0 ? 'second' : 'minute');
    case 'period':
      return resolvePeriod(node, context);
    case 'rolling': {
      const other = shiftFromNow(node.duration, node.sign, context);
      const grain = largestUnit(node.duration);
      return node.sign < 0 ? { shape: 'span', start: other, end: now, grain } : { shape: 'span', start: now, end: other, grain };
    }
    case 'range': {
      let from = resolveTemporalNode(withYearOfEnd(node.from, node.to), context);
      let to = resolveTemporalNode(node.to, context);
      if (from === undefined || to === undefined) return undefined;
      const current = rangeHoldingToday(node, from, to, context);
      if (current !== undefined) from = current;
      to = nextDayEnd(node.from, node.to, from, to) ?? to;
      for (let attempt = 0; attempt < 2 && compareCivil(to.start, from.start) < 0; attempt += 1) {
        const bumped = bumpForward(node.to, context, from.start);
        if (bumped === undefined) break;
        to = bumped;
      }
      const ordered = orderedStart(node.from, from, to, context);
      if (ordered === undefined) return undefined;
      from = ordered;
      const end = to.end;
      // A feast's "ponte" stands, as one day, for the feast.
      const feast = node.from.type === 'day' && node.from.day.type === 'bridge-edge' ? resolveDay(node.from.day.base, context) : undefined;
      return { shape: 'span', start: from.start, end, grain: from.grain === 'hour' && to.grain === 'hour' ? 'hour' : finer(from.grain, to.grain), ...(node.anchor === undefined ? {} : { anchor: node.anchor }), ...(feast === undefined ? {} : { typical: feast }) };
    }
    case 'since': {
      const direction = node.looksBack ? 'past' : context.direction === 'neutral' ? (node.after === true ? 'future' : 'past') : context.direction;
      const from = resolveTemporalNode(node.from, { ...context, direction });
      if (from === undefined) return undefined;
      if (compareCivil(from.start, now) <= 0) return { shape: 'span', start: from.start, end: now, grain: from.grain, anchor: 'start' };
      const end = compareCivil(from.end, from.start) > 0 ? from.end : addCivil(startOfDay(from.start), { days: 1 });
      return { shape: 'span', start: from.start, end, grain: from.grain, anchor: 'start' };
    }
    case 'until': {
      const direction = context.direction === 'past' && node.deadline !== true ? 'past' : 'future';
      const to = resolveTemporalNode(node.to, { ...context, direction });
      if (to === undefined) return undefined;
      const end = node.exclusive ? to.start : to.end;
      if (compareCivil(end, now) >= 0) return { shape: 'span', start: now, end, grain: to.grain, anchor: 'end' };
      return { shape: 'span', start: to.start, end, grain: to.grain, anchor: 'end' };
    }
    case 'duration':
      return { shape: 'duration', start: now, end: shiftFromNow(node.duration, 1, context), grain: largestUnit(node.duration), duration: node.duration };
  }
}

const grainOrder: TemporalGrain[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];
function finer(left: TemporalGrain, right: TemporalGrain): TemporalGrain {
  return grainOrder.indexOf(left) <= grainOrder.indexOf(right) ? left : right;
}

/**
 * The start of a range, never after its end: a start that came out after an end the clock fixes ("dal 4 maggio a
 * oggi", "from May 4 to today") is read again as the last such day on or before the end. A range with no ordered
 * reading is no range.
 */
function orderedStart(node: TemporalNode, from: TemporalReading, to: TemporalReading, context: ResolveContext): TemporalReading | undefined {
  if (compareCivil(from.start, to.start) <= 0) return from;
  const earlier = resolveTemporalNode(node, { ...context, now: to.start, direction: 'past' });
  return earlier !== undefined && compareCivil(earlier.start, to.start) <= 0 ? earlier : undefined;
}

/** A calendar date written without its year ("18/05", "May 18"). */
function isYearlessDate(node: TemporalNode): boolean {
  return node.type === 'day' && node.day.type === 'calendar-date' && node.day.year === undefined && node.day.yearShift === undefined && node.day.modifier === undefined;
}

/**
 * The start of a range of yearless dates that holds today ("valida dal 18/05 al 31/05", "valid from 5/18 to 5/31" on
 * 19 May): its start came out a year ahead, past its end, but the same year's start, before today, makes a range that
 * is running now, which beats one a year later. Undefined when that is not so.
 */
function rangeHoldingToday(node: Extract<TemporalNode, { type: 'range' }>, from: TemporalReading, to: TemporalReading, context: ResolveContext): TemporalReading | undefined {
  if (compareCivil(to.start, from.start) >= 0 || !isYearlessDate(node.from) || !isYearlessDate(node.to)) return undefined;
  const earlier = orderedStart(node.from, from, to, context);
  if (earlier === undefined || compareCivil(earlier.start, context.now) > 0 || compareCivil(context.now, to.end) >= 0) return undefined;
  return earlier;
}

/** Re-resolves the end of a range that came out before its start: the next occurrence after the start. */
function bumpForward(node: TemporalNode, context: ResolveContext, after: CivilTime): TemporalReading | undefined {
  const later = { ...context, now: after, direction: 'future' as const };
  const reading = resolveTemporalNode(node, later);
  if (reading === undefined) return undefined;
  if (node.type === 'day' && (node.day.type === 'relative-day' || node.day.type === 'offset-day')) return undefined;
  return reading;
}

function resolvePeriod(node: Extract<TemporalNode, { type: 'period' }>, context: ResolveContext): TemporalReading | undefined {
  const now = context.now;
  const today = startOfDay(now);
  const toNow = (start: CivilTime, end: CivilTime, grain: TemporalGrain, current: boolean): TemporalReading =>
    current && context.direction !== 'future' && compareCivil(now, end) < 0 ? { shape: 'span', start, end: now, grain } : { shape: 'span', start, end, grain };
  switch (node.unit) {
    case 'week': {
      const anchor = node.containing === undefined ? addCivil(today, { days: 7 * node.shift }) : resolveDay(node.containing, context);
      if (anchor === undefined) return undefined;
      const start = mondayOf(anchor);
      return toNow(start, addCivil(start, { days: 7 }), 'week', node.containing === undefined && node.shift === 0);
    }
    case 'weekend': {
      if (node.containing !== undefined) {
        const day = resolveDay(node.containing, context);
        if (day === undefined) return undefined;
        const saturday = addCivil(day, { days: (6 - weekdayOf(day) + 7) % 7 });
        return { shape: 'span', start: saturday, end: addCivil(saturday, { days: 2 }), grain: 'day' };
      }
      const weekday = weekdayOf(today);
      const current = weekday === 6 ? today : weekday === 0 ? addCivil(today, { days: -1 }) : undefined;
      const upcoming = current ?? addCivil(today, { days: 6 - weekday });
      const previous = current === undefined ? addCivil(upcoming, { days: -7 }) : addCivil(current, { days: -7 });
      let saturday = upcoming;
      if (node.shift > 0) saturday = addCivil(upcoming, { days: 7 * node.shift });
      else if (node.shift < 0) saturday = addCivil(previous, { days: 7 * (node.shift + 1) });
      else if (context.direction === 'past' && current === undefined) saturday = previous;
      return { shape: 'span', start: saturday, end: addCivil(saturday, { days: 2 }), grain: 'day' };
    }
    case 'month': {
      const start = node.month === undefined ? addCivil(civil(today.year, today.month, 1), { months: node.shift }) : resolveMonth(node.month, context);
      const end = addCivil(start, { months: 1 });
      return toNow(start, end, 'month', start.year === today.year && start.month === today.month && node.month === undefined);
    }
    case 'quarter':
    case 'half': {
      const size = node.unit === 'quarter' ? 3 : 6;
      const currentIndex = Math.floor((today.month - 1) / size);
      let start: CivilTime;
      if (node.ordinal !== undefined) {
        const year = node.year === undefined ? today.year : resolveYear(node.year, context);
        start = civil(year, (node.ordinal - 1) * size + 1, 1);
      } else start = addCivil(civil(today.year, currentIndex * size + 1, 1), { months: size * node.shift });
      const end = addCivil(start, { months: size });
      const current = compareCivil(start, now) <= 0 && compareCivil(now, end) < 0;
      // A quarter or half named by its number ("il primo semestre", "Q2") is the whole of it, as a named month is.
      return toNow(start, end, node.unit === 'quarter' ? 'quarter' : 'month', current && node.year === undefined && node.ordinal === undefined);
    }
    case 'season': {
      // The astronomical start, on the zone's calendar (`seasonStart`): autumn 2026 starts on 23 September in Rome.
      const season = node.season ?? 'summer';
      const order = ['spring', 'summer', 'autumn', 'winter'] as const;
      const nextSeason = order[(order.indexOf(season) + 1) % 4] ?? 'autumn';
      const spans = [-2, -1, 0, 1].map((shift) => {
        const year = (node.year === undefined ? today.year : resolveYear(node.year, context)) + shift;
        const [month, day] = seasonStart(year, season, context.timeZone);
        const endYear = season === 'winter' ? year + 1 : year;
        const [nextMonth, nextDay] = seasonStart(endYear, nextSeason, context.timeZone);
        return { start: civil(year, month, day), end: civil(endYear, nextMonth, nextDay) };
      });
      if (node.year !== undefined) {
        const chosen = spans[2] as { start: CivilTime; end: CivilTime };
        return { shape: 'span', start: chosen.start, end: chosen.end, grain: 'month' };
      }
      const current = spans.find((span) => compareCivil(span.start, now) <= 0 && compareCivil(now, span.end) < 0);
      const next = spans.find((span) => compareCivil(span.start, now) > 0);
      const previous = [...spans].reverse().find((span) => compareCivil(span.end, now) <= 0);
      let chosen = current ?? (context.direction === 'past' ? previous : next);
      if (node.shift > 0) chosen = next;
      if (node.shift < 0) chosen = previous;
      if (chosen === undefined) return undefined;
      return { shape: 'span', start: chosen.start, end: chosen.end, grain: 'month' };
    }
    case 'year': {
      const year = node.year === undefined ? today.year + node.shift : resolveYear(node.year, context);
      const start = civil(year, 1, 1);
      return toNow(start, civil(year + 1, 1, 1), 'year', year === today.year && node.year === undefined);
    }
  }
}

/**
 * The start of a range takes the year written only on its end: "from March 1 through March 15, 2015", "dal 1° gennaio
 * al 31 marzo 2015" (the year before when the start's month comes later: "dal 20 dicembre al 6 gennaio 2015").
 */
function withYearOfEnd(from: TemporalNode, to: TemporalNode): TemporalNode {
  if (from.type !== 'day' || from.day.type !== 'calendar-date' || from.day.year !== undefined || from.day.yearShift !== undefined) return from;
  if (to.type !== 'day' || to.day.type !== 'calendar-date' || to.day.year === undefined) return from;
  const later = from.day.month > to.day.month || (from.day.month === to.day.month && from.day.day > to.day.day);
  return { ...from, day: { ...from.day, year: later ? to.day.year - 1 : to.day.year } };
}
