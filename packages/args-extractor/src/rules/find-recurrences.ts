import type { TextSpan } from '../text-span';

const englishUnits = String.raw`(?:day|days|morning|mornings|afternoon|afternoons|evening|evenings|night|nights|week|weeks|weekday|weekdays|weekend|weekends|fortnight|month|months|year|years|hour|hours|minute|minutes|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const italianUnits = String.raw`(?:giorno|giorni|mattina|mattine|mattino|pomeriggio|pomeriggi|sera|sere|notte|notti|settimana|settimane|mese|mesi|anno|anni|ora|ore|minuto|minuti|trimestre|fine\s+settimana|weekend|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|sabati|domenica|domeniche)`;
const count = String.raw`(?:\d+|other|due|tre|quattro|cinque|sei|two|three|four|five|six)`;
const patterns: RegExp[] = [
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:every|each)\s+(?:${count}\s+)?${englishUnits}(?![\p{L}\p{N}])`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends)(?![\p{L}\p{N}])`, 'giu'),
  /(?<![\p{L}\p{N}])(?:daily|weekly|monthly|yearly|annually|hourly|nightly|fortnightly|every\s+other\s+day)(?![\p{L}\p{N}])/giu,
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:once|twice|thrice|\S+\s+times)\s+(?:a|an|per|every)\s+${englishUnits}(?![\p{L}\p{N}])`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])ogni\s+(?:${count}\s+)?${italianUnits}(?![\p{L}\p{N}])`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:tutti|tutte)\s+(?:i|le|gli)\s+${italianUnits}(?![\p{L}\p{N}])`, 'giu'),
  /(?<![\p{L}\p{N}])(?:quotidianamente|giornalmente|settimanalmente|mensilmente|annualmente|ogni\s+tanto)(?![\p{L}\p{N}])/giu,
  new RegExp(String.raw`(?<![\p{L}\p{N}])(?:una|due|tre|quattro|cinque|\d+)\s+volt[ae]\s+(?:al|alla|all['’]|a|ogni|per)\s*${italianUnits}(?![\p{L}\p{N}])`, 'giu'),
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
