import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Framework } from '@metnos/core';
import { stableStringify } from './stable-stringify';

/**
 * Identity of a framework: the first 16 hex digits of sha256 over its key-sorted JSON. Two frameworks with
 * the same steps, fillers and final message hash equal whatever their key order; anti-skills key on it.
 */
export function frameworkHash(framework: Framework): string {
  return bytesToHex(sha256(utf8ToBytes(stableStringify(framework)))).slice(0, 16);
}
