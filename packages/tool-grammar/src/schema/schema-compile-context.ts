import type { JsonSchema } from '@metnos/core';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';
import { checkRepetitionBound } from '../gbnf/check-repetition-bound';
import { GrammarBuilder } from '../gbnf/grammar-builder';

/** Options shared by every JSON Schema -> GBNF entry point. */
export interface SchemaGrammarOptions {
  /**
   * Deepest object/array nesting translated exactly (the tool's argument object is depth 1). Deeper values
   * fall back to the generic JSON object/array rule and are listed in `widened`. Default 6.
   */
  maxDepth?: number;
  /**
   * What to do with a construct the generator cannot express (untranslatable `pattern`, remote `$ref`,
   * `prefixItems`, unmergeable `allOf`, ...): `'error'` (default) throws `UnsupportedSchemaError`; `'widen'`
   * uses the generic JSON rule for that node and lists it in `widened` (the validator still enforces it).
   */
  unsupported?: 'error' | 'widen';
  /**
   * Largest `maxLength` / `maxItems` / pattern `{n}` expanded exactly; llama.cpp expands bounded repetitions
   * into rules, so larger bounds are treated as unbounded and listed in `widened`. Default 256.
   */
  maxRepetition?: number;
  /**
   * Opt-in bound for strings that declare no `maxLength`: free strings (no `format` of the four, no `pattern`),
   * `minLength`-only strings, strings whose `maxLength` is above `maxRepetition`, and every string inside a
   * generic JSON value or map key match at most this many characters (`char{0,N}`). Each such place is listed
   * in `narrowed`: the grammar then rejects longer values the schema accepts. Strings with their own
   * `maxLength` keep it. An integer 0..2000 (llama.cpp's largest repetition). Default: no bound.
   */
  maxStringLength?: number;
  /**
   * Opt-in: no whitespace between tokens at all (`ws` matches nothing), so a model cannot spend tokens on
   * blanks (the default `ws` allows one newline and 20 blanks per gap). Default false.
   */
  compactWhitespace?: boolean;
}

/**
 * Where a schema node sits: its JSON pointer in the root schema, the stem its rule names derive from (`ruleStem`
 * of the name parts; a child's stem is its parent's plus `ruleStemPart(part)`), its depth.
 */
export interface SchemaLocation {
  pointer: string;
  stem: string;
  depth: number;
}

/**
 * A request to compile one object node as its bare member list (no braces), used by the plan grammar to append
 * `from_step` per step position. `buildObjectRule` fills `result` when the node is a plain object.
 */
export interface ObjectMembersRequest {
  /** Declared properties left out entirely (e.g. the consumer argument when `from_step` feeds it). */
  omit: ReadonlySet<string>;
  /** `rule`: the non-empty member list (undefined when there is no member); `allOptional`: members may be absent. */
  result?: { rule: string | undefined; allOptional: boolean };
}

/** Compiles a child schema node; handed to every builder so that builders never import the dispatcher. */
export type CompileSchemaNode = (schema: JsonSchema | boolean, context: SchemaCompileContext, location: SchemaLocation) => string;

/** State of one compilation: the rule builder, the resolved options and the findings lists. */
export interface SchemaCompileContext {
  builder: GrammarBuilder;
  compile: CompileSchemaNode;
  tool: string | undefined;
  rootSchema: JsonSchema | boolean;
  maxDepth: number;
  unsupported: 'error' | 'widen';
  maxRepetition: number;
  /** Bound of strings without their own `maxLength` (`SchemaGrammarOptions.maxStringLength`); undefined: none. */
  maxStringLength: number | undefined;
  /** Places where the grammar accepts more than the schema (the validator enforces the rest). */
  widened: string[];
  /** Places where the grammar accepts less than the schema (by design, e.g. only declared properties). */
  narrowed: string[];
  /** `$ref` pointer -> rule name, so that recursive schemas become recursive rules. */
  refRules: Map<string, string> | undefined;
  /** Plan grammar: constrained strings also accept a whole-value placeholder (`"${FILLER:x}"`, `"${step1.field}"`). */
  placeholders: boolean;
  /** Member-list requests by JSON pointer (only the args root, in the plan grammar). */
  memberRequests: Map<string, ObjectMembersRequest> | undefined;
}

/** Default depth cap. */
export const defaultMaxDepth = 6;
/** Default bound on exactly expanded repetitions. */
export const defaultMaxRepetition = 256;

/**
 * A rule builder for the options' rendering choices (`maxStringLength`, `compactWhitespace`), after checking the
 * repetition bounds (`maxStringLength`, `maxRepetition`: integers up to 2000, else `InvalidGrammarOptionsError`).
 */
export function createGrammarBuilder(options: SchemaGrammarOptions): GrammarBuilder {
  checkRepetitionBound('maxRepetition', options.maxRepetition);
  const maxStringLength = checkRepetitionBound('maxStringLength', options.maxStringLength);
  return new GrammarBuilder({ maxStringLength, compactWhitespace: options.compactWhitespace === true });
}

/** Creates a compile context for one root schema. */
export function createSchemaCompileContext({
  builder,
  compile,
  tool,
  rootSchema,
  options,
  widened,
  narrowed,
  placeholders = false,
}: {
  builder: GrammarBuilder;
  compile: CompileSchemaNode;
  tool: string | undefined;
  rootSchema: JsonSchema | boolean;
  options: SchemaGrammarOptions;
  widened: string[];
  narrowed: string[];
  placeholders?: boolean;
}): SchemaCompileContext {
  return {
    builder,
    compile,
    tool,
    rootSchema,
    maxDepth: options.maxDepth ?? defaultMaxDepth,
    unsupported: options.unsupported ?? 'error',
    maxRepetition: options.maxRepetition ?? defaultMaxRepetition,
    maxStringLength: options.maxStringLength,
    widened,
    narrowed,
    refRules: undefined,
    placeholders,
    memberRequests: undefined,
  };
}

function describe(context: SchemaCompileContext, location: SchemaLocation, text: string): string {
  return `${context.tool === undefined ? '' : `${context.tool}: `}${location.pointer === '' ? '/' : location.pointer}: ${text}`;
}

/** Records that the grammar accepts more than the schema at `location`. */
export function recordWidened(context: SchemaCompileContext, location: SchemaLocation, text: string): void {
  const entry = describe(context, location, text);
  if (!context.widened.includes(entry)) context.widened.push(entry);
}

/** Records that the grammar accepts less than the schema at `location`. */
export function recordNarrowed(context: SchemaCompileContext, location: SchemaLocation, text: string): void {
  const entry = describe(context, location, text);
  if (!context.narrowed.includes(entry)) context.narrowed.push(entry);
}

/**
 * Handles a construct that cannot be expressed: throws `UnsupportedSchemaError`, or (with `unsupported: 'widen'`)
 * records it and returns `fallback` (default: the generic JSON value rule).
 */
export function handleUnsupported(
  context: SchemaCompileContext,
  location: SchemaLocation,
  keyword: string,
  message: string,
  fallback?: string,
): string {
  if (context.unsupported === 'error') {
    throw new UnsupportedSchemaError({ tool: context.tool, path: location.pointer, keyword, message: `is not supported here: ${message}` });
  }
  recordWidened(context, location, `'${keyword}' not expressible (${message}); widened, validator enforces it`);
  return fallback ?? genericJson(context, location, 'value');
}

/**
 * The generic JSON rule `value` / `object` / `array` for a node the grammar does not translate exactly; with
 * `maxStringLength` the strings inside it are bounded, which is recorded in `narrowed`.
 */
export function genericJson(context: SchemaCompileContext, location: SchemaLocation, kind: 'value' | 'object' | 'array'): string {
  if (context.maxStringLength !== undefined) {
    recordNarrowed(context, location, `strings inside this generic JSON ${kind}: at most ${context.maxStringLength} characters (maxStringLength)`);
  }
  return context.builder.primitive(kind);
}

/** Appends segments to a JSON pointer, escaping `~` and `/`. */
export function childPointer(pointer: string, first: string | number, second?: string | number): string {
  const head = `${pointer}/${escapePointerSegment(first)}`;
  return second === undefined ? head : `${head}/${escapePointerSegment(second)}`;
}

function escapePointerSegment(segment: string | number): string {
  const text = String(segment);
  return text.includes('~') || text.includes('/') ? text.replaceAll('~', '~0').replaceAll('/', '~1') : text;
}
