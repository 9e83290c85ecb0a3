import { cueWords } from '../temporal/temporal-lexicon';
import { loadChrono } from '../temporal/load-chrono';
import type { ExtractedValue } from '../extracted-value';
import type { RuleClock } from '../time/rule-clock';
import { formatCivilDate, getZonedParts } from '../time/zoned-time';
import type { RuleLanguage } from './parse-locale-number';

/** Chrono reads these as "this instant"; they name no date the user chose. */
const instantWords = new RegExp(`^(?:${cueWords('find-calendar-dates/now')})$`, 'iu');

/**
 * Finds calendar dates with chrono-node (`3 March 2026`, `il 3 marzo`, `2026-05-03`, `next monday`,
 * `lunedì prossimo`, `7 days ago`, `7 giorni fa`) and returns them as `YYYY-MM-DD`. Only results whose day is
 * certain are kept; times of day (`at 7`) are not dates. Chrono reads the machine's local clock, so it is given a
 * reference whose local wall time equals the clock's wall time in `timeZone`: results do not depend on the
 * machine's TZ. Dates without an explicit year are clock-relative (`relativeKey` = the normalised text).
 * Without a language, English is tried first, then Italian.
 *
 * @deprecated The rules of 0.1 kept for callers that use them directly; `extractValues` now reads dates, times,
 *   windows and durations with `findTemporalValues`.
 */
export function findCalendarDates(
  text: string,
  clock: RuleClock,
  options: { language?: RuleLanguage } = {},
): ExtractedValue[] {
  const wall = getZonedParts(clock.now, clock.timeZone);
  const reference = new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const chrono = loadChrono();
  if (chrono === undefined) return [];
  const parsers = options.language === 'it' ? [chrono.it] : options.language === 'en' ? [chrono.en] : [chrono.en, chrono.it];
  const found: ExtractedValue[] = [];
  for (const parser of parsers) {
    for (const result of parser.parse(text, reference, { forwardDate: false })) {
      const start = result.index;
      const end = start + result.text.length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      if (!result.start.isCertain('day') && !result.start.isCertain('weekday')) continue;
      if (instantWords.test(result.text.trim())) continue;
      const year = result.start.get('year');
      const month = result.start.get('month');
      const day = result.start.get('day');
      if (year === null || month === null || day === null) continue;
      const value: ExtractedValue = { kind: 'date', value: formatCivilDate({ year, month, day }), text: result.text, start, end };
      if (!result.start.isCertain('year')) value.relativeKey = `calendar:${result.text.toLowerCase().replace(/\s+/gu, ' ')}`;
      found.push(value);
    }
  }
  return found.sort((left, right) => left.start - right.start);
}
