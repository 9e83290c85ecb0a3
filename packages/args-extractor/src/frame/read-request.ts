import type { Language } from '@metnos/core';
import { detectLanguage, readWords, wordsOfEveryLocale, type RequestWord, type WordReading } from '@metnos/lexicon';
import type { ExtractedValue } from '../extracted-value';
import { extractValues } from '../extract-values';
import { emailRoles, type EmailRole } from '../rules/email-roles';
import { findRecurrences } from '../rules/find-recurrences';
import { findTimeZones } from '../rules/find-time-zones';
import { pathRole } from '../rules/path-role';
import { readSender } from '../rules/read-sender';
import { findLabels } from '../schema/find-labels';
import { propertyLabels } from '../schema/property-labels';
import { readLabelledValue } from '../schema/read-labelled-value';
import { trailingFunctionWords } from '../schema/trailing-function-words';
import { isSpanCovered, spansOverlap, type TextSpan } from '../text-span';
import { resolveClock } from '../time/resolve-clock';
import { assertTimeZone } from '../time/zoned-time';
import type { FrameSlot, RequestFrame, SlotRole } from './request-frame';

/** Options of {@link readRequest}. */
export interface ReadRequestOptions {
  /** The request's language when known (the turn's); detected by the lexicon otherwise. */
  language?: Language;
  /** The turn's clock (default now) and IANA zone (default the machine's). */
  now?: Date;
  timeZone?: string;
  /** The words of `text` already read (`readWords(text)`, which no clock or language changes): not read again. */
  reading?: WordReading;
}

const temporalKinds = new Set<ExtractedValue['kind']>(['date', 'datetime', 'time', 'window', 'duration']);
const coordinators = wordsOfEveryLocale((locale) => locale.markers.coordinators);
/** The labelled slots and the property whose labels introduce each (`propertyLabels`). */
const labelledRoles: ReadonlyArray<readonly [SlotRole, string]> = [['subject', 'subject'], ['body', 'body'], ['query', 'query'], ['name', 'name']];
/** The labels of each labelled slot, read on first use (`propertyLabels` of a fixed property list). */
let labels: ReadonlyMap<string, readonly string[]> | undefined;
/** Labels of a bound before a number ("at most", "the last", "al massimo", "i primi"). */
const boundLabels = new Map([['quantity', propertyLabels('max')]]);
/** Labelled slots whose value is running text, which reads through dates. */
const runningTextRoles = new Set<SlotRole>(['body']);
/** Sentence punctuation a text keeps when it ends the request ("Can we move it to Monday?"). */
const closingPunctuation = /^[?!.…]+/u;

/**
 * Reads a request once for every layer of a turn (issue 21): the language (given, or the lexicon's
 * `detectLanguage`), the words with their roles (`readWords`), every value of the rules (`extractValues` on the
 * turn's clock and language), and the request's slots by role, each with its span (see {@link SlotRole}):
 * - URLs; email addresses as `recipient`, `sender` or `copy` by the words before them (`emailRoles`);
 * - paths and file names as `source`/`destination` after "from"/"to" (`pathRole`), else `path`; well-known places
 *   ("in Scaricati", "nel cestino", "from Documents") likewise, or `place` without a preposition; a place followed by
 *   `/Sub` ("Documenti/Fatture") is that subfolder;
 * - file kinds (`*.pdf`), numbers as `quantity`, dates, date-times, times, windows and durations, time zones named by
 *   a city, recurrences;
 * - a sender named after "from"/"da"/"di" (`readSender`); labelled text (`subject`, `body`, `query`, `name`) after its
 *   it/en labels, a quoted value without its quotes;
 * - `text`: the payload after a colon, else the longest run of words after the goal verb that nothing else read, with
 *   the user's characters kept (a closing "?" included) and no trailing preposition.
 * Pure and deterministic for a given clock.
 */
export function readRequest(text: string, options: ReadRequestOptions = {}): RequestFrame {
  const clock = resolveClock(options);
  assertTimeZone(clock.timeZone);
  const language = options.language ?? detectLanguage(text);
  const reading = options.reading ?? readWords(text);
  const values = extractValues(text, { now: clock.now, timeZone: clock.timeZone, language });
  const { words } = reading;
  const slots: FrameSlot[] = [];
  const consumed: TextSpan[] = [];
  // "… please", "… per favore", "… grazie": courtesy closing the request belongs to no slot.
  const courtesy = closingCourtesy(words);
  if (courtesy !== undefined) consumed.push(courtesy);
  const add = (role: SlotRole, value: unknown, span: TextSpan, extra: Partial<FrameSlot> = {}): void => {
    slots.push({ role, value, start: span.start, end: span.end, text: text.slice(span.start, span.end), ...extra });
    consumed.push({ start: span.start, end: span.end });
  };
  const quoteAround = (span: TextSpan): RequestWord | undefined => words.find((word) => word.literal === 'quoted' && word.start < span.start && span.end < word.end);

  const emails = values.filter((value) => value.kind === 'email');
  const roles = emailRoles(text, emails);
  const roleOf = new Map<ExtractedValue, EmailRole | undefined>(emails.map((email, index) => [email, roles[index]]));
  for (const value of values) {
    if (value.kind === 'url') add('url', value.value, value, { source: value });
    else if (value.kind === 'email' && roleOf.get(value) !== undefined) add(roleOf.get(value) as SlotRole, value.value, value, { source: value });
    else if (value.kind === 'path') {
      // A quoted path ("~/My Notes/todo.txt" in quotes) is read with its quotes.
      const quote = quoteAround(value);
      add(value.role ?? 'path', value.value, quote ?? value, { source: value, ...(quote === undefined ? {} : { quoted: true }) });
    } else if (value.kind === 'extension') add('file_type', value.value, value, { source: value });
    else if (temporalKinds.has(value.kind)) add(value.kind as SlotRole, value.value, value, { source: value });
  }
  for (const word of words) {
    if (word.literal === 'file' && !isSpanCovered(word, consumed)) add(pathRole(text.slice(0, word.start)) ?? 'path', word.raw, word);
  }
  for (const place of reading.places) {
    const first = words[place.index] as RequestWord;
    const last = [...words].reverse().find((word) => word.head === place.index) ?? first;
    if (consumed.some((span) => spansOverlap(span, first))) continue;
    // "Documenti/Fatture": a subfolder of the well-known place.
    const subpath = /^\/[^\s"'“”«»,;]+/u.exec(text.slice(last.end))?.[0]?.replace(/[.,;:!?)]+$/u, '') ?? '';
    const role = pathRole(text.slice(0, first.start)) ?? 'place';
    add(role, `${place.value}${subpath}`, { start: first.start, end: last.end + subpath.length });
  }
  for (const zone of findTimeZones(text)) if (!consumed.some((span) => spansOverlap(span, zone))) add('timezone', zone.timeZone, zone);
  for (const span of findRecurrences(text)) add('recurrence', text.slice(span.start, span.end), span);
  for (const value of values) {
    if (value.kind !== 'number' || consumed.some((span) => spansOverlap(span, value))) continue;
    // "the last 5", "al massimo 10": a bound's label before the number belongs to its slot.
    const at = words.findIndex((word) => word.start >= value.start);
    const label = findLabels(words.slice(0, at), boundLabels, consumed).find((hit) => words.slice(hit.last + 1, at).every((word) => word.role === 'function' && !word.boundaryBefore));
    add('quantity', value.value, label === undefined ? value : { start: (words[label.first] as RequestWord).start, end: value.end }, { source: value });
  }

  const temporal = values.filter((value) => temporalKinds.has(value.kind));
  if (!slots.some((slot) => slot.role === 'sender')) {
    const sender = readSender(text, words, consumed);
    if (sender !== undefined) add('sender', sender.value, sender.span);
  }
  // Running text (a body, a payload) reads through the dates inside it ("saying can we move it to Monday?"): a
  // temporal slot there is marked `within` it, and a tool that takes no time leaves it to the text.
  const valueSpans = consumed.filter((span) => !temporal.some((value) => value.start === span.start && value.end === span.end));
  labels ??= new Map<string, readonly string[]>(labelledRoles.map(([role, property]) => [role, propertyLabels(property)]));
  const hits = findLabels(words, labels, consumed);
  for (const hit of hits) {
    if (slots.some((slot) => slot.role === hit.property)) continue;
    const running = runningTextRoles.has(hit.property as SlotRole);
    const read = readLabelledValue(text, words, hit, hits, running ? valueSpans : consumed, running ? {} : { stopBefore: temporal.filter((value) => !isSpanCovered(value, consumed)) });
    if (read === undefined) continue;
    const quoted = words.some((word) => word.literal === 'quoted' && read.span.end === word.end && read.value === word.raw.slice(1, -1).trim());
    const end = running && read.span.end === (words.at(-1) as RequestWord).end && !quoted ? read.span.end + (closingPunctuation.exec(text.slice(read.span.end))?.[0].length ?? 0) : read.span.end;
    add(hit.property as SlotRole, read.value + text.slice(read.span.end, end), { start: read.span.start, end }, quoted ? { quoted: true } : {});
    // A quoted text is the user's own words, numbers and dates included ("Invoice #42", "Fattura n. 31").
    if (running || quoted) markWithin(slots, hit.property as SlotRole, { start: read.span.start, end });
  }
  const payload = words.some((word) => word.payload === true);
  const free = freeText(text, words, reading.actionIndex, reading.object, payload ? valueSpans.concat(slots.filter((slot) => slot.role !== 'text' && !temporalKinds.has(slot.role as ExtractedValue['kind']))) : consumed);
  if (free !== undefined) {
    add('text', free.value, free.span, free.quoted ? { quoted: true } : {});
    if (payload) markWithin(slots, 'text', free.span);
  }
  slots.sort((left, right) => left.start - right.start);
  return { text, language, now: clock.now, timeZone: clock.timeZone, reading, values, emailRoles: roleOf, slots };
}

/**
 * The free text of a request: the run of words after a colon (the payload) or, otherwise, the longest run of words
 * after the goal verb that nothing else read and that holds a content word; a clause boundary ends a run (inside the
 * payload a comma does not, unless "and"/"e"… follows it). The value is the text as written from the run's first
 * word to its last: leading "to"/"di"/"che"… and trailing prepositions dropped, a closing "?"/"!"/"." kept when the
 * run ends the request, a lone quoted run without its quotes.
 */
function freeText(text: string, words: readonly RequestWord[], actionIndex: number | undefined, object: string | undefined, consumed: readonly TextSpan[]): { value: string; span: TextSpan; quoted: boolean } | undefined {
  const after = actionIndex ?? -1;
  const runs: Array<{ first: number; last: number; content: number; payload: boolean }> = [];
  let current: (typeof runs)[number] | undefined;
  words.forEach((word, index) => {
    const free = index > after && !isSpanCovered(word, consumed)
      && !(word.role === 'object' && word.canonical === object && word.payload !== true)
      && !(word.role === 'verb' && word.head === actionIndex);
    const previous = words[index - 1];
    const payloadComma = current?.payload === true && word.payload === true && previous !== undefined
      && /^\s*,\s*$/u.test(text.slice(previous.end, word.start)) && !coordinators.has(word.text);
    if (!free || (current !== undefined && word.boundaryBefore && !payloadComma)) {
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
  const run = withContent.filter((candidate) => candidate.payload).sort((left, right) => right.content - left.content)[0]
    ?? withContent.sort((left, right) => right.content - left.content || left.first - right.first)[0];
  if (run === undefined) return undefined;
  let { first, last } = run;
  while (!run.payload && first < last && leadingConnectors.has((words[first] as RequestWord).text)) first += 1;
  while (last > first && trailingFunctionWords.has((words[last] as RequestWord).text)) last -= 1;
  const firstWord = words[first] as RequestWord;
  const lastWord = words[last] as RequestWord;
  if (firstWord.literal === 'quoted' && first === last) {
    return { value: firstWord.raw.slice(1, -1).trim(), span: { start: firstWord.start, end: firstWord.end }, quoted: true };
  }
  let end = lastWord.end;
  // A question or exclamation ending the request is the text's own ("ask Anna: are you coming?"); a full stop is the request's.
  if (last === words.length - 1) end += questionOrExclamation.exec(text.slice(end))?.[0].length ?? 0;
  return { value: text.slice(firstWord.start, end).trim(), span: { start: (words[run.first] as RequestWord).start, end }, quoted: false };
}

/** Courtesy words that close a request without being part of its text. */
const courtesyClosers = wordsOfEveryLocale((locale) => locale.courtesy.closers);
/** The span of the courtesy words closing a request ("please", "per favore"), with the function words before them. */
function closingCourtesy(words: readonly RequestWord[]): TextSpan | undefined {
  let first = words.length;
  while (first > 1 && courtesyClosers.has((words[first - 1] as RequestWord).text)) first -= 1;
  if (first === words.length) return undefined;
  while (first > 1 && trailingFunctionWords.has((words[first - 1] as RequestWord).text)) first -= 1;
  return { start: (words[first] as RequestWord).start, end: (words.at(-1) as RequestWord).end };
}

/** The punctuation a free text keeps when it ends the request. */
const questionOrExclamation = /^[?!]+/u;

/** Words that link a verb to its free text ("remind me **to** call", "ricordami **di** chiamare", "say **that**"). */
const leadingConnectors = wordsOfEveryLocale((locale) => locale.markers.textConnectors);

/** Marks the value slots inside `span` (dates, times, numbers) as read `within` the running-text slot `role`. */
function markWithin(slots: FrameSlot[], role: SlotRole, span: TextSpan): void {
  for (const slot of slots) if (slot.source !== undefined && (temporalKinds.has(slot.source.kind) || slot.source.kind === 'number') && isSpanCovered(slot, [span])) slot.within = role;
}
