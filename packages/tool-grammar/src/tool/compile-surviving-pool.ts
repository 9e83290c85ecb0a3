import type { ToolManifest } from '@metnos/core';
import { UnsupportedSchemaError } from '../errors/unsupported-schema-error';

/** A tool left out of a pool's grammar, and why, in JSON Schema words. */
export interface OmittedTool {
  /** The tool's name. */
  tool: string;
  /**
   * `unsatisfiable_schema`: no value can satisfy a node (a required `enum` whose values contradict its `type`);
   * `unsupported_schema`: a keyword is malformed or cannot be enforced by a grammar (a look-around `pattern`).
   */
  reason: 'unsupported_schema' | 'unsatisfiable_schema';
  /** JSON pointer of the offending node inside the tool's `inputSchema` (`''` is the root). */
  path: string;
  /** The JSON Schema keyword at fault. */
  keyword: string;
  /** The whole explanation (the `UnsupportedSchemaError` message the tool would have thrown). */
  message: string;
}

/** Options of the pool grammars about tools that cannot be compiled. */
export interface PoolGrammarOptions {
  /**
   * `true`: a tool whose schema cannot be compiled fails the whole pool with `UnsupportedSchemaError` (the
   * behaviour before `omitted`). Default `false`: the tool is left out and listed in `omitted`; the pool fails
   * only when no tool is left.
   */
  strict?: boolean;
}

/**
 * Compiles `pool` with `compile`; when a tool's schema throws `UnsupportedSchemaError` (and not `strict`), that tool
 * is left out, recorded in `omitted`, and the rest is compiled again from scratch (so no rule of the failed tool
 * stays behind). Failures are rare, so the retry costs nothing on the usual path. With one tool left, its error is
 * thrown: a grammar needs at least one tool. `compile` returns a fresh object each call (`omitted` is added to it).
 */
export function compileSurvivingPool<T extends object>(
  pool: readonly ToolManifest[],
  { strict = false }: PoolGrammarOptions,
  compile: (pool: readonly ToolManifest[]) => T,
): T & { omitted: OmittedTool[] } {
  const omitted: OmittedTool[] = [];
  let remaining = pool;
  for (;;) {
    try {
      // the compilation is a fresh object: adding `omitted` to it saves a copy (same keys, same order)
      const compilation = compile(remaining) as T & { omitted: OmittedTool[] };
      compilation.omitted = omitted;
      return compilation;
    } catch (error) {
      if (strict || !UnsupportedSchemaError.isInstance(error) || error.tool === undefined || remaining.length <= 1) throw error;
      const tool = error.tool;
      if (!remaining.some((entry) => entry.name === tool)) throw error;
      omitted.push({ tool, reason: error.unsatisfiable ? 'unsatisfiable_schema' : 'unsupported_schema', path: error.path, keyword: error.keyword, message: error.message });
      remaining = remaining.filter((entry) => entry.name !== tool);
    }
  }
}
