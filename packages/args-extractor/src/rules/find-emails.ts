import type { ExtractedValue } from '../extracted-value';

const emailPattern = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

/** Finds email addresses (`mario.rossi@example.it`); the value is lowercased, `text` is as written. */
export function findEmails(text: string): ExtractedValue[] {
  // Every address has an "@": text without one skips the pattern (compiled on its first run in a process).
  if (!text.includes('@')) return [];
  return [...text.matchAll(emailPattern)].map((match) => ({
    kind: 'email' as const,
    value: match[0].toLowerCase(),
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}
