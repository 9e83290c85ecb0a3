import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header is `Bearer <secret>` (scheme case-insensitive), compared in constant time
 * (both sides hashed first, so neither the secret's characters nor its length leak through timing).
 */
export function matchesBearerSecret(authorization: string | undefined, secret: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1] as string), digest(secret));
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
