/** A time of day named by a request, with the span of text it came from. */
export interface TimeOfDay {
  hour: number;
  minute: number;
  start: number;
  end: number;
  /** A day-part word elsewhere in the request that the time belongs to ("stasera", "tonight", "stamattina"). */
  dayPart?: { start: number; end: number };
}

const evening = /^\s*(?:(?:di|del|della|in)\s+(?:sera|pomeriggio|notte)|(?:in\s+the\s+)?(?:evening|afternoon)|at\s+night|p\.?m\.?|pm)\b/iu;
const morning = /^\s*(?:(?:di|del|della|in)\s+(?:mattina|mattino)|(?:in\s+the\s+)?morning|a\.?m\.?|am)\b/iu;
const halves: Record<string, number> = { mezza: 30, mezzo: 30, 'un quarto': 15, quarto: 15, 'tre quarti': 45 };

const patterns: RegExp[] = [
  // Italian: "alle 9", "alle ore 18:30", "verso le 9 e mezza", "all'una", "per le 7 di sera".
  /(?<![\p{L}\p{N}])(?:alle|verso\s+le|per\s+le|entro\s+le|dalle)\s+(?:ore\s+)?(?<hour>\d{1,2})(?:[:.](?<minute>\d{2})|\s+e\s+(?<half>mezza|mezzo|un\s+quarto|tre\s+quarti|quarto))?(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}\p{N}])all['’]\s*(?<one>una)(?:\s+e\s+(?<half>mezza|mezzo|un\s+quarto|tre\s+quarti))?(?![\p{L}\p{N}])/giu,
  // English: "at 9", "at 9:30", "at 9.30pm", "9pm", "by 18:00".
  /(?<![\p{L}\p{N}])(?:at|by|around)\s+(?<hour>\d{1,2})(?:[:.](?<minute>\d{2}))?(?:\s*o['’]clock)?(?=\s*(?:a\.?m\.?|p\.?m\.?)(?![\p{L}])|(?![\p{L}\p{N}]))/giu,
  /(?<![\p{L}\p{N}.:])(?<hour>\d{1,2})(?:[:.](?<minute>\d{2}))?\s*(?=(?:a\.?m\.?|p\.?m\.?)(?![\p{L}]))/giu,
  /(?<![\p{L}\p{N}])(?<noon>(?:a|at)\s+(?:mezzogiorno|noon|midday)|(?:a|at)\s+(?:mezzanotte|midnight))(?![\p{L}\p{N}])/giu,
];

/**
 * Times of day a request names, it/en: "alle 9", "alle ore 18:30", "verso le 9 e mezza", "all'una", "at 9",
 * "at 9:30", "9pm", "at noon", "a mezzanotte". "di sera", "del pomeriggio", "pm", "in the evening" (or
 * "stasera", "tonight" in the request) move an hour before 12 to the afternoon; "am"/"di mattina" keep it.
 * Spans cover the whole expression, the am/pm marker included. Hours above 23 or minutes above 59 are not times.
 */
export function readTimesOfDay(text: string): TimeOfDay[] {
  const found: TimeOfDay[] = [];
  const dayPartMatch = /(?<![\p{L}])(?:stasera|stanotte|stamattina|stamani|tonight|this\s+evening|this\s+morning)(?![\p{L}])/iu.exec(text);
  const eveningDay = dayPartMatch !== null && /sera|notte|tonight|evening/iu.test(dayPartMatch[0]);
  const dayPart = dayPartMatch === null ? undefined : { start: dayPartMatch.index, end: dayPartMatch.index + dayPartMatch[0].length };
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const groups = match.groups ?? {};
      const start = match.index;
      let end = start + match[0].length;
      if (found.some((time) => start < time.end && end > time.start)) continue;
      let hour: number;
      let minute = 0;
      if (groups.noon !== undefined) {
        hour = /mezzogiorno|noon|midday/iu.test(groups.noon) ? 12 : 0;
      } else {
        hour = groups.one !== undefined ? 1 : Number(groups.hour);
        if (groups.minute !== undefined) minute = Number(groups.minute);
        if (groups.half !== undefined) minute = halves[groups.half.toLowerCase().replace(/\s+/gu, ' ')] ?? 0;
        const rest = text.slice(end);
        const afternoon = evening.exec(rest);
        const forenoon = afternoon === null ? morning.exec(rest) : null;
        if (afternoon !== null) {
          if (hour < 12) hour += 12;
          end += afternoon[0].length;
        } else if (forenoon !== null) {
          if (hour === 12) hour = 0;
          end += forenoon[0].length;
        } else if (eveningDay && hour < 12) {
          hour += 12;
        }
      }
      if (hour > 23 || minute > 59) continue;
      found.push({ hour, minute, start, end, ...(dayPart === undefined ? {} : { dayPart }) });
    }
  }
  return found.sort((left, right) => left.start - right.start);
}
