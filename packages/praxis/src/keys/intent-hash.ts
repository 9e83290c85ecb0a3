import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Intent } from '@metnos/core';
import { intentSignature } from './intent-signature';

/**
 * The key skills are stored under: the first 16 hex digits of sha256(`intentSignature(intent)`). Synchronous and
 * platform-neutral (@noble/hashes), so browsers and Node compute the same key.
 */
export function intentHash(intent: Intent): string {
  return bytesToHex(sha256(utf8ToBytes(intentSignature(intent)))).slice(0, 16);
}
