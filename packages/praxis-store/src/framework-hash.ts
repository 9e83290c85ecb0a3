import { createHash } from 'node:crypto';
import type { Framework } from '@metnos/core';
import { stableStringify } from './stable-stringify';

/**
 * Identity of a framework: the first 16 hex digits of sha256 over its key-sorted JSON. Two frameworks with
 * the same steps, fillers and final message hash equal whatever their key order; anti-skills key on it.
 */
export function frameworkHash(framework: Framework): string {
  return createHash('sha256').update(stableStringify(framework)).digest('hex').slice(0, 16);
}
