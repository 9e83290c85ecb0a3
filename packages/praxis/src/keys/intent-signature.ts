import type { Intent } from '@metnos/core';

/**
 * The canonical text form of an intent: `verb|object|keyword1,keyword2,...` with every part trimmed and
 * lowercased, keywords deduplicated and sorted, empty keywords dropped. Two intents that differ only in
 * keyword order or case have the same signature, hence the same skill.
 */
export function intentSignature(intent: Intent): string {
  const clean = (text: string) => text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  const keywords = [...new Set(intent.keywords.map(clean).filter((keyword) => keyword.length > 0))].sort();
  return `${clean(intent.verb)}|${clean(intent.object)}|${keywords.join(',')}`;
}
