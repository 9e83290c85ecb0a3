import type { AporiaRecord, AporiaStore } from '@metnos/core';
import type { AporiaClassification } from './aporia-classification';
import { normalizeQuery } from '@metnos/fast-path';

/**
 * Records a dead-end in the gap log and returns the stored record with its occurrence count, for /admin/aporiae.
 * Repeats are counted per category and query in `normalizeQuery` form (@metnos/fast-path, the one query normal form:
 * NFC, lowercase, straight apostrophes, punctuation as spaces, whitespace collapsed), so `Where am I?` and
 * `where   am i` are one gap. A query with nothing left after normalisation is kept as written, trimmed.
 */
export function logAporia(
  store: AporiaStore,
  { query, classification }: { query: string; classification: AporiaClassification },
): AporiaRecord {
  const detail = classification.target === undefined
    ? `${classification.subject}: ${classification.detail}`
    : `${classification.subject}(${classification.target}): ${classification.detail}`;
  return store.recordAporia({ category: classification.category, query: normalizeQuery(query) || query.trim(), detail });
}
