import type { JsonSchema } from '@metnos/core';
import type { ArgTarget } from './arg-target';
import { schemaObjectOf } from './schema-object-of';
import { splitPropertyName } from './split-property-name';

const nameHints: Array<[ArgTarget, ReadonlySet<string>]> = [
  ['url', new Set(['url', 'urls', 'link', 'links', 'uri', 'uris', 'href', 'website', 'webpage', 'site'])],
  ['email', new Set(['email', 'emails', 'mail', 'recipient', 'recipients', 'cc', 'bcc', 'to'])],
  ['path', new Set(['path', 'paths', 'folder', 'folders', 'dir', 'dirs', 'directory', 'directories', 'root', 'file', 'files', 'cwd'])],
  ['window', new Set(['window', 'range', 'period', 'interval', 'timeframe', 'timerange'])],
  ['window-from', new Set(['from', 'since', 'after', 'start', 'begin', 'newer'])],
  ['window-to', new Set(['to', 'until', 'till', 'before', 'end', 'older'])],
  ['date', new Set(['date', 'day', 'when', 'on', 'dates', 'days'])],
  ['pattern', new Set(['pattern', 'patterns', 'glob', 'globs', 'filter', 'include', 'match'])],
  ['extension', new Set(['extension', 'extensions', 'ext', 'exts', 'filetype', 'filetypes'])],
  ['number', new Set(['count', 'limit', 'number', 'n', 'num', 'max', 'min', 'top', 'k', 'amount', 'quantity', 'size', 'threshold', 'hour', 'hours', 'minute', 'minutes', 'seconds', 'times', 'lines', 'results', 'level', 'volume', 'percent', 'temperature'])],
];

const formatHints: Record<string, ArgTarget> = {
  uri: 'url', url: 'url', iri: 'url', 'uri-reference': 'url',
  email: 'email', 'idn-email': 'email',
  date: 'date',
};

/**
 * Decides which extracted values a schema property may take, from its `format`, `enum`, `type` and name words
 * (see `nameHints`), most specific first. A property is only offered values its type can hold: strings for URLs,
 * emails, paths, dates and extensions, numbers for numbers (`integer` is checked later), objects for windows.
 * `date-time` properties named like a window end take that end. Returns `[]` when nothing fits (free text).
 */
export function classifyProperty(name: string, schema: JsonSchema): ArgTarget[] {
  const types = propertyTypes(schema);
  const words = splitPropertyName(name);
  const targets: ArgTarget[] = [];
  const add = (target: ArgTarget): void => {
    if (!targets.includes(target) && accepts(target, types)) targets.push(target);
  };
  if (Array.isArray(schema.enum)) add('enum');
  const format = typeof schema.format === 'string' ? schema.format : typeof itemSchema(schema)?.format === 'string' ? String(itemSchema(schema)?.format) : undefined;
  const formatTarget = format === undefined ? undefined : formatHints[format];
  if (formatTarget !== undefined) add(formatTarget);
  for (const [target, hints] of nameHints) {
    if (!words.some((word) => hints.has(word))) continue;
    if (target === 'email' && words.includes('to') && format !== undefined && formatTarget !== 'email') continue;
    add(target);
  }
  if (types.has('number') || types.has('integer')) add('number');
  return targets;
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
  if (target === 'window') return types.has('object');
  if (target === 'enum') return true;
  return types.has('string');
}
