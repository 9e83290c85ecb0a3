import { tokenizeRequest } from '@metnos/lexicon';
import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';

/** A city name as the table keys it: lowercase, no accents ("Bogotá", "Città del Messico" → "bogota", "citta del messico"). */
function foldCity(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The lexicon's city names of every locale (exonyms such as "Londra", "Tokio", "Nueva York"), then IANA's own city names. */
function buildCities(): Map<string, string> {
  const cities = new Map<string, string>();
  for (const words of dateWordsOfEveryLocale) for (const [city, zone] of Object.entries(words.cityTimeZones)) cities.set(foldCity(city), zone);
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const city = zone.split('/').pop()?.replace(/_/gu, ' ');
    if (city !== undefined && !cities.has(foldCity(city)) && zone.includes('/')) cities.set(foldCity(city), zone);
  }
  return cities;
}

let cities: Map<string, string> | undefined;

/** The IANA zone of a city named in lowercase ("singapore", "new york", "londra", "ciudad de méxico"), or undefined. */
export function cityTimeZone(name: string): string | undefined {
  cities ??= buildCities();
  return cities.get(foldCity(name));
}
const placePrepositions = new Set(dateWordsOfEveryLocale.flatMap((words) => words.zonePrepositions));

/** A time zone named by a request, with its span. */
export interface NamedTimeZone {
  timeZone: string;
  start: number;
  end: number;
}

/**
 * Finds the IANA time zones a request names by city (IANA's own city names such as "Tokyo", "New York", "Rome", and the
 * lexicon's names in other languages such as "Roma", "Londra", "Tokio", "Nueva York") after a preposition ("a Tokyo", "in New York", "ora di Londra"), or
 * by an IANA name ("Europe/Rome"). Longest city name first.
 */
export function findTimeZones(text: string): NamedTimeZone[] {
  cities ??= buildCities();
  const found: NamedTimeZone[] = [];
  for (const match of text.matchAll(/(?<![\p{L}/])(?:[A-Z][A-Za-z]+\/){1,2}[A-Z][A-Za-z_]+(?![\p{L}/])/gu)) {
    if (Intl.supportedValuesOf('timeZone').includes(match[0])) found.push({ timeZone: match[0], start: match.index, end: match.index + match[0].length });
  }
  const tokens = tokenizeRequest(text).filter((token) => token.literal === undefined);
  for (let index = 0; index < tokens.length; index += 1) {
    // A city counts only after a place preposition ("a Tokyo", "in New York").
    if (!placePrepositions.has(tokens[index - 1]?.text ?? '')) continue;
    for (let length = 3; length >= 1; length -= 1) {
      const slice = tokens.slice(index, index + length);
      if (slice.length < length) continue;
      const start = (slice[0] as (typeof slice)[number]).start;
      const end = (slice[slice.length - 1] as (typeof slice)[number]).end;
      if (found.some((zone) => start < zone.end && end > zone.start)) continue;
      const timeZone = cities.get(foldCity(slice.map((token) => token.text).join(' ')));
      if (timeZone === undefined) continue;
      found.push({ timeZone, start, end });
      index += length - 1;
      break;
    }
  }
  return found.sort((left, right) => left.start - right.start);
}
