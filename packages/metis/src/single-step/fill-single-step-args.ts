import { emailRoles, findLabels, findTimeZones, isSpanCovered, pathRole, propertyLabels, readLabelledValue, readSender, spansOverlap, type ExtractArgsResult, type ExtractedValue, type RequestFrame, type TextSpan, type TimeWindow } from '@metnos/args-extractor';
import { civilDaysBetween, classifyProperty, getZonedParts, propertyDirection, trailingFunctionWords, type PropertyClass, type PropertyRole } from '@metnos/args-extractor/internal';
import type { JsonSchema, ToolManifest } from '@metnos/core';
import { wordsOfEveryLocale, type WordReading, type RequestWord } from '@metnos/lexicon';
import { countModifierPropertyWords, isQuotedPath, propertyRoleWords } from '@metnos/lexicon/internal';
import { isReadOnlyTool } from './is-read-only-tool';
import type { SingleStepArgSource } from './single-step-result';

const coordinators = wordsOfEveryLocale((locale) => locale.markers.coordinators);
// Recipient argument names that make it a copy (`cc`, `bcc`).
const copyWords: ReadonlySet<string> = new Set(propertyRoleWords.copies);

/** The calendar fields of a `YYYY-MM-DD` date. */
const civilDateOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

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
  reading: WordReading;
  extraction: ExtractArgsResult;
  now: Date;
  timeZone: string;
  /**
   * The turn's reading of the request (`readRequest`): a file named by its name alone is taken from the folder its
   * `source` slot names ("move notes.txt from Documents to Downloads" → `~/Documents/notes.txt`).
   */
  frame?: RequestFrame;
}

// Participles that say which time a window filters by ("modified in the last 7 days", "modificati negli ultimi 7 giorni").
const modificationWords = wordsOfEveryLocale((locale) => locale.planner.modificationWords);
// Object words that name a file kind other than by its extension.
const fileKinds: Record<string, string> = { pdfs: 'pdf', logs: 'log', markdown: 'md' };
// Words of a count's name that say which end it bounds, not what it counts (`max_results` counts results).
const countModifiers: ReadonlySet<string> = new Set(countModifierPropertyWords);
const singular = wordsOfEveryLocale((locale) => locale.planner.singularWords);
const textConnectors = wordsOfEveryLocale((locale) => locale.planner.textConnectors);
const temporalKinds = new Set(['date', 'datetime', 'time', 'window', 'duration']);
const genitiveWords = wordsOfEveryLocale((locale) => locale.planner.genitiveWords);
// A local date-time as args-extractor writes it (`2026-05-21T16:00:00+02:00`).
const zonedDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/u;

/**
 * Fills a tool's arguments for the single-step planner from args-extractor's result, by argument role
 * (`classifyProperty` of @metnos/args-extractor), keeping the spans each value came from:
 * - args-extractor's values are kept where they fit the role: a temporal value never fills a property that is not
 *   about time (a recipient `to`, a sender `from`); recipients are only the addresses the request sends to
 *   (`emailRoles`: "to bob@…", not "from anna@…" or "cc anna@…"); a `time` property takes args-extractor's date or date-time as it
 *   resolved it (forward or back by the property's meaning and the request's tense: "on Saturday", "domani alle 9",
 *   "tra 20 minuti"), written as the local `YYYY-MM-DDTHH:mm` unless the schema asks for `format: date-time`;
 * - places: the one folder or path read as a destination (args-extractor's `pathRole`: "to", "in", "nella") is the
 *   `destination` (two are two moves: none); files and folders named with no preposition are `paths`; a `place` takes a folder (mail folder for a `messages` tool), only a
 *   source one ("from", "da") when the tool also has a destination;
 * - `days-within` from a window that ends now and spans whole days ("last 7 days"); `days-offset` from a date
 *   ("domani" → 1, "tra 10 giorni" → 10); `timezone` from a city (`findTimeZones`); a boolean from a qualifier of
 *   its name ("non lette" → `unread_only`); `sender` by `readSender`;
 * - labelled strings after their it/en labels (`propertyLabels`, `readLabelledValue`); a colon's payload fills the
 *   free text;
 * - `text`: the longest run of words after the verb that nothing else read, without trailing function words
 *   ("ricordami di chiamare Luca domani alle 9" → "chiamare Luca").
 */
export function fillSingleStepArgs({ query, tool, object, reading, extraction, now, timeZone, frame }: FillSingleStepArgsInput): FilledArgs {
  // A boolean sub-schema (`true`/`false`) says nothing a reader can use: it is read as an empty schema.
  const properties: Record<string, JsonSchema> = Object.fromEntries(
    Object.entries(tool.inputSchema.properties ?? {}).map(([name, schema]) => [name, typeof schema === 'object' ? schema : {}]),
  );
  const classes = new Map<string, PropertyClass>(Object.entries(properties).map(([name, schema]) => [name, classifyProperty(name, schema, tool.consumerArg === undefined ? {} : { consumerArg: tool.consumerArg })]));
  const roles = new Map<string, PropertyRole>([...classes].map(([name, classified]) => [name, classified.role]));
  const propertyWords = (name: string): string[] => classes.get(name)?.words ?? [];
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
  const temporal = values.filter((value) => temporalKinds.has(value.kind));
  const today = getZonedParts(now, timeZone);
  // A time a tool that creates something can act on: not an open bound ("by Friday", "since Monday": a deadline or a
  // filter, not a moment), and not already past for a property that looks forward ("remind me yesterday").
  const isMoment = (name: string, schema: JsonSchema, value: unknown, origins: readonly ExtractedValue[]): boolean => {
    if (!isReadOnlyTool(tool) && origins.some((origin) => origin.kind === 'window' && origin.anchor !== undefined)) return false;
    if (propertyDirection(name, schema) !== 'future' || typeof value !== 'string') return true;
    if (/^\d{4}-\d{2}-\d{2}$/u.test(value)) return civilDaysBetween(today, civilDateOf(value)) >= 0;
    return !zonedDateTime.test(value) || Date.parse(value) >= now.getTime() - 60_000;
  };
  const emails = values.filter((value) => value.kind === 'email');
  const roleOfEmail = new Map(emailRoles(query, emails).map((emailRole, index) => [emails[index] as ExtractedValue, emailRole]));
  const withOverlapping = (value: ExtractedValue): TextSpan[] => [value, ...values.filter((other) => other !== value && spansOverlap(other, value))];

  // 1. args-extractor's values, where they fit the role. Values inside a payload ("summarise: … up 5% …") are the
  // payload's text, not arguments, when the tool takes a free text; a time still says when ("promemoria: dentista
  // giovedì alle 16").
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
    if (['destination', 'place', 'paths', 'days-offset', 'days-within', 'flag', 'sender', 'timezone'].includes(role)) continue;
    const origins = extraction.origins[name] ?? [];
    if (role !== 'time' && origins.some(inPayload)) continue;
    if (origins.some((origin) => origin.kind !== 'duration' && temporalKinds.has(origin.kind)) && classes.get(name)?.temporal !== true) continue;
    if (role === 'recipients') {
      // Only the addresses the request sends to ("to bob@…", "a anna@…"), or copies to for a `cc`: never a sender's.
      const wanted = propertyWords(name).some((word) => copyWords.has(word)) ? 'copy' : 'recipient';
      const items = (Array.isArray(value) ? value : [value]).map((item, index) => [item, origins[index]] as const)
        .filter(([, origin]) => origin !== undefined && origin.kind === 'email' && roleOfEmail.get(origin) === wanted);
      if (items.length === 0 || (!Array.isArray(value) && items.length !== 1)) continue;
      take(name, Array.isArray(value) ? items.map(([item]) => item) : items[0]?.[0], 'rule', items.map(([, origin]) => origin as ExtractedValue));
      continue;
    }
    if (role === 'time' && !isMoment(name, schema, value, origins)) continue;
    let spans: TextSpan[] = origins.flatMap(withOverlapping);
    if (origins.length === 0 && typeof value === 'string') {
      const at = query.toLowerCase().indexOf(value.toLowerCase());
      if (at < 0) continue;
      spans = [{ start: at, end: at + value.length }];
    }
    const local = role === 'time' && schema.format !== 'date-time' && typeof value === 'string' && zonedDateTime.test(value) ? value.slice(0, 16) : value;
    take(name, local, 'rule', spans);
  }

  // 2. Places and paths, with their role from the preposition before them.
  const placeKind = object === 'messages' ? 'mailbox' : 'folder';
  const candidates: Array<{ value: string; span: TextSpan; role: 'source' | 'destination' | undefined; isFile: boolean }> = [];
  for (const value of values) {
    if (value.kind !== 'path' || typeof value.value !== 'string') continue;
    // A quoted path ("~/My Notes/todo.txt" in quotes) is read with its quotes.
    const quoted = words.find((word) => isQuotedPath(word) && word.start < value.start && value.end < word.end);
    candidates.push({ value: value.value, span: quoted === undefined ? value : { start: quoted.start, end: quoted.end }, role: value.role, isFile: /\.[A-Za-z][A-Za-z0-9]{0,4}$/u.test(value.value) });
  }
  for (const word of words) {
    if (word.literal === 'file' && !candidates.some((candidate) => spansOverlap(candidate.span, word))) {
      candidates.push({ value: word.raw, span: word, role: pathRole(query.slice(0, word.start)), isFile: true });
    }
  }
  for (const place of reading.places) {
    const word = words[place.index] as RequestWord;
    const lastWord = [...words].reverse().find((candidate) => candidate.head === place.index) ?? word;
    const span = { start: word.start, end: lastWord.end };
    if (place.kind === placeKind && !candidates.some((candidate) => spansOverlap(candidate.span, span))) candidates.push({ value: place.value, span, role: pathRole(query.slice(0, word.start)), isFile: false });
  }
  candidates.sort((left, right) => left.span.start - right.span.start);
  const used = new Set<(typeof candidates)[number]>();
  const [destination] = names('destination');
  if (destination !== undefined) {
    // Two destinations ("~/a.pdf to ~/x and ~/b.pdf to ~/y") are two moves: none is taken.
    const targets = candidates.filter((candidate) => !candidate.isFile && candidate.role === 'destination');
    const target = targets.length === 1 ? targets[0] : undefined;
    if (target !== undefined) {
      take(destination, target.value, 'reader', [target.span]);
      used.add(target);
    }
  }
  const [pathsName] = names('paths');
  if (pathsName !== undefined) {
    // A folder things are taken from or put into ("from ~/x", "to ~/y") is not itself one of the paths acted on.
    const files = candidates.filter((candidate) => !used.has(candidate) && (candidate.isFile || ((candidate.value.startsWith('/') || candidate.value.startsWith('~/')) && candidate.role === undefined)) && reading.places.every((place) => place.value !== candidate.value));
    if (files.length > 0) {
      take(pathsName, files.map((candidate) => candidate.value), 'reader', files.map((candidate) => candidate.span));
      for (const file of files) used.add(file);
    }
  }
  const [placeName] = names('place');
  // "move notes.txt from Documents to Downloads", "sposta report.pdf da Scaricati a Documenti": the frame's one
  // `source` folder is where the files named by their name alone are; a file with a folder of its own beside a
  // source ("~/a/x.txt from Documents") is left unread (a miss), never joined by a guess.
  if (frame !== undefined && frame.text === query && pathsName !== undefined && placeName === undefined && Array.isArray(args[pathsName])) {
    const sources = frame.slots.filter((slot) => slot.role === 'source' && typeof slot.value === 'string' && !isSpanCovered(slot, consumed));
    const paths = args[pathsName] as string[];
    const folder = sources.length === 1 ? (sources[0] as (typeof sources)[number]) : undefined;
    if (folder !== undefined && paths.every((path) => !path.includes('/'))) {
      take(pathsName, paths.map((path) => `${(folder.value as string).replace(/\/+$/u, '')}/${path}`), 'reader', [folder]);
    }
  }
  if (placeName !== undefined) {
    const source = candidates.find((candidate) => !used.has(candidate) && !candidate.isFile && (destination === undefined || candidate.role === 'source'));
    if (source !== undefined) {
      take(placeName, source.value, 'reader', [source.span]);
      used.add(source);
    }
  }

  // File kinds the request names ("which pdfs", "i docx") for a pattern or extension argument.
  for (const name of [...roles].filter(([, role]) => role === 'labelled').map(([candidate]) => candidate)) {
    const kind = propertyWords(name).find((word) => ['pattern', 'glob', 'extension'].includes(word));
    if (kind === undefined || name in args) continue;
    const file = kind === 'extension' ? undefined : words.find((candidate) => candidate.literal === 'file' && !isSpanCovered(candidate, consumed));
    if (file !== undefined) {
      take(name, file.raw, 'reader', [file]);
      continue;
    }
    const word = words.find((candidate) => candidate.role === 'object' && candidate.valueForm === true && !isSpanCovered(candidate, consumed));
    if (word === undefined) continue;
    const extension = fileKinds[word.text] ?? word.text.replace(/s$/u, '');
    take(name, kind === 'extension' ? extension : `*.${extension}`, 'reader', [word]);
  }
  // Numbers introduced by a count argument's label ("al massimo 5", "the last 10").
  for (const name of names('count')) {
    if (name in args) continue;
    const schema = properties[name] as JsonSchema;
    const labelWords = propertyLabels(name).flatMap((label) => label.split(' '));
    const number = values.find((value) => value.kind === 'number' && !isSpanCovered(value, consumed) && !inPayload(value)
      && (schema.type !== 'integer' || Number.isInteger(value.value))
      && (typeof schema.minimum !== 'number' || (value.value as number) >= schema.minimum)
      && (typeof schema.maximum !== 'number' || (value.value as number) <= schema.maximum)
      && words.slice(Math.max(0, words.findIndex((word) => word.start >= value.start) - 3), words.findIndex((word) => word.start >= value.start)).some((word) => labelWords.includes(word.text)));
    if (number !== undefined) {
      take(name, number.value, 'reader', [number]);
      continue;
    }
    // "in una frase", "in one sentence": an indefinite article or "one" before the noun the count is named after is 1.
    const nouns = new Set(propertyWords(name).filter((word) => !countModifiers.has(word)).flatMap((word) => [word, ...propertyLabels(word)]).filter((label) => !label.includes(' ')));
    const one = words.findIndex((word, index) => singular.has(word.text) && nouns.has(words[index + 1]?.text ?? '') && !isSpanCovered(word, consumed) && !inPayload(word));
    if (one >= 0 && (typeof schema.minimum !== 'number' || schema.minimum <= 1) && (typeof schema.maximum !== 'number' || schema.maximum >= 1)) {
      take(name, 1, 'reader', [{ start: (words[one] as RequestWord).start, end: (words[one + 1] as RequestWord).end }]);
    }
  }

  // 3. Days, zones, flags.
  for (const name of names('days-within')) {
    for (const window of temporal.filter((value) => value.kind === 'window')) {
      const { from, to } = window.value as TimeWindow;
      const span = Date.parse(to) - Date.parse(from);
      const days = Math.round(span / 86_400_000);
      if (Math.abs(Date.parse(to) - now.getTime()) <= 60_000 && days >= 1 && Math.abs(span - days * 86_400_000) <= 3_600_000) {
        const index = words.findIndex((word) => word.start >= window.start);
        const before = words.slice(Math.max(0, index - 2), index).find((word) => modificationWords.has(word.text));
        take(name, days, 'reader', [...withOverlapping(window), ...(before === undefined ? [] : [before])]);
        break;
      }
    }
  }
  for (const name of names('days-offset')) {
    const date = temporal.find((value) => value.kind === 'date' && !isSpanCovered(value, consumed));
    if (date !== undefined) take(name, civilDaysBetween(today, civilDateOf(date.value as string)), 'reader', withOverlapping(date));
  }
  const zones = findTimeZones(query);
  for (const name of names('timezone')) if (zones[0] !== undefined) take(name, zones[0].timeZone, 'reader', [zones[0]]);
  for (const name of names('flag')) {
    const nameWords = propertyWords(name).filter((word) => word !== 'only');
    const qualifier = reading.qualifiers.find((candidate) => candidate === nameWords.join('_') || nameWords.includes(candidate));
    if (qualifier === undefined) continue;
    take(name, true, 'reader', words.filter((word) => word.role === 'qualifier' && word.canonical === qualifier));
  }

  // 4. Sender.
  for (const name of names('sender')) {
    if (name in args) continue;
    const sender = readSender(query, words, [...consumed, ...temporal]);
    if (sender !== undefined) take(name, sender.value, 'reader', [sender.span]);
  }

  // 5. Labelled strings, then a colon's payload, then the free text.
  const labelled = names('labelled').filter((name) => !(name in args));
  // The labels of files already read ("… and attach ~/a.pdf", "… e allega …") end the value before them.
  const labels = new Map<string, readonly string[]>([...labelled, ...names('paths').filter((name) => name in args)].map((name) => [name, propertyLabels(name)]));
  const hits = findLabels(words, labels, consumed);
  // A date after "di"/"of" names what the text is about ("oggetto Riunione di lunedì"): in what a tool creates or
  // sends it is part of the text; a lookup's search words never keep a date (it would be a filter the tool lacks).
  const genitive = (value: TextSpan): boolean => !isReadOnlyTool(tool) && genitiveWords.has([...words].reverse().find((word) => word.end <= value.start)?.text ?? '');
  const stopBefore = temporal.filter((value) => !isSpanCovered(value, consumed) && !genitive(value));
  for (const hit of hits) {
    if (hit.property in args) continue;
    const read = readLabelledValue(query, words, hit, hits, consumed, { stopBefore });
    if (read !== undefined) take(hit.property, read.value, 'reader', [read.span]);
  }
  // Quoted words nothing else read are what a search looks for ("le mail con "preventivo""), for the one search
  // string a lookup takes (`query`, `pattern`).
  const searchNames = isReadOnlyTool(tool) ? names('labelled').filter((name) => propertyWords(name).some((word) => word === 'query' || word === 'pattern')) : [];
  const quotes = words.filter((word) => word.literal === 'quoted' && !isQuotedPath(word) && !isSpanCovered(word, consumed));
  if (searchNames.length === 1 && quotes.length === 1 && !((searchNames[0] as string) in args)) {
    const quote = quotes[0] as RequestWord;
    const value = quote.raw.slice(1, -1).trim();
    if (value !== '') take(searchNames[0] as string, value, 'reader', [quote]);
  }
  const texts = names('text').filter((name) => !(name in args));
  const freeNames = texts.length > 0 ? texts.slice(0, 1) : ['body', 'message', 'content'].filter((name) => roles.get(name) === 'labelled' && !(name in args)).slice(0, 1);
  for (const name of freeNames) {
    const run = freeRun(query, words, reading, object, [...consumed, ...temporal.filter((value) => !inPayload(value))], texts.length > 0);
    if (run === undefined) continue;
    let first = run.first;
    while (!run.payload && first < run.last && textConnectors.has((words[first] as RequestWord).text)) first += 1;
    // A text does not end with the preposition of a value read after it ("water the plants on | Saturday").
    let last = run.last;
    const next = words[run.last + 1];
    if (next !== undefined && isSpanCovered(next, consumed)) while (last > first && trailingFunctionWords.has((words[last] as RequestWord).text)) last -= 1;
    const firstWord = words[first] as RequestWord;
    const lastWord = words[last] as RequestWord;
    const value = firstWord.literal === 'quoted' && first === last ? firstWord.raw.slice(1, -1).trim() : query.slice(firstWord.start, lastWord.end).trim();
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
 * boundary ends a run; inside the payload only a comma does not, unless "and"/"e"… follows it). The run after a
 * colon (the payload: "promemoria: dentista") wins; otherwise — only when `anyRun` (the tool creates something whose
 * content is the rest of the request) — the run with most content words.
 */
function freeRun(query: string, words: readonly RequestWord[], reading: WordReading, object: string, consumed: readonly TextSpan[], anyRun: boolean): { first: number; last: number; payload: boolean } | undefined {
  const after = reading.actionIndex ?? -1;
  const runs: Array<{ first: number; last: number; content: number; payload: boolean }> = [];
  let current: (typeof runs)[number] | undefined;
  const payloadComma = (index: number): boolean => {
    const word = words[index] as RequestWord;
    const previous = words[index - 1];
    return current?.payload === true && word.payload === true && previous !== undefined && /^\s*,\s*$/u.test(query.slice(previous.end, word.start)) && !coordinators.has(word.text);
  };
  words.forEach((word, index) => {
    const free = index > after && !isSpanCovered(word, consumed) && !(word.role === 'object' && word.canonical === object && word.payload !== true) && !(word.role === 'verb' && word.head === reading.actionIndex);
    if (!free || (current !== undefined && word.boundaryBefore && !payloadComma(index))) {
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
