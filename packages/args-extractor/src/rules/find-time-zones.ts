import { tokenizeRequest } from '@metnos/lexicon';
import { dateWordsOfEveryLocale } from '@metnos/lexicon/internal';

// Italian names of cities that IANA zones name in English.
const italianExonyms: Record<string, string> = {
  roma: 'Europe/Rome', londra: 'Europe/London', parigi: 'Europe/Paris', berlino: 'Europe/Berlin', mosca: 'Europe/Moscow',
  atene: 'Europe/Athens', lisbona: 'Europe/Lisbon', varsavia: 'Europe/Warsaw', praga: 'Europe/Prague',
  bruxelles: 'Europe/Brussels', vienna: 'Europe/Vienna', zurigo: 'Europe/Zurich', stoccolma: 'Europe/Stockholm',
  copenaghen: 'Europe/Copenhagen', istanbul: 'Europe/Istanbul', 'new york': 'America/New_York',
  'nuova york': 'America/New_York', 'città del messico': 'America/Mexico_City', 'san paolo': 'America/Sao_Paulo',
  pechino: 'Asia/Shanghai', 'il cairo': 'Africa/Cairo', cairo: 'Africa/Cairo', gerusalemme: 'Asia/Jerusalem',
  tokyo: 'Asia/Tokyo', 'los angeles': 'America/Los_Angeles', sydney: 'Australia/Sydney', 'hong kong': 'Asia/Hong_Kong',
  singapore: 'Asia/Singapore', dubai: 'Asia/Dubai', seul: 'Asia/Seoul', 'nuova delhi': 'Asia/Kolkata', delhi: 'Asia/Kolkata',
  mumbai: 'Asia/Kolkata', 'buenos aires': 'America/Argentina/Buenos_Aires', 'san francisco': 'America/Los_Angeles',
  'rio de janeiro': 'America/Sao_Paulo', utc: 'UTC', gmt: 'UTC',
};

function buildCities(): Map<string, string> {
  const cities = new Map<string, string>(Object.entries(italianExonyms));
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const city = zone.split('/').pop()?.replace(/_/gu, ' ').toLowerCase();
    if (city !== undefined && !cities.has(city) && zone.includes('/')) cities.set(city, zone);
  }
  return cities;
}

let cities: Map<string, string> | undefined;
const placePrepositions = new Set(dateWordsOfEveryLocale.flatMap((words) => words.zonePrepositions));

/** A time zone named by a request, with its span. */
export interface NamedTimeZone {
  timeZone: string;
  start: number;
  end: number;
}

/**
 * Finds the IANA time zones a request names by city (IANA's own city names such as "Tokyo", "New York", "Rome", and Italian
 * names such as "Roma", "Londra", "Parigi") after a preposition ("a Tokyo", "in New York", "ora di Londra"), or
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
    for (let length = 3; length >= 1; length -= 1) {
      const slice = tokens.slice(index, index + length);
      if (slice.length < length) continue;
      const start = (slice[0] as (typeof slice)[number]).start;
      const end = (slice[slice.length - 1] as (typeof slice)[number]).end;
      if (found.some((zone) => start < zone.end && end > zone.start)) continue;
      const timeZone = cities.get(slice.map((token) => token.text).join(' '));
      if (timeZone === undefined || !placePrepositions.has(tokens[index - 1]?.text ?? '')) continue;
      found.push({ timeZone, start, end });
      index += length - 1;
      break;
    }
  }
  return found.sort((left, right) => left.start - right.start);
}
