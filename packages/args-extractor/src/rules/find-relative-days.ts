import { cueWords } from '../temporal/temporal-lexicon';
import type { ExtractedValue } from '../extracted-value';
import type { RuleClock } from '../time/rule-clock';
import { formatCivilDate, getZonedParts } from '../time/zoned-time';

/** Words for a day relative to today, Italian and English, with their offset in days. */
const relativeDays: Array<[RegExp, number]> = [
  [new RegExp(`(?<![\\p{L}])(?:${cueWords('temporal-patterns/the')})?(?:${cueWords('find-relative-days/day-after-tomorrow')})(?![\\p{L}])`, 'giu'), 2],
  [new RegExp(`(?<![\\p{L}])(?:${cueWords('temporal-patterns/the')})?(?:${cueWords('find-relative-days/day-before-yesterday')})(?![\\p{L}])`, 'giu'), -2],
  [new RegExp(`(?<![\\p{L}])(?:${cueWords('find-relative-days/dopodomani')})(?![\\p{L}])`, 'giu'), 2],
  [new RegExp(`(?<![\\p{L}])(?:${cueWords('find-relative-days/l-altroieri')})(?![\\p{L}])`, 'giu'), -2],
  [new RegExp(`(?<![\\p{L}])(?:${cueWords('find-relative-days/today')})(?![\\p{L}])`, 'giu'), 0],
  [new RegExp(`(?<![\\p{L}])(?:${cueWords('find-relative-days/yesterday')})(?![\\p{L}])`, 'giu'), -1],
  [new RegExp(`(?<![\\p{L}])(?:${cueWords('find-relative-days/tomorrow')})(?![\\p{L}])`, 'giu'), 1],
];

/**
 * Finds today / yesterday / tomorrow / the day after tomorrow / the day before yesterday (and oggi, ieri, domani,
 * dopodomani, l'altro ieri) and resolves them to `YYYY-MM-DD` in the clock's time zone. Longer phrases win over
 * the words they contain. `relativeKey` is `day:<offset>`.
 *
 * @deprecated The rules of 0.1 kept for callers that use them directly; `extractValues` now reads dates, times,
 *   windows and durations with `findTemporalValues`.
 */
export function findRelativeDays(text: string, clock: RuleClock): ExtractedValue[] {
  const found: ExtractedValue[] = [];
  const today = getZonedParts(clock.now, clock.timeZone);
  for (const [pattern, offset] of relativeDays) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      found.push({
        kind: 'date',
        value: formatCivilDate({ year: today.year, month: today.month, day: today.day + offset }),
        text: match[0],
        start,
        end,
        relativeKey: `day:${offset}`,
      });
    }
  }
  return found.sort((left, right) => left.start - right.start);
}
