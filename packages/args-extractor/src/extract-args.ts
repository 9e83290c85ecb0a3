import type { JsonSchema, LlmCacheStore, LlmProvider, ToolManifest } from '@metnos/core';
import { ArgsExtractorError } from './args-extractor-error';
import type { ExtractedValue } from './extracted-value';
import { extractValues } from './extract-values';
import { askLlmForArgs } from './llm/ask-llm-for-args';
import type { RuleLanguage } from './rules/parse-locale-number';
import { classifyProperty } from './schema/classify-property';
import { mapValuesToSchema } from './schema/map-values-to-schema';
import { schemaObjectOf } from './schema/schema-object-of';

/** Where an argument value came from. */
export type ArgSource = 'memory' | 'rule' | 'llm' | 'default';

/** Options of `extractArgs`. Exactly one of `schema` and `manifest` is required. */
export interface ExtractArgsOptions {
  /** JSON Schema of the tool's arguments (an object schema). */
  schema?: JsonSchema;
  /** The tool's manifest; its `inputSchema` and `name` are used. */
  manifest?: ToolManifest;
  /** Tool name for the LLM cache key when only `schema` is given; defaults to `manifest.name`, else `tool`. */
  tool?: string;
  /** Values observed the first time this request was planned (canonical_query_log `args_observed`). */
  observed?: Record<string, unknown>;
  /** The turn's clock; defaults to `new Date()`. */
  now?: Date;
  /** IANA zone in which "today" is meant; defaults to the machine's zone. */
  timeZone?: string;
  /** Request language (decimal separators, chrono parser); both are tried when absent. */
  language?: RuleLanguage;
  /**
   * The values already read from `query` on this clock, zone and language (a `RequestFrame`'s `values`, read once
   * per turn): used as they are instead of reading the request again.
   */
  values?: readonly ExtractedValue[];
  /** Fast-tier model and its on-disk answer cache, for required arguments the rules cannot fill. */
  llm?: { provider: LlmProvider; cache: LlmCacheStore };
  /** Ask the LLM at all (`fast_path.canonical_query_args_llm`); default false. */
  enabledLlm?: boolean;
  abortSignal?: AbortSignal;
}

/** The outcome of `extractArgs`. */
export interface ExtractArgsResult {
  args: Record<string, unknown>;
  sources: Record<string, ArgSource>;
  /** Required arguments still without a value. */
  missing: string[];
  /** Arguments whose remembered value differs from what the rules read in this request (memory was kept). */
  conflicts: string[];
  /** Every value the rules found in the request. */
  values: ExtractedValue[];
  /**
   * For each argument the rules set (`sources[name] === 'rule'`), the values of `values` it was built from, so a
   * caller can tell which words of the request it read (an enum word gives none).
   */
  origins: Record<string, ExtractedValue[]>;
}

/**
 * Reconstructs a tool's arguments from a request, cheapest and surest source first:
 * 1. memory: `observed` values are reused as they are, except where the rules read a clock-relative value
 *    (`today`, `last 7 days`), which is always resolved again against `now` (a remembered date would be stale);
 *    when the rules read a different fixed value, memory wins and the argument is listed in `conflicts`;
 * 2. rules: URL, email, path, time window, date, extension, number, enum words (see `extractValues`,
 *    `mapValuesToSchema`);
 * 3. LLM, only when `enabledLlm` and `llm` are set and required arguments without a default are still missing:
 *    one fast-tier call constrained by a JSON Schema of those arguments, cached in `llm.cache`;
 * 4. `default` values of the schema fill what is left.
 * Throws `ArgsExtractorError` for a non-object schema, a bad clock or zone, or `enabledLlm` without `llm`.
 */
export async function extractArgs(query: string, options: ExtractArgsOptions): Promise<ExtractArgsResult> {
  const schema = resolveSchema(options);
  if (options.enabledLlm === true && options.llm === undefined) {
    throw new ArgsExtractorError({ code: 'invalid_options', option: 'llm', message: 'enabledLlm is true but no llm was given' });
  }
  options.abortSignal?.throwIfAborted();
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, definition]) => [name, schemaObjectOf(definition)]));
  // A schema that asks a count reads "sei bottiglie", "just one bag" as numbers.
  const countedNouns = Object.entries(properties).some(([name, definition]) => classifyProperty(name, definition).role === 'count');
  const values = options.values === undefined ? extractValues(query, { now: options.now, timeZone: options.timeZone, language: options.language, countedNouns }) : [...options.values];
  const mapped = mapValuesToSchema(values, schema, { text: query });
  const args: Record<string, unknown> = {};
  const sources: Record<string, ArgSource> = {};
  const conflicts: string[] = [];
  for (const [name, value] of Object.entries(options.observed ?? {})) {
    if (!(name in properties) || value === undefined) continue;
    const ruleOrigins = mapped.origins[name] ?? [];
    if (name in mapped.args && ruleOrigins.some((origin) => origin.relativeKey !== undefined)) continue;
    args[name] = value;
    sources[name] = 'memory';
    if (name in mapped.args && JSON.stringify(mapped.args[name]) !== JSON.stringify(value)) conflicts.push(name);
  }
  const origins: Record<string, ExtractedValue[]> = {};
  for (const [name, value] of Object.entries(mapped.args)) {
    if (name in args) continue;
    args[name] = value;
    sources[name] = 'rule';
    origins[name] = mapped.origins[name] ?? [];
  }
  const required = (schema.required ?? []).filter((name) => name in properties);
  const askable = required.filter((name) => !(name in args) && properties[name]?.default === undefined);
  if (options.enabledLlm === true && options.llm !== undefined && askable.length > 0) {
    const answer = await askLlmForArgs(query, {
      tool: options.tool ?? options.manifest?.name ?? 'tool',
      schema,
      names: askable,
      provider: options.llm.provider,
      cache: options.llm.cache,
      ...(options.abortSignal === undefined ? {} : { abortSignal: options.abortSignal }),
    });
    for (const [name, value] of Object.entries(answer.args)) {
      args[name] = value;
      sources[name] = 'llm';
    }
  }
  for (const [name, property] of Object.entries(properties)) {
    if (name in args || property.default === undefined) continue;
    args[name] = structuredClone(property.default);
    sources[name] = 'default';
  }
  return { args, sources, missing: required.filter((name) => !(name in args)), conflicts, values, origins };
}

function resolveSchema(options: ExtractArgsOptions): JsonSchema {
  if ((options.schema === undefined) === (options.manifest === undefined)) {
    throw new ArgsExtractorError({ code: 'invalid_options', option: 'schema', message: 'give exactly one of schema and manifest' });
  }
  const schema = options.schema ?? options.manifest?.inputSchema;
  const type = schema?.type;
  if (schema === undefined || typeof schema !== 'object' || (type !== undefined && type !== 'object') || (type === undefined && schema.properties === undefined)) {
    throw new ArgsExtractorError({ code: 'invalid_schema', option: 'schema', message: 'must be an object schema with properties' });
  }
  return schema;
}
