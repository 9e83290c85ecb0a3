import type { ToolManifest } from '@metnos/core';
import type { GbnfCompilation } from '../schema/json-schema-to-gbnf';
import type { OmittedTool } from './compile-surviving-pool';

/** A pool's compilation: the grammar, its findings and the tools left out. */
type PoolCompilation = GbnfCompilation & { omitted: OmittedTool[] };

const maxEntries = 32;
const cache = new Map<string, PoolCompilation>();

/**
 * Returns the compilation of `pool` with `options` from a small LRU cache (32 entries), computing it on a miss.
 * The key is the JSON text of what the grammar depends on (names, schemas, consumer args, options), so a
 * manifest changed in place is a different key: the cache can never return a stale grammar. A planner that
 * asks for the same pool's grammar every step pays the compilation once.
 */
export function memoizeByPool(
  kind: string,
  pool: readonly ToolManifest[],
  options: object,
  compute: () => PoolCompilation,
): PoolCompilation {
  const key = JSON.stringify([kind, options, pool.map((tool) => [tool.name, tool.consumerArg, tool.inputSchema])]);
  let result = cache.get(key);
  if (result === undefined) {
    result = compute();
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
  } else {
    cache.delete(key);
  }
  cache.set(key, result);
  return { ...result, widened: [...result.widened], narrowed: [...result.narrowed], omitted: result.omitted.map((entry) => ({ ...entry })) };
}
