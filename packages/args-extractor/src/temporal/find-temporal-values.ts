import type { ExtractedValue, TemporalAlternative, TimeWindow } from '../extracted-value';
import { loadChrono } from './load-chrono';
import type { RuleClock } from '../time/rule-clock';
import { addCivil, civilAt, type CivilTime, formatCivilClock, formatCivilDay, formatCivilIso, startOfDay } from './civil-time';
import { applyPartOfDayHints } from './apply-part-of-day-hints';
import { combineTemporalAtoms, type TemporalMention } from './combine-temporal-atoms';
import { detectTense, type RequestTense } from './detect-tense';
import { tenseClause } from './tense-clause';
import { weekdaysInNamedWeek } from './weekdays-in-named-week';
import { dayOfMonthAfterDate } from './day-of-month-after-date';
import { directionFree } from './direction-free';
import type { TemporalLocale, TemporalMask, TemporalRule } from './engine/temporal-rule';
import { findTemporalAtoms } from './find-temporal-atoms';
import { imperativePlansDay } from './imperative-plans-day';
import { joinLoneDayAndClock } from './join-lone-day-and-clock';
import { afternoonBareHours } from './afternoon-bare-hours';
import { ruleMayMatch } from './engine/rule-cues';
import { rulePattern } from './engine/rule-pattern';
import { normalizeTemporalText } from './normalize-temporal-text';
import { durationInSeconds, formatDuration } from './read-duration';
import { cueWords, alternation, monthAbbreviations, monthNames, weekdayAbbreviations, weekdayNames } from './temporal-lexicon';
import { resolveTemporalNode, type ResolveContext, type TemporalReading } from './resolve-temporal-node';
import { temporalRules } from './temporal-rules';
import type { DayNode, TemporalNode } from './temporal-node';

/** Options of `findTemporalValues`. */
export interface FindTemporalValuesOptions {
  language?: TemporalLocale;
  /** Overrides the tense read from the request. */
  tense?: RequestTense;
}

/** The parsed expressions of a request, before they are resolved against a clock. */
export interface TemporalParse {
  mentions: Array<TemporalMention & { originalStart: number; originalEnd: number }>;
  /** The request's tense (`detectTense`), read on first access. */
  readonly tense: RequestTense;
  /** The tense `mention` is read in: the request's, or for the day an order of the request plans, that counted too. */
  tenseOf(mention: TemporalMention): RequestTense;
}

/** Finds the temporal expressions of a request (clock-independent). */
export function parseTemporalExpressions(text: string, options: FindTemporalValuesOptions = {}): TemporalParse {
  return readTemporalExpressions(text, options, temporalRules);
}

/** `parseTemporalExpressions` with the rules given (the rule tests run it without one rule at a time). */
function readTemporalExpressions(text: string, options: FindTemporalValuesOptions, rules: readonly TemporalRule[]): TemporalParse {
  const normalized = normalizeTemporalText(text, options.language);
  // The language the text was normalised in: the caller's, else the one guessed from its words before its number words
  // became digits.
  const language = options.language ?? normalized.language;
  const atoms = findTemporalAtoms(normalized.text, {
    original: (start, end) => {
      const [from, to] = normalized.toOriginal(start, end);
      return text.slice(from, to);
    },
    originalText: text,
    ...(language === undefined ? {} : { language }),
  }, language === 'es' ? rules : rules.filter((rule) => rule.locales.some((locale) => locale !== 'es')));
  const mentions = afternoonBareHours(dayOfMonthAfterDate(weekdaysInNamedWeek(joinLoneDayAndClock(combineTemporalAtoms(applyPartOfDayHints(atoms, normalized.text), normalized.text), normalized.text), normalized.text), normalized.text), normalized.text, language).map((mention) => {
    const [originalStart, originalEnd] = normalized.toOriginal(mention.start, mention.end);
    return { ...mention, originalStart, originalEnd };
  });
  mentions.push(...chronoFallback(text, mentions, language, rules.filter((rule): rule is TemporalMask => rule.kind === 'mask')));
  mentions.sort((left, right) => left.originalStart - right.originalStart);
  // The tense is read when first asked for: only a request with an expression needs it, and reading it runs some twenty
  // patterns, each compiled on its first run in a process (a request without a date, the most common, skips them all).
  let tense = options.tense;
  let plannedTense: RequestTense | undefined;
  const tenseLanguage = options.language ?? (language === 'es' ? 'es' : undefined);
  return {
    mentions,
    get tense(): RequestTense {
      tense ??= detectTense(normalized.text, text, tenseLanguage);
      return tense;
    },
    tenseOf(mention: TemporalMention): RequestTense {
      if (options.tense !== undefined) return options.tense;
      // A day an order of the request is to be done on ("send the invoice on May 28th") counts the order as a cue
      // forward (`imperativePlansDay`).
      const plans = mention.node.type === 'day' && imperativePlansDay(normalized.text, mention.start);
      const request = (): RequestTense => {
        if (!plans) return this.tense;
        plannedTense ??= detectTense(normalized.text, text, tenseLanguage, { plans: true });
        return plannedTense;
      };
      // In a request of several clauses the clause holding the expression decides (`tenseClause`): "22 maggio ore 21
      // concerto, hai preso i biglietti?" is the coming 22 May. A clause saying neither takes the tense of the text
      // before it in an earlier sentence (a story told in the past goes on; not across ", ma", "e poi"), and a past said
      // only after it does not reach back.
      const clause = tenseClause(normalized.text, mention.start, mention.end);
      const slice = (from: number, to: number): [string, string] => {
        const [originalFrom, originalTo] = normalized.toOriginal(from, to);
        return [normalized.text.slice(from, to), text.slice(originalFrom, originalTo)];
      };
      // The part between commas first, when a verb in it says a tense of its own: "ho spedito il pacco lunedì, dovrebbe
      // arrivare entro giovedì" is last Monday and this Thursday (a noun such as "volo" alone does not decide it).
      if (clause.part.from > clause.from || clause.part.to < clause.to) {
        const part = detectTense(...slice(clause.part.from, clause.part.to), tenseLanguage, { plans, verbsOnly: true });
        if (part !== 'neutral') return part;
      }
      if (clause.from === 0 && clause.to >= normalized.text.length) return request();
      const own = detectTense(...slice(clause.from, clause.to), tenseLanguage, { plans });
      if (own !== 'neutral') return own;
      const before = clause.from === 0 || clause.opened ? 'neutral' : detectTense(...slice(0, clause.from), tenseLanguage);
      if (before !== 'neutral') return before;
      const whole = request();
      return whole === 'past' ? 'neutral' : whole;
    },
  };
}

const dateWords = alternation([...Object.keys(monthNames), ...Object.keys(monthAbbreviations), ...Object.keys(weekdayNames), ...Object.keys(weekdayAbbreviations)]);
const dateWordNearNumber = new RegExp(`\\d(?:${cueWords('find-temporal-values/st')}|°)?[\\s,.-]{0,3}(?:${dateWords})(?![\\p{L}])|(?<![\\p{L}])(?:${dateWords})\\.?[\\s,-]{0,3}\\d`, 'u');

/**
 * chrono-node reads calendar-date formats the grammar does not know ("Tue 3/3", "Sat, 23 May 2026 10:00" in odd
 * spellings). It runs on the text left over, with a fixed reference (its resolution is not used: only the day,
 * month, year and time it found certain), and a result counts only when it names a day of a month with a month name
 * or a year — never a bare fraction like "3/4" or a lone weekday.
 */
function chronoFallback(text: string, mentions: ReadonlyArray<{ originalStart: number; originalEnd: number }>, language: TemporalLocale | undefined, masks: readonly TemporalMask[]): TemporalParse['mentions'] {
  let residual = text;
  for (const mention of mentions) residual = residual.slice(0, mention.originalStart) + ' '.repeat(mention.originalEnd - mention.originalStart) + residual.slice(mention.originalEnd);
  // What the masks name is no date (quotes, streets named after dates): blanked, offsets kept.
  for (const mask of masks) if (ruleMayMatch(mask, residual)) residual = residual.replace(rulePattern(mask), (masked) => ' '.repeat(masked.length));
  // Only worth a chrono pass when a number stands next to a month or weekday name, or to another number as in a date.
  // chrono-node's Spanish parser is not loaded (start-up cost): a Spanish request gets no fallback.
  if (language === 'es') return [];
  // Both need a digit: text without one skips compiling the long date-word pattern.
  if (!/\d/u.test(residual)) return [];
  if (!/\d\s?[/.-]\s?\d/u.test(residual) && !dateWordNearNumber.test(residual.toLowerCase())) return [];
  const chrono = loadChrono();
  if (chrono === undefined) return [];
  const parsers = language === 'it' ? [chrono.it] : language === 'en' ? [chrono.en] : [chrono.en, chrono.it];
  const found: TemporalParse['mentions'] = [];
  const reference = new Date(2000, 0, 1, 12);
  for (const parser of parsers) {
    for (const result of parser.parse(residual, reference)) {
      const start = result.index;
      const end = start + result.text.length;
      if (found.some((other) => start < other.originalEnd && end > other.originalStart)) continue;
      const components = result.start;
      if (!components.isCertain('day') || !components.isCertain('month')) continue;
      if (!/\p{L}{3,}/u.test(result.text) && !components.isCertain('year')) continue;
      const month = components.get('month') ?? 1;
      const dayNumber = components.get('day') ?? 1;
      const day: DayNode = { type: 'calendar-date', month, day: dayNumber, ...(components.isCertain('year') ? { year: components.get('year') ?? 2000 } : {}) };
      const time = components.isCertain('hour') ? { hour: components.get('hour') ?? 0, minute: components.get('minute') ?? 0, fixed: true } : undefined;
      found.push({ start, end, originalStart: start, originalEnd: end, node: { type: 'day', day, ...(time === undefined ? {} : { time }) } });
    }
  }
  return found;
}

/**
 * Finds dates, date-times, times of day, windows and durations in a request (Italian, English and Spanish) and resolves them
 * against the clock in its time zone: "domani alle 9" is a date-time, "alle 15:30" a time, "marzo" and "la settimana
 * scorsa" windows, "dal 13 al 15 luglio" a window with both ends, "10 minuti" a duration. Recurring expressions carry
 * their past and future readings; `value` follows the request's tense (see `detectTense`), forward by default.
 * "today"/"yesterday" also give the day window they always gave (`relativeKey` `today`/`yesterday`), and a "since"
 * or "until" window on a plain day also gives that day as a date.
 */
export function findTemporalValues(text: string, clock: RuleClock, options: FindTemporalValuesOptions = {}): ExtractedValue[] {
  return readTemporalValues(text, clock, options, temporalRules);
}

/** `findTemporalValues` with the rules given: the engine takes its rule list as input. */
export function readTemporalValues(text: string, clock: RuleClock, options: FindTemporalValuesOptions, rules: readonly TemporalRule[]): ExtractedValue[] {
  const parse = rules === temporalRules ? recentParse(text, options) : readTemporalExpressions(text, options, rules);
  const now = civilAt(clock.now, clock.timeZone);
  const context = (direction: ResolveContext['direction']): ResolveContext => ({ now, nowInstant: clock.now, timeZone: clock.timeZone, direction });
  const values: ExtractedValue[] = [];
  for (const mention of parse.mentions) {
    // Any direction reads a direction-free expression alike: its request's tense is not read for it.
    const tense = directionFree(mention.node) ? 'neutral' : parse.tenseOf(mention);
    const reading = resolveInDateRange(mention.node, context(tense));
    if (reading === undefined) continue;
    const base = { text: text.slice(mention.originalStart, mention.originalEnd), start: mention.originalStart, end: mention.originalEnd };
    const value: ExtractedValue = { ...base, ...toValue(reading, clock.timeZone) };
    const past = resolveInDateRange(mention.node, context('past'));
    const future = resolveInDateRange(mention.node, context('future'));
    if (past !== undefined && future !== undefined) {
      const pastValue = toValue(past, clock.timeZone);
      const futureValue = toValue(future, clock.timeZone);
      if (JSON.stringify(pastValue.span) !== JSON.stringify(futureValue.span)) {
        value.alternatives = {
          past: { value: pastValue.value as TemporalAlternative['value'], span: pastValue.span as TimeWindow },
          future: { value: futureValue.value as TemporalAlternative['value'], span: futureValue.span as TimeWindow },
        };
      }
    }
    const key = relativeKeyOf(mention.node, clock, tense);
    if (key !== undefined) value.relativeKey = key;
    values.push(value);
    values.push(...companions(mention.node, base, now, clock, tense));
  }
  return values;
}

/**
 * `resolveTemporalNode`, or undefined for a reading no `Date` can hold ("a million years ago" is some 1 000 000 years
 * back, past `Date`'s ±275 000 years): such a mention is read as nothing, not thrown on.
 */
function resolveInDateRange(node: TemporalNode, context: ResolveContext): TemporalReading | undefined {
  const reading = resolveTemporalNode(node, context);
  const fits = (time: CivilTime | undefined): boolean => time === undefined || (time.year > -271_000 && time.year < 275_000);
  return reading !== undefined && fits(reading.start) && fits(reading.end) && fits(reading.typical) ? reading : undefined;
}

// The parses of the last texts read (clock-independent): one turn reads a request on its own clock and on the clock
// of the row that taught it (L1's replay), and the second reading only resolves the parse again. Never mutated.
const recentParses = new Map<string, TemporalParse>();
const maxRecentParses = 16;

function recentParse(text: string, options: FindTemporalValuesOptions): TemporalParse {
  const key = `${options.language ?? ''}\u0000${options.tense ?? ''}\u0000${text}`;
  let parse = recentParses.get(key);
  if (parse === undefined) {
    parse = readTemporalExpressions(text, options, temporalRules);
    if (recentParses.size >= maxRecentParses) recentParses.delete(recentParses.keys().next().value as string);
    recentParses.set(key, parse);
  }
  return parse;
}

function toValue(reading: TemporalReading, timeZone: string): Omit<ExtractedValue, 'text' | 'start' | 'end'> {
  const iso = (time: CivilTime): string => formatCivilIso(time, timeZone);
  const span: TimeWindow = { from: iso(reading.start), to: iso(reading.end) };
  const extra = {
    grain: reading.grain,
    span,
    ...(reading.anchor === undefined ? {} : { anchor: reading.anchor }),
    ...(reading.typical === undefined ? {} : { typical: iso(reading.typical) }),
  };
  switch (reading.shape) {
    case 'point':
      return reading.grain === 'day' ? { kind: 'date', value: formatCivilDay(reading.start), ...extra } : { kind: 'datetime', value: iso(reading.start), ...extra };
    case 'time':
      return { kind: 'time', value: formatCivilClock(reading.start), ...extra };
    case 'span':
      return { kind: 'window', value: { ...span }, ...extra };
    case 'duration': {
      const duration = reading.duration ?? {};
      return { kind: 'duration', value: formatDuration(duration), seconds: durationInSeconds(duration), grain: reading.grain };
    }
  }
}

/** The values "today", "yesterday" and since/until a plain day give besides their own (kept for compatibility). */
function companions(node: TemporalNode, base: { text: string; start: number; end: number }, now: CivilTime, clock: RuleClock, tense: RequestTense): ExtractedValue[] {
  const iso = (time: CivilTime): string => formatCivilIso(time, clock.timeZone);
  const today = startOfDay(now);
  if (node.type === 'day' && node.day.type === 'relative-day' && node.time === undefined && node.part === undefined) {
    if (node.day.days === 0) return [{ ...base, kind: 'window', value: { from: iso(today), to: iso(now) }, span: { from: iso(today), to: iso(now) }, grain: 'day', relativeKey: 'today' }];
    if (node.day.days === -1) {
      const yesterday = addCivil(today, { days: -1 });
      return [{ ...base, kind: 'window', value: { from: iso(yesterday), to: iso(today) }, span: { from: iso(yesterday), to: iso(today) }, grain: 'day', relativeKey: 'yesterday' }];
    }
  }
  const inner = node.type === 'since' ? node.from : node.type === 'until' ? node.to : undefined;
  if (inner?.type === 'day' && inner.time === undefined && inner.part === undefined) {
    const direction = node.type === 'since' ? (node.looksBack ? 'past' : tense === 'neutral' ? (node.after === true ? 'future' : 'past') : tense) : tense === 'past' && !(node.type === 'until' && node.deadline === true) ? 'past' : 'future';
    const reading = resolveTemporalNode(inner, { now, nowInstant: clock.now, timeZone: clock.timeZone, direction });
    if (reading !== undefined) {
      const value: ExtractedValue = { ...base, kind: 'date', value: formatCivilDay(reading.start), grain: 'day', span: { from: iso(reading.start), to: iso(reading.end) } };
      const key = relativeKeyOf(inner, clock, direction);
      if (key !== undefined) value.relativeKey = key;
      return [value];
    }
  }
  return [];
}

/**
 * A key that names the expression independently of the clock, or undefined when the value does not depend on the
 * clock (a date with its year, a duration). Keeps the keys of earlier versions (`day:-1`, `last:7:day`, `this:week`,
 * `previous:month`) and otherwise serialises the parsed expression.
 */
function relativeKeyOf(node: TemporalNode, clock: RuleClock, tense: RequestTense): string | undefined {
  if (node.type === 'duration') return undefined;
  const shifted = { now: new Date(clock.now.getTime() + 400 * 86_400_000 + 5 * 3_600_000 + 17 * 60_000), timeZone: clock.timeZone };
  const at = (instant: RuleClock): string => {
    const now = civilAt(instant.now, instant.timeZone);
    return JSON.stringify(resolveTemporalNode(node, { now, nowInstant: instant.now, timeZone: instant.timeZone, direction: tense }));
  };
  if (at(clock) === at(shifted)) return undefined;
  if (node.type === 'day' && node.day.type === 'relative-day' && node.time === undefined && node.part === undefined) return `day:${node.day.days}`;
  if (node.type === 'rolling' && node.sign < 0) {
    const entries = Object.entries(node.duration).filter(([, amount]) => (amount ?? 0) > 0);
    if (entries.length === 1) return `last:${entries[0]?.[1]}:${entries[0]?.[0]}`;
  }
  if (node.type === 'period' && node.containing === undefined && node.month === undefined && node.year === undefined && node.ordinal === undefined && node.unit !== 'weekend') {
    if (node.shift === 0) return `this:${node.unit}`;
    if (node.shift === -1) return `previous:${node.unit}`;
  }
  if (node.type === 'time' && node.part === undefined) return `time:${String(node.time.hour).padStart(2, '0')}:${String(node.time.minute).padStart(2, '0')}${node.time.meridiem ?? ''}`;
  return `${node.type}:${JSON.stringify(node)}`;
}
