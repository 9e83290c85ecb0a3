import type { ExtractArgsResult, ExtractedValue, TimeWindow } from '@metnos/args-extractor';
import type { JsonSchema, ToolManifest } from '@metnos/core';
import type { RequestReading, RequestWord } from '@metnos/tool-grammar';
import { isReadOnlyTool } from './is-read-only-tool';
import { propertyRole, propertyWords, isTimeProperty, type PropertyRole } from './property-role';
import { readDurations } from './read-durations';
import { findLabels, readLabelledValue } from './read-labelled-value';
import { readTimesOfDay } from './read-time-of-day';
import { readTimeZones } from './read-time-zone';
import type { SingleStepArgSource } from './single-step-result';
import { isCovered, overlaps, type TextSpan } from './text-span';
import { valueLabels } from './value-labels';
import { daysFrom, formatClock, shiftDate, zonedClock } from './zoned-clock';

/** What {@link fillSingleStepArgs} read. */
export interface FilledArgs {
  args: Record<string, unknown>;
  sources: Record<string, SingleStepArgSource>;
  /** Spans of the request the arguments were read from. */
  consumed: TextSpan[];
}

/** Inputs of {@link fillSingleStepArgs}. */
export interface FillSingleStepArgsInput {
  query: string;
  tool: ToolManifest;
  /** The tool's canonical object (`messages` makes places mail folders). */
  object: string;
  reading: RequestReading;
  extraction: ExtractArgsResult;
  now: Date;
  timeZone: string;
}

const destinationPrepositions = new Set(['to', 'into', 'in', 'on', 'onto', 'a', 'al', 'alla', 'ai', 'alle', 'nel', 'nella', 'nei', 'negli', 'nelle', 'nello', 'nell', 'dentro', 'verso', 'su', 'sul', 'sulla', 'sui', 'sulle']);
const sourcePrepositions = new Set(['from', 'out', 'da', 'dal', 'dalla', 'dai', 'dagli', 'dalle', 'dallo', 'dall', 'di', 'del', 'della', 'dei', 'degli', 'delle', 'dell']);
const senderOpeners = [['sent', 'by'], ['received', 'from'], ['inviate', 'da'], ['inviata', 'da'], ['mandate', 'da'], ['ricevute', 'da'], ['from'], ['by'], ['da'], ['di'], ['dal'], ['dalla']];
// Participles that say which time a window filters by ("modified in the last 7 days", "modificati negli ultimi 7 giorni").
const modificationWords = /^(?:modif(?:y|ied)|chang(?:e|ed)|edit(?:ed)?|updated?|touch(?:ed)?|modificat[oaie]|modificare|cambiat[oaie]|cambiare|aggiornat[oaie]|toccat[oaie])$/u;
// A weekday named alone means the next one for something that will happen ("on Saturday", "lunedì alle 10").
const weekdayName = /(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)/iu;
const pastMarker = /(?:last|ago|past|previous|scors[oa]|fa\b|passat[oa])/iu;
// Object words that name a file kind other than by its extension.
const fileKinds: Record<string, string> = { pdfs: 'pdf', logs: 'log', markdown: 'md' };
const textConnectors = new Set(['di', 'to', 'that', 'che', 'per', 'for', 'of', 'about', 'me', 'mi', 'ad', 'with', 'con', 'dire', 'say', 'saying']);

function originsOf(value: unknown, values: readonly ExtractedValue[]): ExtractedValue[] {
  const items = Array.isArray(value) ? value : [value];
  const found: ExtractedValue[] = [];
  for (const item of items) {
    const origin = values.find((candidate) => {
      if (found.includes(candidate)) return false;
      if (candidate.kind === 'extension') return item === candidate.value || item === candidate.extension;
      if (candidate.kind === 'window') {
        const window = candidate.value as TimeWindow;
        return item === window.from || item === window.to || (typeof item === 'object' && item !== null && JSON.stringify(item) === JSON.stringify(window));
      }
      return item === candidate.value;
    });
    if (origin !== undefined) found.push(origin);
  }
  return found;
}

function prepositionBefore(words: readonly RequestWord[], start: number): string | undefined {
  const index = words.findIndex((word) => word.start >= start);
  for (let back = index - 1; back >= 0 && back >= index - 3; back -= 1) {
    const word = words[back] as RequestWord;
    if (destinationPrepositions.has(word.text) || sourcePrepositions.has(word.text) || ['under', 'inside', 'within', 'sotto', 'in', 'on', 'at', 'sul', 'sulla', 'sui', 'sulle', 'su'].includes(word.text)) return word.text;
    if (!['the', 'my', 'your', 'il', 'la', 'i', 'le', 'mio', 'mia', 'miei', 'mie', 'cartella', 'folder', 'directory'].includes(word.text)) return undefined;
  }
  return undefined;
}

/**
 * Fills a tool's arguments for the single-step planner from args-extractor's result and the planner's readers,
 * by argument role ({@link propertyRole}), keeping the spans each value came from:
 * - args-extractor's values are kept where they fit the role: a date or window never fills a property that is not
 *   about time (a recipient `to`, a sender `from`), a number inside a time of day ("alle 9") is not a count;
 * - places: the last folder or path after a destination preposition ("to", "in", "nella") is the `destination`;
 *   other paths are `paths`; a `place` takes a folder (mail folder for a `messages` tool) after a place
 *   preposition (only a source one, "from", "da", when the tool also has a destination);
 * - `days-within` from a window that ends now and spans whole days ("last 7 days"); `days-offset` from a date
 *   ("domani" → 1); `time` from a date plus a time of day ("domani alle 9" → `2026-05-20T09:00`) or a duration
 *   from now ("tra 20 minuti"); `timezone` from a city; a boolean from a qualifier of its name ("non lette" →
 *   `unread_only`); `sender` after "from", "da", "di" (a name or address);
 * - labelled strings after their it/en labels ({@link valueLabels}); a colon's payload fills the free text;
 * - `text`: the longest run of words after the verb that nothing else read ("ricordami di chiamare Luca domani
 *   alle 9" → "chiamare Luca").
 */
export function fillSingleStepArgs({ query, tool, object, reading, extraction, now, timeZone }: FillSingleStepArgsInput): FilledArgs {
  // A boolean sub-schema (`true`/`false`) says nothing a reader can use: it is read as an empty schema.
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    Object.entries(tool.inputSchema.properties ?? {}).map(([name, schema]) => [name, typeof schema === 'object' ? schema : {}]),
  );
  const roles = new Map<string, PropertyRole>(Object.entries(properties).map(([name, schema]) => [name, propertyRole(tool, name, schema)]));
  const names = (role: PropertyRole): string[] => [...roles].filter(([, candidate]) => candidate === role).map(([name]) => name);
  const words = reading.words;
  const values = extraction.values;
  const args: Record<string, unknown> = {};
  const sources: Record<string, SingleStepArgSource> = {};
  const consumed: TextSpan[] = [];
  const take = (name: string, value: unknown, source: SingleStepArgSource, spans: readonly TextSpan[]): void => {
    args[name] = value;
    sources[name] = source;
    consumed.push(...spans.map(({ start, end }) => ({ start, end })));
  };
  const times = readTimesOfDay(query);
  const durations = readDurations(query);
  const clockSpans: TextSpan[] = [...times, ...durations];
  const clock = zonedClock(now, timeZone);

  // 1. args-extractor's values, where they fit the role. Values inside a payload ("summarise: … up 5% …") are the
  // payload's text, not arguments, when the tool takes a free text.
  const payloadWord = words.find((word) => word.payload === true);
  const takesText = [...roles.values()].includes('text') || ['body', 'message', 'content'].some((name) => roles.get(name) === 'labelled');
  const inPayload = (span: TextSpan): boolean => takesText && payloadWord !== undefined && span.start >= payloadWord.start;
  for (const [name, value] of Object.entries(extraction.args)) {
    const role = roles.get(name);
    const schema = properties[name];
    const source = extraction.sources[name];
    if (role === undefined || schema === undefined || role === 'consumer' || source === 'default') continue;
    if (source !== 'rule') {
      take(name, value, source ?? 'rule', []);
      continue;
    }
    if (['destination', 'place', 'paths', 'days-offset', 'days-within', 'time', 'flag', 'sender', 'timezone'].includes(role)) continue;
    const origins = originsOf(value, values);
    if (origins.some(inPayload)) continue;
    if (origins.some((origin) => (origin.kind === 'date' || origin.kind === 'window') && !isTimeProperty(name, schema))) continue;
    if (origins.some((origin) => origin.kind === 'number' && clockSpans.some((span) => overlaps(span, origin)))) continue;
    if (role === 'recipients' && !origins.every((origin) => origin.kind === 'email')) continue;
    let spans: TextSpan[] = origins;
    if (origins.length === 0 && typeof value === 'string') {
      const at = query.toLowerCase().indexOf(value.toLowerCase());
      if (at < 0) continue;
      spans = [{ start: at, end: at + value.length }];
    }
    take(name, value, 'rule', spans);
  }

  // 2. Places and paths.
  const placeKind = object === 'messages' ? 'mailbox' : 'folder';
  const candidates: Array<{ value: string; span: TextSpan; preposition: string | undefined; isFile: boolean }> = [];
  for (const value of values) {
    if (value.kind === 'path' && typeof value.value === 'string') candidates.push({ value: value.value, span: value, preposition: prepositionBefore(words, value.start), isFile: /\.[A-Za-z][A-Za-z0-9]{0,4}$/u.test(value.value) });
  }
  for (const word of words) {
    if (word.literal === 'file' && !candidates.some((candidate) => overlaps(candidate.span, word))) {
      candidates.push({ value: word.raw, span: word, preposition: prepositionBefore(words, word.start), isFile: true });
    }
  }
  for (const place of reading.places) {
    const word = words[place.index] as RequestWord;
    const lastWord = [...words].reverse().find((candidate) => candidate.head === place.index) ?? word;
    if (place.kind === placeKind && !candidates.some((candidate) => overlaps(candidate.span, { start: word.start, end: lastWord.end }))) candidates.push({ value: place.value, span: { start: word.start, end: lastWord.end }, preposition: place.preposition, isFile: false });
  }
  candidates.sort((left, right) => left.span.start - right.span.start);
  const used = new Set<(typeof candidates)[number]>();
  const [destination] = names('destination');
  if (destination !== undefined) {
    const target = [...candidates].reverse().find((candidate) => !candidate.isFile && candidate.preposition !== undefined && destinationPrepositions.has(candidate.preposition));
    if (target !== undefined) {
      take(destination, target.value, 'reader', [target.span]);
      used.add(target);
    }
  }
  const [pathsName] = names('paths');
  if (pathsName !== undefined) {
    const files = candidates.filter((candidate) => !used.has(candidate) && (candidate.isFile || candidate.value.startsWith('/') || candidate.value.startsWith('~/')) && reading.places.every((place) => place.value !== candidate.value));
    if (files.length > 0) {
      take(pathsName, files.map((candidate) => candidate.value), 'reader', files.map((candidate) => candidate.span));
      for (const file of files) used.add(file);
    }
  }
  const [placeName] = names('place');
  if (placeName !== undefined) {
    const source = candidates.find((candidate) => !used.has(candidate) && !candidate.isFile
      && (destination === undefined || (candidate.preposition !== undefined && sourcePrepositions.has(candidate.preposition))));
    if (source !== undefined) {
      take(placeName, source.value, 'reader', [source.span]);
      used.add(source);
    }
  }

  // File kinds the request names ("which pdfs", "i docx") for a pattern or extension argument.
  for (const name of [...roles].filter(([, role]) => role === 'labelled').map(([candidate]) => candidate)) {
    const kind = propertyWords(name).find((word) => ['pattern', 'glob', 'extension'].includes(word));
    if (kind === undefined || name in args) continue;
    const file = kind === 'extension' ? undefined : words.find((candidate) => candidate.literal === 'file' && !isCovered(candidate, consumed));
    if (file !== undefined) {
      take(name, file.raw, 'reader', [file]);
      continue;
    }
    const word = words.find((candidate) => candidate.role === 'object' && candidate.valueForm === true && !isCovered(candidate, consumed));
    if (word === undefined) continue;
    const extension = fileKinds[word.text] ?? word.text.replace(/s$/u, '');
    take(name, kind === 'extension' ? extension : `*.${extension}`, 'reader', [word]);
  }
  // Numbers introduced by a count argument's label ("al massimo 5", "the last 10").
  for (const name of names('count')) {
    if (name in args) continue;
    const schema = properties[name] as JsonSchema;
    const labelWords = propertyWords(name).flatMap((word) => [word, ...(valueLabels[word] ?? [])]).flatMap((label) => label.split(' '));
    const number = values.find((value) => value.kind === 'number' && !isCovered(value, consumed) && !inPayload(value) && !clockSpans.some((span) => overlaps(span, value))
      && (schema.type !== 'integer' || Number.isInteger(value.value))
      && (typeof schema.minimum !== 'number' || (value.value as number) >= schema.minimum)
      && (typeof schema.maximum !== 'number' || (value.value as number) <= schema.maximum)
      && words.slice(Math.max(0, words.findIndex((word) => word.start >= value.start) - 3), words.findIndex((word) => word.start >= value.start)).some((word) => labelWords.includes(word.text)));
    if (number !== undefined) take(name, number.value, 'reader', [number]);
  }

  // 3. Days, times, zones, flags.
  const windowsNow = values.filter((value) => value.kind === 'window');
  for (const name of names('days-within')) {
    for (const window of windowsNow) {
      const { from, to } = window.value as TimeWindow;
      const span = Date.parse(to) - Date.parse(from);
      const days = Math.round(span / 86_400_000);
      if (Math.abs(Date.parse(to) - now.getTime()) <= 60_000 && days >= 1 && Math.abs(span - days * 86_400_000) <= 3_600_000) {
        const index = words.findIndex((word) => word.start >= window.start);
        const before = words.slice(Math.max(0, index - 2), index).find((word) => modificationWords.test(word.text));
        take(name, days, 'reader', [window, ...(before === undefined ? [] : [before])]);
        break;
      }
    }
  }
  const dates = values.filter((value) => value.kind === 'date' && !isCovered(value, consumed));
  for (const name of names('days-offset')) {
    const dayDuration = durations.find((duration) => duration.milliseconds % 86_400_000 === 0);
    if (dates[0] !== undefined) take(name, daysFrom(clock, dates[0].value as string), 'reader', [dates[0], ...values.filter((value) => overlaps(value, dates[0] as TextSpan))]);
    else if (dayDuration !== undefined) take(name, dayDuration.milliseconds / 86_400_000, 'reader', [dayDuration]);
  }
  const future = !isReadOnlyTool(tool);
  for (const name of names('time')) {
    const schema = properties[name] as JsonSchema;
    const withTime = schema.format !== 'date';
    const duration = durations[0];
    const date = dates.find((value) => !isCovered(value, consumed) && !durations.some((span) => overlaps(span, value)));
    const dateSpans: TextSpan[] = date === undefined ? [] : [date, ...values.filter((value) => value !== date && overlaps(value, date))];
    const dateValue = date === undefined ? undefined : future && daysFrom(clock, date.value as string) < 0 && weekdayName.test(date.text) && !pastMarker.test(date.text)
      ? shiftDate(...((date.value as string).split('-').map(Number) as [number, number, number]), 7)
      : (date?.value as string | undefined);
    const time = times[0];
    // A day and a time read as one moment ("domani alle 9"): its local date-time, or its day for a date field.
    const moment = values.find((value) => value.kind === 'datetime' && !isCovered(value, consumed));
    if (moment !== undefined) {
      const local = moment.value as string;
      take(name, withTime ? local.slice(0, 16) : local.slice(0, 10), 'reader', [moment, ...values.filter((value) => value !== moment && overlaps(value, moment))]);
    } else if (withTime && duration !== undefined && date === undefined && time === undefined) {
      const at = zonedClock(new Date(now.getTime() + duration.milliseconds), timeZone);
      take(name, `${shiftDate(at.year, at.month, at.day, 0)}T${formatClock(at.hour, at.minute)}`, 'reader', [duration, ...values.filter((value) => overlaps(value, duration))]);
    } else if (withTime && time !== undefined) {
      const later = time.hour * 60 + time.minute > clock.hour * 60 + clock.minute;
      const day = dateValue ?? shiftDate(clock.year, clock.month, clock.day, later ? 0 : 1);
      take(name, `${day}T${formatClock(time.hour, time.minute)}`, 'reader', [time, ...(time.dayPart === undefined ? [] : [time.dayPart]), ...dateSpans]);
    } else if (dateValue !== undefined && schema.format !== 'date-time') {
      take(name, dateValue, 'reader', dateSpans);
    }
  }
  const zones = readTimeZones(query);
  for (const name of names('timezone')) if (zones[0] !== undefined) take(name, zones[0].timeZone, 'reader', [zones[0]]);
  for (const name of names('flag')) {
    const nameWords = propertyWords(name).filter((word) => word !== 'only');
    const qualifier = reading.qualifiers.find((candidate) => candidate === nameWords.join('_') || nameWords.includes(candidate));
    if (qualifier === undefined) continue;
    take(name, true, 'reader', words.filter((word) => word.role === 'qualifier' && word.canonical === qualifier));
  }

  // 4. Sender.
  const timeValues = values.filter((value) => value.kind === 'date' || value.kind === 'window');
  for (const name of names('sender')) {
    if (name in args) continue;
    for (let index = 0; index < words.length && !(name in args); index += 1) {
      const opener = senderOpeners.find((parts) => parts.every((part, offset) => words[index + offset]?.text === part));
      if (opener === undefined) continue;
      let start = index + opener.length;
      while (['the', 'my', 'il', 'lo', 'la', 'i', 'gli', 'le', 'l'].includes(words[start]?.text ?? '') && !(words[start] as RequestWord).boundaryBefore) start += 1;
      const first = words[start];
      if (first === undefined || first.boundaryBefore || isCovered(first, consumed)) continue;
      if (first.literal === 'email') {
        take(name, first.text, 'reader', [{ start: (words[index] as RequestWord).start, end: first.end }]);
        break;
      }
      const strictOpener = opener.length === 1 && ['di', 'dal', 'dalla'].includes(opener[0] as string);
      let last = start - 1;
      for (let position = start; position < words.length && position < start + 3; position += 1) {
        const word = words[position] as RequestWord;
        if (position > start && word.boundaryBefore) break;
        if (word.literal !== undefined || isCovered(word, consumed) || timeValues.some((value) => overlaps(value, word)) || !['content', 'number'].includes(word.role)) break;
        if (strictOpener && !word.capitalized) break;
        if (position > start && !word.capitalized && (words[start] as RequestWord).capitalized) break;
        last = position;
      }
      if (last < start) continue;
      take(name, query.slice(first.start, (words[last] as RequestWord).end), 'reader', [{ start: (words[index] as RequestWord).start, end: (words[last] as RequestWord).end }]);
    }
  }

  // 5. Labelled strings, then a colon's payload, then the free text.
  const labelled = names('labelled').filter((name) => !(name in args));
  const labels = new Map<string, readonly string[]>(labelled.map((name) => [name, [...new Set([...propertyWords(name), ...propertyWords(name).flatMap((word) => valueLabels[word] ?? [])])]]));
  const hits = findLabels(words, labels, consumed);
  for (const hit of hits) {
    if (hit.property in args) continue;
    const read = readLabelledValue(query, words, hit, hits, consumed);
    if (read !== undefined) take(hit.property, read.value, 'reader', [read.span]);
  }
  const texts = names('text').filter((name) => !(name in args));
  const freeNames = texts.length > 0 ? texts.slice(0, 1) : ['body', 'message', 'content'].filter((name) => roles.get(name) === 'labelled' && !(name in args)).slice(0, 1);
  for (const name of freeNames) {
    const run = freeRun(words, reading, object, consumed, texts.length > 0);
    if (run === undefined) continue;
    let first = run.first;
    while (!run.payload && first < run.last && textConnectors.has((words[first] as RequestWord).text)) first += 1;
    const firstWord = words[first] as RequestWord;
    const lastWord = words[run.last] as RequestWord;
    const value = firstWord.literal === 'quoted' && first === run.last ? firstWord.raw.slice(1, -1).trim() : query.slice(firstWord.start, lastWord.end).trim();
    if (value !== '') take(name, value, 'reader', [{ start: (words[run.first] as RequestWord).start, end: lastWord.end }]);
  }

  // 6. Defaults declared by the schema.
  for (const [name, value] of Object.entries(extraction.args)) {
    if (!(name in args) && extraction.sources[name] === 'default' && roles.get(name) !== 'consumer') take(name, value, 'default', []);
  }
  return { args, sources, consumed };
}

/**
 * The free text of a request: runs of words after the goal verb that nothing else read (a colon or another clause
 * boundary ends a run). The run after a colon (the payload: "promemoria: dentista") wins; otherwise — only when
 * `anyRun` (the tool creates something whose content is the rest of the request) — the run with most content words.
 */
function freeRun(words: readonly RequestWord[], reading: RequestReading, object: string, consumed: readonly TextSpan[], anyRun: boolean): { first: number; last: number; payload: boolean } | undefined {
  const after = reading.actionIndex ?? -1;
  const runs: Array<{ first: number; last: number; content: number; payload: boolean }> = [];
  let current: (typeof runs)[number] | undefined;
  words.forEach((word, index) => {
    const free = index > after && !isCovered(word, consumed) && !(word.role === 'object' && word.canonical === object && word.payload !== true) && !(word.role === 'verb' && index === reading.actionIndex);
    if (!free || (current !== undefined && word.boundaryBefore)) {
      if (current !== undefined) runs.push(current);
      current = undefined;
      if (!free) return;
    }
    current ??= { first: index, last: index, content: 0, payload: word.payload === true };
    current.last = index;
    if (word.role !== 'function') current.content += 1;
  });
  if (current !== undefined) runs.push(current);
  const withContent = runs.filter((run) => run.content > 0);
  const payload = withContent.filter((run) => run.payload).sort((left, right) => right.content - left.content)[0];
  if (payload !== undefined) return payload;
  if (!anyRun) return undefined;
  return withContent.sort((left, right) => right.content - left.content || left.first - right.first)[0];
}
