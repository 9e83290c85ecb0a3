import { cueWords } from '../temporal/temporal-lexicon';
import type { TextSpan } from '../text-span';

const englishUnits = String.raw`(?:${cueWords('find-recurrences/day')})`;
const italianUnits = String.raw`(?:${cueWords('find-recurrences/giorno')})`;
const count = String.raw`(?:\d+|${cueWords('find-recurrences/other')})`;
const patterns: RegExp[] = [
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${cueWords('find-recurrences/every')})\s+(?:${count}\s+)?${englishUnits}(?![\p{L}\p{N}])`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${cueWords('combine-temporal-atoms/on')})\s+(?:${cueWords('find-recurrences/mondays')})(?![\p{L}\p{N}])`, 'giu'),
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${cueWords('find-recurrences/daily')})(?![\\p{L}\\p{N}])`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${cueWords('find-recurrences/once')}|\S+\s+(?:${cueWords('find-recurrences/times')}))\s+(?:${cueWords('find-recurrences/a')})\s+${englishUnits}(?![\p{L}\p{N}])`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${cueWords('find-recurrences/ogni')})\s+(?:${count}\s+)?${italianUnits}(?![\p{L}\p{N}])`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${cueWords('find-recurrences/tutti')})\s+(?:${cueWords('find-recurrences/i')})\s+${italianUnits}(?![\p{L}\p{N}])`, 'giu'),
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${cueWords('find-recurrences/quotidianamente')})(?![\\p{L}\\p{N}])`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${cueWords('find-recurrences/una')}|\d+)\s+(?:${cueWords('find-recurrences/volta')})\s+(?:${cueWords('find-recurrences/al')})\s*${italianUnits}(?![\p{L}\p{N}])`, 'giu'),
];

/**
 * Finds the spans of a request that name a recurrence, it/en: "every day", "each Monday", "every 2 hours", "on
 * Fridays", "daily", "twice a day", "ogni lunedì", "ogni 2 ore", "tutti i giorni", "tutte le sere",
 * "settimanalmente", "due volte al giorno". The temporal rules read no value there ("every day at 9" gives only the
 * time "at 9"), so a caller that would plan a single moment must not drop these words.
 */
export function findRecurrences(text: string): TextSpan[] {
  const found: TextSpan[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const span = { start: match.index, end: match.index + match[0].length };
      if (!found.some((other) => other.start < span.end && span.start < other.end)) found.push(span);
    }
  }
  return found.sort((left, right) => left.start - right.start);
}
