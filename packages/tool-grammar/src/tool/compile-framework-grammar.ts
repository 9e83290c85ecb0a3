import type { JsonSchema, ToolManifest } from '@metnos/core';
import { gbnfJsonLiteral } from '../gbnf/gbnf-literal';
import { checkRepetitionBound } from '../gbnf/check-repetition-bound';
import type { GrammarBuilder } from '../gbnf/grammar-builder';
import { ruleStem } from '../gbnf/to-rule-name';
import { integerRangeAlternatives } from '../schema/integer-range-alternatives';
import type { GbnfCompilation } from '../schema/json-schema-to-gbnf';
import { createGrammarBuilder, type SchemaGrammarOptions } from '../schema/schema-compile-context';
import { compileToolArgumentMembers, compileToolArguments, type ToolArgumentsTarget } from './compile-tool-arguments';
import { compileSurvivingPool, type OmittedTool, type PoolGrammarOptions } from './compile-surviving-pool';
import { memoizeByPool } from './memoize-by-pool';
import { sortToolPool } from './sort-tool-pool';

/** Options of `compileFrameworkGrammar` / `generateFrameworkGrammar`. */
export interface FrameworkGrammarOptions extends SchemaGrammarOptions, PoolGrammarOptions {
  /** Most steps a plan may have (at least 1). Default 8. */
  maxSteps?: number;
  /** Most fillers a plan may declare. Default 8. */
  maxFillers?: number;
  /**
   * Whether constrained string arguments (format, pattern, length) also accept a whole-value placeholder
   * `"${FILLER:name}"` / `"${stepN.field}"`. Default true. Free strings accept placeholders as text either way.
   */
  placeholders?: boolean;
  /**
   * Opt-in bound of `final_message` in characters (0..2000); defaults to `maxStringLength` (no bound when that is
   * unset). Listed in `narrowed`.
   */
  maxMessageLength?: number;
  /**
   * Opt-in bound of each filler's `prompt` and `default` in characters (0..2000); defaults to `maxStringLength`
   * (no bound when that is unset). Listed in `narrowed`.
   */
  maxFillerTextLength?: number;
  /**
   * Steps that already ran before this plan (a request's first part served from memory): the plan's steps are
   * numbered after them, so its first step is `stepOffset + 1` and `from_step` may name any earlier step, those
   * included. Default 0.
   */
  stepOffset?: number;
}

/** Default `maxSteps` of the plan grammar. */
export const defaultMaxSteps = 8;
/** Default `maxFillers` of the plan grammar. */
export const defaultMaxFillers = 8;

interface ToolVariants {
  tool: ToolManifest;
  /** Member list with every declared property (consumer argument as declared). */
  full: { rule: string | undefined; allOptional: boolean } | undefined;
  /** Member list without the consumer argument, when it is required (a step may rely on from_step instead). */
  withoutConsumer: { rule: string | undefined; allOptional: boolean } | undefined;
  /** Whole-object rule when the schema is not a plain object. */
  whole: string | undefined;
}

function isRequiredConsumer(tool: ToolManifest): boolean {
  const schema = tool.inputSchema as JsonSchema | boolean;
  return tool.consumerArg !== undefined && typeof schema === 'object' && (schema.required ?? []).includes(tool.consumerArg);
}

/** The rule of a plan string bounded to `limit` characters (`string` itself when it has that bound already). */
function boundedTextRule(builder: GrammarBuilder, nameParts: readonly string[], limit: number | undefined, stringLimit: number | undefined): string {
  if (limit === undefined || limit === stringLimit) return builder.primitive('string');
  return builder.addRule(ruleStem(nameParts), `"\\"" ${builder.primitive('char')}{0,${limit}} "\\""`);
}

/**
 * Builds the GBNF grammar of Metis' one-shot plan (core `Framework`):
 * `{"steps": [{"tool": ..., "args": {...}}, ...], "fillers": {"<name>": {"prompt": ..., "default": ..., "tier":
 * "fast"|"wise"}}, "final_message": "..."}`.
 * - Each step is discriminated like the tool-call union: a step's `args` follow its own tool's schema.
 * - Step k (1-based, counted after `stepOffset` steps that already ran) may add `"from_step": N` with 1 <= N < k as
 *   its last argument (step 1 cannot); a tool's required `consumerArg` may then be omitted, since from_step feeds it.
 * - Constrained string arguments also accept a whole-value placeholder `"${FILLER:name}"` / `"${stepN.field}"`
 *   (option `placeholders`); free strings accept them as text anyway.
 * - 1..maxSteps (8) steps, 0..maxFillers (8) fillers, `default` and `tier` optional in that order.
 * - Opt-in bounds: `maxStringLength` (argument strings without `maxLength`), `maxMessageLength`
 *   (`final_message`), `maxFillerTextLength` (filler `prompt` / `default`), `compactWhitespace`; each bounded
 *   string is listed in `narrowed`.
 * Results are cached by content like `compileToolGrammar`'s; a tool that cannot be compiled is left out and listed in
 * `omitted` like there (`strict: true` throws instead).
 * A context-free grammar cannot check that a placeholder names a declared filler or an earlier step:
 * `validateFramework` does.
 */
export function compileFrameworkGrammar(pool: readonly ToolManifest[], options: FrameworkGrammarOptions = {}): GbnfCompilation & { omitted: OmittedTool[] } {
  return memoizeByPool('framework', pool, options, () => compileFrameworkGrammarUncached(pool, options));
}

/** `compileFrameworkGrammar` without the cache (benchmarks measure it). */
export function compileFrameworkGrammarUncached(pool: readonly ToolManifest[], options: FrameworkGrammarOptions = {}): GbnfCompilation & { omitted: OmittedTool[] } {
  sortToolPool(pool);
  return compileSurvivingPool(pool, options, (remaining) => compileWholePlan(remaining, options));
}

function compileWholePlan(pool: readonly ToolManifest[], options: FrameworkGrammarOptions): GbnfCompilation {
  const maxSteps = Math.max(1, Math.floor(options.maxSteps ?? defaultMaxSteps));
  const maxFillers = Math.max(0, Math.floor(options.maxFillers ?? defaultMaxFillers));
  const stepOffset = Math.max(0, Math.floor(options.stepOffset ?? 0));
  const builder = createGrammarBuilder(options);
  const widened: string[] = [];
  const narrowed: string[] = [];
  const ws = builder.primitive('ws');
  const comma = builder.primitive('comma');
  const colon = builder.primitive('colon');
  const stringLimit = options.maxStringLength;
  const messageLimit = checkRepetitionBound('maxMessageLength', options.maxMessageLength ?? stringLimit);
  const fillerTextLimit = checkRepetitionBound('maxFillerTextLength', options.maxFillerTextLength ?? stringLimit);
  const tools: ToolVariants[] = sortToolPool(pool).map((tool) => {
    const target: ToolArgumentsTarget = { builder, options, widened, narrowed, nameParts: ['step', tool.name], placeholders: options.placeholders ?? true };
    const full = compileToolArgumentMembers(tool, target, new Set());
    if (full === undefined) {
      narrowed.push(`${tool.name}: /: 'from_step' not offered (the argument schema is not a plain object)`);
      return { tool, full, withoutConsumer: undefined, whole: compileToolArguments(tool, target) };
    }
    const withoutConsumer = isRequiredConsumer(tool)
      ? compileToolArgumentMembers(tool, { ...target, nameParts: ['step', tool.name, 'fed'] }, new Set([tool.consumerArg as string]))
      : undefined;
    return { tool, full, withoutConsumer, whole: undefined };
  });

  const argsAt = (variants: ToolVariants, position: number): string => {
    if (variants.whole !== undefined) return variants.whole;
    const { full, withoutConsumer } = variants as { full: { rule: string | undefined; allOptional: boolean } } & ToolVariants;
    const braces = (inner: string) => (inner === '' ? `"{" ${ws} "}"` : `"{" ${ws} ${inner} ${ws} "}"`);
    const number = stepOffset + position;
    if (number === 1) return braces(full.rule === undefined ? '' : full.allOptional ? `(${full.rule})?` : full.rule);
    const from = builder.addRule(ruleStem(['from', 'step', 'at', String(number)]), `"\\"from_step\\"" ${colon} (${integerRangeAlternatives(1, number - 1)})`);
    const withFrom =
      full.rule === undefined ? `(${from})?` : full.allOptional ? `(${full.rule} (${comma} ${from})? | ${from})?` : `${full.rule} (${comma} ${from})?`;
    if (withoutConsumer === undefined) return braces(withFrom);
    const fed =
      withoutConsumer.rule === undefined
        ? from
        : withoutConsumer.allOptional
          ? `${withoutConsumer.rule} ${comma} ${from} | ${from}`
          : `${withoutConsumer.rule} ${comma} ${from}`;
    return braces(`(${withFrom} | ${fed})`);
  };

  const stepRules: string[] = [];
  for (let position = 1; position <= maxSteps; position += 1) {
    const calls = tools.map((variants) =>
      builder.addRule(ruleStem(['step', variants.tool.name, 'at', String(position)]),
        `${gbnfJsonLiteral(variants.tool.name)} ${comma} "\\"args\\"" ${colon} ${argsAt(variants, position)}`,
      ),
    );
    stepRules.push(builder.addRule(ruleStem(['step', 'at', String(position)]), `"{" ${ws} "\\"tool\\"" ${colon} (${calls.join(' | ')}) ${ws} "}"`));
  }
  // steps ::= "[" ws step1 tail2 ws "]", tailK ::= (comma stepK tailK+1)?
  let tail = '';
  for (let position = maxSteps; position >= 2; position -= 1) {
    tail = builder.addRule(ruleStem(['steps', 'from', String(position)]), `(${comma} ${stepRules[position - 1] as string}${tail === '' ? '' : ` ${tail}`})?`);
  }
  const steps = builder.addRule(ruleStem(['steps']), `"[" ${ws} ${stepRules[0] as string}${tail === '' ? '' : ` ${tail}`} ${ws} "]"`);
  let fillersBody = `"{" ${ws} "}"`;
  if (maxFillers > 0) {
    const text = boundedTextRule(builder, ['filler', 'text'], fillerTextLimit, stringLimit);
    if (fillerTextLimit !== undefined) narrowed.push(`/fillers/*/prompt, /fillers/*/default: at most ${fillerTextLimit} characters (maxFillerTextLength)`);
    const tier = `"\\"tier\\"" ${colon} ("\\"fast\\"" | "\\"wise\\"")`;
    const spec = builder.addRule(ruleStem(['filler', 'spec']),
      `"{" ${ws} "\\"prompt\\"" ${colon} ${text} (${comma} "\\"default\\"" ${colon} ${text})? (${comma} ${tier})? ${ws} "}"`,
    );
    const name = builder.addRule(ruleStem(['filler', 'name']), `"\\"" ${builder.primitive('identifier')} "\\""`);
    const entry = builder.addRule(ruleStem(['filler', 'entry']), `${name} ${colon} ${spec}`);
    const more = maxFillers === 1 ? '' : ` (${comma} ${entry}){0,${maxFillers - 1}}`;
    fillersBody = `"{" ${ws} (${entry}${more})? ${ws} "}"`;
  }
  const fillers = builder.addRule(ruleStem(['fillers']), fillersBody);
  const message = boundedTextRule(builder, ['final', 'message'], messageLimit, stringLimit);
  if (messageLimit !== undefined) narrowed.push(`/final_message: at most ${messageLimit} characters (maxMessageLength)`);
  const root = `"{" ${ws} "\\"steps\\"" ${colon} ${steps} ${comma} "\\"fillers\\"" ${colon} ${fillers} ${comma} "\\"final_message\\"" ${colon} ${message} ${ws} "}"`;
  return { grammar: builder.render(root), rules: builder.ruleCount, widened, narrowed };
}

/** The plan grammar text for a pool; see `compileFrameworkGrammar`. `maxSteps` defaults to 8. */
export function generateFrameworkGrammar(pool: readonly ToolManifest[], options: FrameworkGrammarOptions = {}): string {
  return compileFrameworkGrammar(pool, options).grammar;
}
