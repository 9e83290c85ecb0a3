import { wordsOfEveryLocale } from '@metnos/lexicon';
import { type SchemaWords } from '@metnos/lexicon/internal';
import type { JsonSchema } from '@metnos/core';
import type { ExtractedValue, TimeWindow } from '../extracted-value';
import type { ArgTarget } from './arg-target';
import { classifyProperty, type PropertyClass } from './classify-property';
import { findEnumValues } from './find-enum-values';
import { propertyDirection, type PropertyDirection } from './property-direction';
import { schemaObjectOf } from './schema-object-of';
import { splitPropertyName } from './split-property-name';

/** The result of `mapValuesToSchema`: argument values and the extracted values each one came from. */
export interface MappedValues {
  args: Record<string, unknown>;
  /** For every argument set, the values it was built from (used to tell clock-relative values apart). */
  origins: Record<string, ExtractedValue[]>;
}

const consumable = new Set(['url', 'email', 'path', 'number', 'extension']);
const temporalKinds = new Set(['date', 'datetime', 'time', 'window']);
const schemaWords = (pick: (words: SchemaWords) => readonly string[]): ReadonlySet<string> => wordsOfEveryLocale((locale) => pick(locale.schema));
/** Duration units by size, smallest first: a property's unit is the first whose words its name or description has. */
const unitSizes = [['millisecond', 0.001], ['second', 1], ['minute', 60], ['hour', 3600], ['day', 86_400], ['week', 604_800]] as const;
const unitSeconds: Array<[ReadonlySet<string>, number]> = unitSizes.map(([unit, size]) => [schemaWords((words) => words.durationUnits[unit]), size]);
const sourceNames = schemaWords((words) => words.sourceNames);
const destinationNames = schemaWords((words) => words.destinationNames);
const minimumNames = schemaWords((words) => words.minimumNames);
const maximumNames = schemaWords((words) => words.maximumNames);

/**
 * Assigns extracted values to the properties of an object schema, in property order (see `classifyProperty` for
 * what each property may take). A scalar property takes the first fitting value, an array property all of them.
 * A URL, email, path, number or extension given to one property is not given to the next one (two numbers fill
 * `count` and then `size`); temporal values may serve several properties (a date and a time, both ends of a window).
 * A property that looks back or forward (`propertyDirection`) takes that reading of a recurring expression. Values
 * are shaped by the property: a date for `format: date`, an ISO date-time for `date-time`, `HH:mm` for a time (with
 * the offset for `format: time`), an ISO duration or a number in the unit the property names. Values outside an
 * `enum`, non-integers for `integer` and numbers outside `minimum`/`maximum` are skipped. A `source` property prefers
 * a path read as a source, a `destination` one read as a destination; `min`/`max` properties prefer the ends of a
 * number range. A numeric `hour` or `minute` property takes that part of a time of day ("alarm at 7" → `hour: 7`).
 * A single moment for a part of the day ("domani mattina") is its typical time (09:00), unless the property looks
 * back (`modified_after` takes the part's start). A time property takes the clock time that bounds a window ("after
 * 11:45", "by 20:30").
 */
export function mapValuesToSchema(values: ExtractedValue[], schema: JsonSchema, options: { text: string }): MappedValues {
  const args: Record<string, unknown> = {};
  const origins: Record<string, ExtractedValue[]> = {};
  const consumed = new Set<ExtractedValue>();
  for (const [name, definition] of Object.entries(schema.properties ?? {})) {
    const property = schemaObjectOf(definition);
    const isArray = property.type === 'array' || (Array.isArray(property.type) && property.type.includes('array'));
    const item = isArray && typeof property.items === 'object' && !Array.isArray(property.items) ? schemaObjectOf(property.items) : property;
    const direction = propertyDirection(name, property);
    const words = splitPropertyName(name);
    for (const target of classesOf(property, name).targets) {
      const picked: Array<[unknown, ExtractedValue | undefined]> = [];
      if (target === 'enum') {
        for (const value of findEnumValues(options.text, item.enum ?? property.enum ?? [])) picked.push([value, undefined]);
      } else {
        for (const value of preferred(values, target, words)) {
          if (consumed.has(value)) continue;
          const converted = convert(target, value, item, direction, words);
          if (converted !== undefined) picked.push([converted, value]);
        }
      }
      if (picked.length === 0) continue;
      const chosen = isArray ? picked : picked.slice(0, 1);
      args[name] = isArray ? chosen.map(([value]) => value) : chosen[0]?.[0];
      origins[name] = chosen.flatMap(([, origin]) => (origin === undefined ? [] : [origin]));
      for (const [, origin] of chosen) if (origin !== undefined && consumable.has(origin.kind)) consumed.add(origin);
      break;
    }
  }
  return { args, origins };
}

/** What `classifyProperty` reads of a property, kept per property schema (a tool's manifest is read every turn). */
const classes = new WeakMap<JsonSchema, Map<string, PropertyClass>>();
function classesOf(property: JsonSchema, name: string): PropertyClass {
  let byName = classes.get(property);
  if (byName === undefined) {
    byName = new Map();
    classes.set(property, byName);
  }
  let found = byName.get(name);
  if (found === undefined) {
    found = classifyProperty(name, property);
    byName.set(name, found);
  }
  return found;
}

/** Orders values so that a role the property names comes first (a source path for `source`, a range's min for `min_size`). */
function preferred(values: ExtractedValue[], target: ArgTarget, words: string[]): ExtractedValue[] {
  let rank: ((value: ExtractedValue) => number) | undefined;
  if (target === 'path') {
    if (words.some((word) => sourceNames.has(word))) rank = (value) => (value.role === 'source' ? 0 : value.role === undefined ? 1 : 2);
    if (words.some((word) => destinationNames.has(word))) rank = (value) => (value.role === 'destination' ? 0 : value.role === undefined ? 1 : 2);
  }
  if (target === 'number') {
    if (words.some((word) => minimumNames.has(word))) rank = (value) => (value.bound === 'min' ? 0 : value.bound === undefined ? 1 : 2);
    if (words.some((word) => maximumNames.has(word))) rank = (value) => (value.bound === 'max' ? 0 : value.bound === undefined ? 1 : 2);
  }
  if (rank === undefined) return values;
  const order = rank;
  return [...values].sort((left, right) => order(left) - order(right));
}

function convert(target: ArgTarget, value: ExtractedValue, schema: JsonSchema, direction: PropertyDirection, words: string[]): unknown {
  const result = convertKind(target, value, schema, direction, words);
  if (result === undefined) return undefined;
  if (Array.isArray(schema.enum) && !schema.enum.includes(result)) return undefined;
  if (typeof result === 'number') {
    if (schema.type === 'integer' && !Number.isInteger(result)) return undefined;
    if (typeof schema.minimum === 'number' && result < schema.minimum) return undefined;
    if (typeof schema.maximum === 'number' && result > schema.maximum) return undefined;
  }
  return result;
}

/** The value and span of a temporal value in the direction a property looks. */
function reading(value: ExtractedValue, direction: PropertyDirection): { value: string | TimeWindow; span: TimeWindow | undefined } {
  const alternative = direction === 'neutral' ? undefined : value.alternatives?.[direction];
  if (alternative !== undefined) return { value: alternative.value, span: alternative.span };
  return { value: value.value as string | TimeWindow, span: value.span };
}

const datePart = (iso: string): string => iso.slice(0, 10);
const clockPart = (iso: string): string => iso.slice(11, 16);
const isMidnight = (iso: string): boolean => iso.slice(11, 19) === '00:00:00';
function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

function shape(iso: string, schema: JsonSchema, kind: 'start' | 'end'): string {
  const format = schema.format;
  if (format === 'date') return kind === 'end' && isMidnight(iso) ? previousDay(datePart(iso)) : datePart(iso);
  if (format === 'time') return `${iso.slice(11, 19)}${iso.slice(19)}`;
  return iso;
}

function durationIn(seconds: number, schema: JsonSchema, words: string[]): number {
  const description = typeof schema.description === 'string' ? schema.description.toLowerCase() : '';
  let unit = 1;
  for (const [unitWords, size] of unitSeconds) {
    if (words.some((word) => unitWords.has(word)) || description.split(/[^\p{L}]+/u).some((word) => unitWords.has(word) && word.length > 1)) {
      unit = size;
      break;
    }
  }
  return Math.round((seconds / unit) * 1000) / 1000;
}

function convertKind(target: ArgTarget, value: ExtractedValue, schema: JsonSchema, direction: PropertyDirection, words: string[]): unknown {
  const temporal = temporalKinds.has(value.kind);
  switch (target) {
    case 'url':
    case 'email':
    case 'path':
      return value.kind === target ? value.value : undefined;
    case 'number': {
      if (value.kind === 'number') return value.value;
      if ((value.kind === 'time' || value.kind === 'datetime') && typeof value.value === 'string') {
        const clock = value.kind === 'time' ? value.value : clockPart(value.value);
        if (words.some((word) => word === 'hour' || word === 'ora')) return Number(clock.slice(0, 2));
        if (words.some((word) => word === 'minute' || word === 'minuto')) return Number(clock.slice(3, 5));
      }
      const namesUnit = words.some((word) => unitSeconds.some(([unitWords]) => unitWords.has(word)));
      if (value.kind === 'duration' && namesUnit && value.seconds !== undefined) return durationIn(value.seconds, schema, words);
      return undefined;
    }
    case 'duration': {
      if (value.kind !== 'duration' || value.seconds === undefined) return undefined;
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      if (types.includes('string') || schema.type === undefined) return value.value;
      return durationIn(value.seconds, schema, words);
    }
    case 'date': {
      if (!temporal) return undefined;
      const { value: resolved, span } = reading(value, direction);
      if (value.kind === 'date') return resolved;
      if (value.kind === 'datetime') return datePart(resolved as string);
      if (value.kind === 'window' && span !== undefined) {
        if (value.anchor === 'end') return shape(span.to, { format: 'date' }, 'end');
        // A span of days that one day stands for ("il ponte dell'Immacolata": the feast).
        if (value.typical !== undefined && value.grain === 'day') return datePart(value.typical);
        return datePart(span.from);
      }
      return undefined;
    }
    case 'datetime': {
      if (!temporal) return undefined;
      const { value: resolved, span } = reading(value, direction);
      if (span === undefined) return undefined;
      const dateOnly = schema.format !== 'date-time';
      if (value.kind === 'datetime') return resolved;
      if (value.kind === 'date') return dateOnly ? resolved : span.from;
      if (value.kind === 'time') return span.from;
      if (value.typical !== undefined && direction !== 'past') return value.typical;
      if (value.anchor === 'end') return span.to;
      return dateOnly && value.grain !== undefined && ['day', 'week', 'month', 'quarter', 'year'].includes(value.grain) ? datePart(span.from) : span.from;
    }
    case 'time': {
      if (value.kind === 'time') {
        const { span } = reading(value, direction);
        return schema.format === 'time' && span !== undefined ? shape(span.from, schema, 'start') : value.value;
      }
      if (value.kind === 'datetime') return schema.format === 'time' ? shape(value.value as string, schema, 'start') : clockPart(value.value as string);
      if (value.kind === 'window' && value.typical !== undefined) return schema.format === 'time' ? shape(value.typical, schema, 'start') : clockPart(value.typical);
      // "after 11:45", "by 20:30", "dopo le 17": a window bounded by a clock time gives that time.
      if (value.kind === 'window' && value.anchor !== undefined && value.span !== undefined && (value.grain === 'minute' || value.grain === 'hour')) {
        const bound = value.anchor === 'start' ? value.span.from : value.span.to;
        return schema.format === 'time' ? shape(bound, schema, 'start') : clockPart(bound);
      }
      return undefined;
    }
    case 'pattern':
      return value.kind === 'extension' ? value.value : undefined;
    case 'extension':
      return value.kind === 'extension' ? value.extension : undefined;
    case 'window': {
      if (!temporal) return undefined;
      const { span } = reading(value, direction);
      return span === undefined ? undefined : { ...span };
    }
    case 'window-from': {
      if (!temporal) return undefined;
      const { span } = reading(value, direction);
      return span === undefined ? undefined : shape(span.from, schema, 'start');
    }
    case 'window-to': {
      if (!temporal) return undefined;
      const { span } = reading(value, direction);
      if (span === undefined) return undefined;
      if (value.kind === 'time' || value.kind === 'datetime') return shape(span.from, schema, 'start');
      return shape(span.to, schema, 'end');
    }
    case 'window-before': {
      if (!temporal) return undefined;
      const { span } = reading(value, direction);
      if (span === undefined) return undefined;
      if (value.kind === 'window' && value.anchor === 'end') return shape(span.to, schema, 'start');
      return shape(span.from, schema, 'start');
    }
    default:
      return undefined;
  }
}
