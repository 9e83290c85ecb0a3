import { cueWords, alternation, unitWords, vagueCounts } from './temporal-lexicon';
import type { DurationParts, DurationUnit } from './temporal-node';

const units = alternation(Object.keys(unitWords));
const count = `\\d+(?:[.,]\\d+)?|${alternation(Object.keys(vagueCounts))}|(?:${cueWords('read-duration/un')})`;
const special = `(?:${cueWords('read-duration/mezz-ora')})|(?:${cueWords('read-duration/tre')}|3) (?:${cueWords('read-duration/quarti-d-ora')})|(?:${cueWords('read-duration/three')}|3)[ -](?:${cueWords('read-duration/quarters-of-an-hour')})`;
const half = `(?:${cueWords('read-duration/e-mezzo')})|(?:${cueWords('cued-hour/e')}) (?:${cueWords('read-duration/tre')}|3) (?:${cueWords('read-duration/quarti')})|(?:${cueWords('read-duration/and')}) (?:${cueWords('read-duration/three')}|3) (?:${cueWords('read-duration/quarters')})`;
// The compact "1h 45m" first, with its minute mark: else "1h" alone would end the match before "45m".
const term = `(?:\\d+\\s?(?:${cueWords('clock-time/h')})\\s?\\d+\\s?(?:${cueWords('read-duration/m')})(?![\\p{L}])|(?:${count})\\s*-?\\s*(?:${units})(?![\\p{L}])(?:\\s+(?:${half}))?|(?:${count})\\s+(?:${cueWords('read-duration/and-a-half')})\\s+(?:${units})(?![\\p{L}])|${special}|\\d+\\s?(?:${cueWords('clock-time/h')})\\s?\\d+(?:\\s?(?:${cueWords('read-duration/m')})\\b)?)`;

/**
 * Source of a pattern matching a duration: one or more terms joined by "e", "and", "," ("2 ore e 15 minuti"), or by a
 * space unless the next term opens with a rate's word ("10 ore a settimana", "3 hours a day" are a length and a rate).
 */
export const durationPattern = `(?:${term})(?:(?:\\s*(?:,|${cueWords('read-duration/e')})\\s*|\\s*(?!(?:${cueWords('read-duration/rate')})\\s))(?:${term}))*(?:\\s+(?:${half}))?`;

const termPattern = new RegExp(`(?:(\\d+)\\s?(?:${cueWords('clock-time/h')})\\s?(\\d+)(?:\\s?(?:${cueWords('read-duration/m')})(?![\\p{L}]))?)|(${count})\\s*-?\\s*(${units})(?![\\p{L}])(?:\\s+(${half}))?|(${count})\\s+(?:${cueWords('read-duration/and-a-half')})\\s+(${units})(?![\\p{L}])|(${special})|(\\d+)\\s?(?:${cueWords('clock-time/h')})\\s?(\\d+)|(${half})`, 'gu');

/** Units written as a multiple of another (`a fortnight` = 2 weeks). */
const unitMultipliers: Record<string, number> = { fortnight: 2, fortnights: 2 };

const smaller: Partial<Record<DurationUnit, [DurationUnit, number]>> = {
  year: ['month', 12], month: ['day', 30], week: ['day', 7], day: ['hour', 24], hour: ['minute', 60], minute: ['second', 60],
};

function countValue(raw: string): number | undefined {
  const text = raw.trim();
  if (new RegExp(`^(?:${cueWords('read-duration/un')})$`, 'u').test(text)) return 1;
  const vague = vagueCounts[text];
  if (vague !== undefined) return vague;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

function add(parts: DurationParts, unit: DurationUnit, amount: number): void {
  const lower = smaller[unit];
  // Seconds have no smaller unit: their fraction stays ("1,2 secondi" is PT1.2S, not PT1S).
  if (lower === undefined) {
    if (amount > 1e-9) parts[unit] = (parts[unit] ?? 0) + amount;
    return;
  }
  const whole = Math.floor(amount + 1e-9);
  const fraction = amount - whole;
  if (whole > 0) parts[unit] = (parts[unit] ?? 0) + whole;
  if (fraction > 1e-9) add(parts, lower[0], fraction * lower[1]);
}

function fractionOf(text: string | undefined): number {
  if (text === undefined) return 0;
  if (new RegExp(`(?:${cueWords('read-duration/quarti-2')})`, 'u').test(text)) return 0.75;
  if (new RegExp(`(?:${cueWords('read-duration/quarto')})`, 'u').test(text)) return 0.25;
  return 0.5;
}

/**
 * Reads a duration matched by `durationPattern`: "10 minuti", "un'ora e mezza", "two and a half hours",
 * "2 ore e 15 minuti", "mezz'ora", "a quarter of an hour", "1h30", "90-min". Fractions go to the next smaller unit
 * (1.5 hours = 1 hour 30 minutes). Returns undefined when nothing is read.
 */
export function readDuration(text: string): DurationParts | undefined {
  const parts: DurationParts = {};
  let lastUnit: DurationUnit | undefined;
  let found = false;
  for (const match of text.matchAll(termPattern)) {
    if (match[1] !== undefined && match[2] !== undefined) {
      add(parts, 'hour', Number(match[1]));
      add(parts, 'minute', Number(match[2]));
      lastUnit = 'minute';
      found = true;
    } else if (match[3] !== undefined && match[4] !== undefined) {
      const unit = unitWords[match[4]];
      const amount = countValue(match[3]);
      if (unit === undefined || amount === undefined) continue;
      add(parts, unit, amount * (unitMultipliers[match[4]] ?? 1) + (match[5] === undefined ? 0 : fractionOf(match[5])));
      lastUnit = unit;
      found = true;
    } else if (match[6] !== undefined && match[7] !== undefined) {
      const unit = unitWords[match[7]];
      const amount = countValue(match[6]);
      if (unit === undefined || amount === undefined) continue;
      add(parts, unit, amount + 0.5);
      lastUnit = unit;
      found = true;
    } else if (match[8] !== undefined) {
      const phrase = match[8];
      if (new RegExp(`(?:${cueWords('read-duration/giornata')})`, 'u').test(phrase)) add(parts, 'hour', 12);
      else if (new RegExp(`(?:${cueWords('read-duration/settimana')})`, 'u').test(phrase)) add(parts, 'day', 3.5);
      else if (new RegExp(`(?:${cueWords('read-duration/quarti-2')})`, 'u').test(phrase)) add(parts, 'minute', 45);
      else if (new RegExp(`(?:${cueWords('read-duration/quarto')})`, 'u').test(phrase)) add(parts, 'minute', 15);
      else add(parts, 'minute', 30);
      lastUnit = 'minute';
      found = true;
    } else if (match[9] !== undefined && match[10] !== undefined) {
      add(parts, 'hour', Number(match[9]));
      add(parts, 'minute', Number(match[10]));
      lastUnit = 'minute';
      found = true;
    } else if (match[11] !== undefined && lastUnit !== undefined) {
      add(parts, lastUnit === 'minute' && found ? 'minute' : lastUnit, fractionOf(match[11]));
    }
  }
  return found ? parts : undefined;
}

/** ISO 8601 duration of parts (weeks written as days): `{ hour: 1, minute: 30 }` -> `PT1H30M`. */
export function formatDuration(parts: DurationParts): string {
  const days = (parts.day ?? 0) + 7 * (parts.week ?? 0);
  const date = `${parts.year ? `${parts.year}Y` : ''}${parts.month ? `${parts.month}M` : ''}${days ? `${days}D` : ''}`;
  const seconds = Math.round((parts.second ?? 0) * 1000) / 1000;
  const time = `${parts.hour ? `${parts.hour}H` : ''}${parts.minute ? `${parts.minute}M` : ''}${seconds ? `${seconds}S` : ''}`;
  return `P${date}${time.length > 0 ? `T${time}` : ''}` === 'P' ? 'PT0S' : `P${date}${time.length > 0 ? `T${time}` : ''}`;
}

/** Seconds in a duration, with months of 30 days and years of 365. */
export function durationInSeconds(parts: DurationParts): number {
  return (
    (parts.year ?? 0) * 365 * 86_400 +
    (parts.month ?? 0) * 30 * 86_400 +
    (parts.week ?? 0) * 7 * 86_400 +
    (parts.day ?? 0) * 86_400 +
    (parts.hour ?? 0) * 3600 +
    (parts.minute ?? 0) * 60 +
    (parts.second ?? 0)
  );
}
