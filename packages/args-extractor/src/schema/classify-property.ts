import { wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';
import { propertyRoleWords, type SchemaWords } from '@metnos/lexicon/internal';
import type { JsonSchema } from '@metnos/core';
import type { ArgTarget } from './arg-target';
import { schemaObjectOf } from './schema-object-of';
import { splitPropertyName } from './split-property-name';

/** The kinds of value a property name may hint at, most specific first; their words are the lexicon's `schema.nameHints`. */
const hintedTargets: readonly ArgTarget[] = ['url', 'email', 'path', 'window', 'window-from', 'window-to', 'window-before', 'duration', 'datetime', 'time', 'date', 'pattern', 'extension', 'number'];
const nameHints: Array<[ArgTarget, ReadonlySet<string>]> = hintedTargets.map((target) => [target, wordsOfEveryLocale((locale) => locale.schema.nameHints[target] ?? [])]);
const formatHints: Record<string, ArgTarget> = {
  uri: 'url', url: 'url', iri: 'url', 'uri-reference': 'url',
  email: 'email', 'idn-email': 'email',
  date: 'date', 'date-time': 'datetime', time: 'time', duration: 'duration',
};
const temporalFormats = new Set(['date', 'date-time', 'time', 'duration']);
const temporalTargets = new Set<ArgTarget>(['date', 'datetime', 'time', 'duration', 'window', 'window-from', 'window-to', 'window-before']);
const schemaWords = (pick: (words: SchemaWords) => readonly string[]): string[] => [...wordsOfEveryLocale((locale) => pick(locale.schema))];
const ambiguousTemporalNames = new Set(schemaWords((words) => words.ambiguousTemporalNames));
const notTemporalDescription = new RegExp(String.raw`\b(?:${wordAlternation(schemaWords((words) => words.notTemporalDescriptionWords), { spaces: ' ' })})\b`, 'iu');
const temporalDescription = new RegExp(String.raw`\b(?:${wordAlternation(schemaWords((words) => words.temporalDescriptionWords), { spaces: ' ' })}|iso ?8601)\b`, 'iu');

/**
 * What a tool argument holds, as a planner reading it from the request sees it (from the property's name words,
 * declared type, format and description; never from the tool's name):
 * `consumer` (entries of an earlier step: never from the request), `urls`, `recipients`, `sender`, `paths` (files
 * acted on or attached), `destination` (a folder things go into), `place` (a folder or mail folder to look in or take
 * from), `timezone`, `days-within` ("modified in the last N days"), `days-offset` ("days from today"), `time` (a date
 * or date-time), `flag` (boolean), `count` (other numbers), `text` (the free content of what is created), `labelled`
 * (a free string named in the request by a label: subject, body, query, pattern…), `other`.
 */
export type PropertyRole =
  | 'consumer' | 'urls' | 'recipients' | 'sender' | 'paths' | 'destination' | 'place' | 'timezone' | 'days-within'
  | 'days-offset' | 'time' | 'flag' | 'count' | 'text' | 'labelled' | 'other';

/** What {@link classifyProperty} says of a property. */
export interface PropertyClass {
  /** The property name's words (`splitPropertyName`: `modified_within_days` → modified, within, days). */
  words: string[];
  /** The kinds of extracted value it may take, most specific first; `[]` for free text (`mapValuesToSchema`). */
  targets: ArgTarget[];
  /** What it holds, for a planner that reads each argument from the request by role (Mētis' single-step planner). */
  role: PropertyRole;
  /** Whether it may hold a time value (a date or a window end): by format, name words, or a description about dates. */
  temporal: boolean;
}

/** Options of {@link classifyProperty}. */
export interface ClassifyPropertyOptions {
  /** The tool's argument that takes an earlier step's entries (`ToolManifest.consumerArg`): role `consumer`. */
  consumerArg?: string;
}

/**
 * Classifies a schema property once for every reader: its name words, the extracted values it may take (`targets`),
 * its `role` and whether it is `temporal`.
 *
 * Targets come from its `format`, `enum`, `type`, name words (see `nameHints`) and description, most specific first.
 * A property is only offered values its type can hold: strings for URLs, emails, paths, dates, times and extensions,
 * numbers for numbers and durations in a named unit, objects for windows. `date-time` properties named like a window
 * end take that end. Names that are also prepositions (`to`, `from`, `at`, `on`, `when`) are temporal targets only
 * when the format or the description says so and the description does not make them a recipient, a sender or a
 * place.
 *
 * The role is decided in this order, each rule by the lexicon's `propertyRoleWords`: the consumer; URLs (by format
 * or name); a boolean flag; a time zone; a number of days counted from today (offset) or back from now (within); any
 * other number a count; recipients, then a sender (unless temporal); an array of files `paths`; a destination; a
 * place; a time; a string named like a text (`name` makes it labelled; `subject`/`body`/`query`/`pattern` keep it
 * labelled); any other string labelled; else `other`.
 */
export function classifyProperty(name: string, schema: JsonSchema, options: ClassifyPropertyOptions = {}): PropertyClass {
  const words = splitPropertyName(name);
  const temporal = isTemporal(words, schema);
  return { words, targets: targetsOf(words, schema), role: roleOf(name, words, schema, temporal, options), temporal };
}

const roleWords = (role: keyof typeof propertyRoleWords): ReadonlySet<string> => new Set(propertyRoleWords[role]);
const has = (words: readonly string[], wanted: ReadonlySet<string>): boolean => words.some((word) => wanted.has(word));
const consumerWords = roleWords('consumer');
const urlWords = roleWords('urls');
const timezoneWords = roleWords('timezone');
const dayWords = roleWords('days');
const offsetWords = roleWords('daysOffset');
const withinWords = roleWords('daysWithin');
const recipientWords = roleWords('recipients');
const senderWords = roleWords('sender');
const pathsWords = roleWords('paths');
const destinationWords = roleWords('destination');
const placeWords = roleWords('place');
const timeWords = roleWords('time');
const timeDescriptionWords = roleWords('timeDescription');
const textWords = roleWords('text');
const labelledTextWords = roleWords('labelledText');
const namedWords = roleWords('named');

/** The types a property declares (a property without `type` is a string): what the role rules read. */
function declaredTypes(schema: JsonSchema): Set<string> {
  const declared = schema.type;
  return new Set(Array.isArray(declared) ? declared : declared === undefined ? ['string'] : [declared]);
}

function isTemporal(words: readonly string[], schema: JsonSchema): boolean {
  const format = typeof schema.format === 'string' ? schema.format : '';
  if (['date', 'date-time', 'time'].includes(format)) return true;
  return has(words, timeWords) || has((schema.description ?? '').toLowerCase().split(/[^a-z]+/u), timeDescriptionWords);
}

function roleOf(name: string, words: readonly string[], schema: JsonSchema, temporal: boolean, { consumerArg }: ClassifyPropertyOptions): PropertyRole {
  const kinds = declaredTypes(schema);
  const item = typeof schema.items === 'object' && schema.items !== null && !Array.isArray(schema.items) ? (schema.items as JsonSchema) : undefined;
  const description = (schema.description ?? '').toLowerCase();
  const numeric = kinds.has('integer') || kinds.has('number');
  if (name === consumerArg || (words.length === 1 && has(words, consumerWords))) return 'consumer';
  if (schema.format === 'uri' || item?.format === 'uri' || has(words, urlWords)) return 'urls';
  if (kinds.has('boolean')) return 'flag';
  if (has(words, timezoneWords) || propertyRoleWords.timezoneParts.every((part) => words.includes(part))) return 'timezone';
  if (numeric && has(words, dayWords)) {
    if (has(words, offsetWords) || propertyRoleWords.daysOffsetDescriptions.some((phrase) => description.includes(phrase))) return 'days-offset';
    if (has(words, withinWords)) return 'days-within';
  }
  if (numeric) return 'count';
  if (has(words, recipientWords) && !temporal) return 'recipients';
  if (has(words, senderWords) && !temporal) return 'sender';
  if (kinds.has('array') && has(words, pathsWords)) return 'paths';
  if (has(words, destinationWords)) return 'destination';
  if (has(words, placeWords)) return 'place';
  if (temporal) return 'time';
  if (kinds.has('string') && has(words, textWords) && !has(words, labelledTextWords)) return has(words, namedWords) ? 'labelled' : 'text';
  if (kinds.has('string')) return 'labelled';
  return 'other';
}

/** The extracted values a property may take, most specific first (`[]`: free text). */
function targetsOf(words: readonly string[], schema: JsonSchema): ArgTarget[] {
  const types = propertyTypes(schema);
  const targets: ArgTarget[] = [];
  const format = typeof schema.format === 'string' ? schema.format : typeof itemSchema(schema)?.format === 'string' ? String(itemSchema(schema)?.format) : undefined;
  const description = typeof schema.description === 'string' ? schema.description : '';
  const temporalFormat = format !== undefined && temporalFormats.has(format);
  const notTemporal = notTemporalDescription.test(description) && !temporalFormat;
  const onlyAmbiguous = words.every((word) => ambiguousTemporalNames.has(word) || !isHint(word));
  const temporalAllowed = !notTemporal && (temporalFormat || !onlyAmbiguous || temporalDescription.test(description) || (words.includes('when') && !notTemporal));
  const add = (target: ArgTarget): void => {
    if (temporalTargets.has(target) && !temporalAllowed) return;
    if (!targets.includes(target) && accepts(target, types)) targets.push(target);
  };
  if (Array.isArray(schema.enum)) add('enum');
  const formatTarget = format === undefined ? undefined : formatHints[format];
  const windowEnd = words.some((word) => nameHints.some(([target, hints]) => target.startsWith('window-') && hints.has(word)));
  if (formatTarget !== undefined && !(windowEnd && (formatTarget === 'date' || formatTarget === 'datetime'))) add(formatTarget);
  for (const [target, hints] of nameHints) {
    if (!words.some((word) => hints.has(word))) continue;
    if (target === 'email' && words.includes('to') && format !== undefined && formatTarget !== 'email') continue;
    if (target === 'path' && (formatTarget === 'date' || formatTarget === 'datetime')) continue;
    add(target);
  }
  if (types.has('number') || types.has('integer')) add('number');
  return targets;
}

function isHint(word: string): boolean {
  return nameHints.some(([, hints]) => hints.has(word));
}

function itemSchema(schema: JsonSchema): JsonSchema | undefined {
  return schema.items === undefined || Array.isArray(schema.items) ? undefined : schemaObjectOf(schema.items);
}

/** The JSON types a property (or, for arrays, its items) can hold. */
function propertyTypes(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const collect = (value: JsonSchema | undefined): void => {
    if (value === undefined) return;
    const declared = value.type;
    for (const type of Array.isArray(declared) ? declared : declared === undefined ? [] : [declared]) types.add(type);
    if (declared === undefined && Array.isArray(value.enum)) for (const item of value.enum) types.add(typeof item);
    for (const option of [...(value.anyOf ?? []), ...(value.oneOf ?? [])]) collect(schemaObjectOf(option));
  };
  collect(schema);
  if (types.has('array')) collect(itemSchema(schema));
  if (types.size === 0) types.add('string');
  return types;
}

function accepts(target: ArgTarget, types: Set<string>): boolean {
  if (target === 'number') return types.has('number') || types.has('integer');
  if (target === 'duration') return types.has('string') || types.has('number') || types.has('integer');
  if (target === 'window') return types.has('object');
  if (target === 'enum') return true;
  if ((target === 'window-from' || target === 'window-to' || target === 'window-before') && (types.has('number') || types.has('integer')) && !types.has('string')) return false;
  return types.has('string');
}
