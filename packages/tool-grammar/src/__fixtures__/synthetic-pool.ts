import type { ToolManifest } from '@metnos/core';
import { samplePool } from './sample-pool';

/**
 * A pool of `size` tools for benchmarks: the ten sample tools, then renamed copies of them (`<name>_v2`, ...),
 * so that every tool has a realistic schema (nested arrays of objects, enums, formats, bounds, $ref).
 */
export function syntheticPool(size: number): ToolManifest[] {
  return Array.from({ length: size }, (_, index) => {
    const base = samplePool[index % samplePool.length] as ToolManifest;
    const copy = Math.floor(index / samplePool.length);
    return copy === 0 ? base : { ...base, name: `${base.name}_v${copy + 1}` };
  });
}
