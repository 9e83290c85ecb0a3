/** A time from now named by a request ("tra 20 minuti", "in 2 hours"), in milliseconds, with its span. */
export interface DurationFromNow {
  milliseconds: number;
  start: number;
  end: number;
}

const units: Array<[RegExp, number]> = [
  [/^(?:minut[oi]|minutes?|mins?)$/iu, 60_000],
  [/^(?:or[ae]|hours?|hrs?)$/iu, 3_600_000],
  [/^(?:giorn[oi]|days?)$/iu, 86_400_000],
  [/^(?:settiman[ae]|weeks?)$/iu, 604_800_000],
];
const amounts: Record<string, number> = {
  un: 1, una: 1, uno: 1, a: 1, an: 1, one: 1, due: 2, two: 2, tre: 3, three: 3, quattro: 4, four: 4, cinque: 5,
  five: 5, sei: 6, six: 6, sette: 7, seven: 7, otto: 8, eight: 8, nove: 9, nine: 9, dieci: 10, ten: 10,
  quindici: 15, fifteen: 15, venti: 20, twenty: 20, trenta: 30, thirty: 30, quaranta: 40, forty: 40,
  quarantacinque: 45, cinquanta: 50, fifty: 50,
};

/**
 * Durations from now a request names, it/en: "tra 20 minuti", "fra un'ora", "in 2 hours", "in mezz'ora",
 * "in half an hour", "tra 3 giorni". Only the forward forms ("tra", "fra", "in") are durations from now.
 */
export function readDurations(text: string): DurationFromNow[] {
  const found: DurationFromNow[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])(?:tra|fra|in)\s+(?:(?<half>mezz['’]\s*ora|half\s+an\s+hour)|(?<amount>\d+|[\p{L}]+)(?:['’]|\s+)(?<unit>[\p{L}]+))(?![\p{L}\p{N}])/giu)) {
    const groups = match.groups ?? {};
    let milliseconds: number | undefined;
    if (groups.half !== undefined) {
      milliseconds = 1_800_000;
    } else {
      const amount = /^\d+$/u.test(groups.amount ?? '') ? Number(groups.amount) : amounts[(groups.amount ?? '').toLowerCase()];
      const unit = units.find(([pattern]) => pattern.test(groups.unit ?? ''))?.[1];
      if (amount !== undefined && unit !== undefined) milliseconds = amount * unit;
    }
    if (milliseconds !== undefined && milliseconds > 0) found.push({ milliseconds, start: match.index, end: match.index + match[0].length });
  }
  return found;
}
