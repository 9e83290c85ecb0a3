import { createHash } from 'node:crypto';
import type { Intent } from '@metnos/core';
import { intentSignature } from './intent-signature';

/** The key skills are stored under: the first 16 hex digits of sha256(`intentSignature(intent)`). */
export function intentHash(intent: Intent): string {
  return createHash('sha256').update(intentSignature(intent)).digest('hex').slice(0, 16);
}
