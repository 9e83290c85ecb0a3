import type { ToolManifest } from '@metnos/core';
import { gbnfJsonLiteral } from '../gbnf/gbnf-literal';
import { ruleStemPart } from '../gbnf/to-rule-name';
import type { GbnfCompilation } from '../schema/json-schema-to-gbnf';
import { createGrammarBuilder, type SchemaGrammarOptions } from '../schema/schema-compile-context';
import { compileToolArguments } from './compile-tool-arguments';
import { compileSurvivingPool, type OmittedTool, type PoolGrammarOptions } from './compile-surviving-pool';
import { memoizeByPool } from './memoize-by-pool';
import { sortToolPool } from './sort-tool-pool';

/** Options of `compileToolGrammar` / `generateToolGrammar`. */
export type ToolGrammarOptions = SchemaGrammarOptions & PoolGrammarOptions;

/** The tool-call grammar with its rule count and findings, and the tools left out of it (`omitted`). */
export type ToolGrammarCompilation = GbnfCompilation & { omitted: OmittedTool[] };

/**
 * Builds the GBNF grammar of one tool call `{"name": "<tool>", "arguments": {...}}` for a pool, as a
 * discriminated union: `root ::= "{" ws "\"name\":" ws (pairA | pairB ...) ws "}"`, where each pair is one tool's
 * name literal followed by `"arguments":` and only that tool's argument rule, so a model cannot pair one tool's
 * name with another tool's arguments. Tools are sorted by name, so the output does not depend on pool order and
 * the same pool always gives a byte-identical grammar.
 *
 * Results are cached by content (see `memoizeByPool`), so asking again for the same pool is almost free.
 *
 * A tool whose schema cannot be compiled (`UnsupportedSchemaError`, see `SchemaGrammarOptions.unsupported`) is left
 * out and listed in `omitted` with a typed reason, so one bad tool never takes the pool down; `strict: true` throws
 * instead. Throws `InvalidToolPoolError` (empty pool, duplicate names), and `UnsupportedSchemaError` when no tool
 * is left.
 */
export function compileToolGrammar(pool: readonly ToolManifest[], options: ToolGrammarOptions = {}): ToolGrammarCompilation {
  return memoizeByPool('tool', pool, options, () => compileToolGrammarUncached(pool, options));
}

/** `compileToolGrammar` without the cache (benchmarks measure it). */
export function compileToolGrammarUncached(pool: readonly ToolManifest[], options: ToolGrammarOptions = {}): ToolGrammarCompilation {
  sortToolPool(pool);
  return compileSurvivingPool(pool, options, (remaining) => compileWholePool(remaining, options));
}

function compileWholePool(pool: readonly ToolManifest[], options: ToolGrammarOptions): GbnfCompilation {
  const builder = createGrammarBuilder(options);
  const widened: string[] = [];
  const narrowed: string[] = [];
  const ws = builder.primitive('ws');
  const comma = builder.primitive('comma');
  const pairs = sortToolPool(pool).map((tool) => {
    const pairName = builder.reserveRule(`${ruleStemPart(tool.name)}Pair`);
    const argumentsRule = compileToolArguments(tool, { builder, options, widened, narrowed, nameParts: [tool.name] });
    builder.defineRule(pairName, `${gbnfJsonLiteral(tool.name)} ${comma} "\\"arguments\\":" ${ws} ${argumentsRule}`);
    return pairName;
  });
  const grammar = builder.render(`"{" ${ws} "\\"name\\":" ${ws} (${pairs.join(' | ')}) ${ws} "}"`);
  return { grammar, rules: builder.ruleCount, widened, narrowed };
}

/**
 * The tool-call grammar text for a pool; see `compileToolGrammar` for the shape, the options and the errors.
 * `maxDepth` defaults to 6: deeper values fall back to generic JSON (use `compileToolGrammar` to see where).
 */
export function generateToolGrammar(pool: readonly ToolManifest[], options: ToolGrammarOptions = {}): string {
  return compileToolGrammar(pool, options).grammar;
}
