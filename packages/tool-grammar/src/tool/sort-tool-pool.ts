import type { ToolManifest } from '@metnos/core';
import { InvalidToolPoolError } from '../errors/invalid-tool-pool-error';

/**
 * Returns the pool sorted by tool name (code-point order), so that grammars do not depend on the order tools
 * were listed in. Throws `InvalidToolPoolError` for an empty pool or a duplicated name.
 */
export function sortToolPool(pool: readonly ToolManifest[]): ToolManifest[] {
  if (pool.length === 0) throw new InvalidToolPoolError({ reason: 'empty_pool' });
  const sorted = [...pool].sort((left, right) => (left.name < right.name ? -1 : left.name > right.name ? 1 : 0));
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index]?.name === sorted[index - 1]?.name) {
      throw new InvalidToolPoolError({ reason: 'duplicate_tool_name', tool: sorted[index]?.name });
    }
  }
  return sorted;
}
