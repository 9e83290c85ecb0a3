import { type SchemaWords, wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';
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
 * Decides which extracted values a schema property may take, from its `format`, `enum`, `type`, name words (see
 * `nameHints`) and description, most specific first. A property is only offered values its type can hold: strings
 * for URLs, emails, paths, dates, times and extensions, numbers for numbers and durations in a named unit, objects for
 * windows. `date-time` properties named like a window end take that end. Names that are also prepositions (`to`,
 * `from`, `at`, `on`, `when`) are temporal only when the format or the description says so and the description does
 * not make them a recipient, a sender or a place. Returns `[]` when nothing fits (free text).
 */
export function classifyProperty(name: string, schema: JsonSchema): ArgTarget[] {
  const types = propertyTypes(schema);
  const words = splitPropertyName(name);
  const targets: ArgTarget[] = [];
  const format = typeof schema.format === 'string' ? schema.format : typeof itemSchema(schema)?.format === 'string' ? String(itemSchema(schema)?.format) : undefined;
  const description = typeof schema.description === 'string' ? schema.description : '';
  const temporalFormat = format !== undefined && temporalFormats.has(format);
  const notTemporal = notTemporalDescription.test(description) && !temporalFormat;
  const onlyAmbiguous = words.every((word) => ambiguousTemporalNames.has(word) || !isHint(word));
  const temporalAllowed = !notTemporal && (temporalFormat || !onlyAmbiguous || temporalDescription.test(description) || (words.includes('when') && !notTemporal));
  const add = (target: ArgTarget): void => {
    if (temporalTargets.has(target) && !temporalAllowed) return;
    if (!targets.includes(target) && accepts(target, types, words)) targets.push(target);
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

function accepts(target: ArgTarget, types: Set<string>, words: string[]): boolean {
  if (target === 'number') return types.has('number') || types.has('integer');
  if (target === 'duration') return types.has('string') || types.has('number') || types.has('integer');
  if (target === 'window') return types.has('object');
  if (target === 'enum') return true;
  if ((target === 'window-from' || target === 'window-to' || target === 'window-before') && (types.has('number') || types.has('integer')) && !types.has('string')) return false;
  void words;
  return types.has('string');
}
