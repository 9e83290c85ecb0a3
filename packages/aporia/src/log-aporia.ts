import type { AporiaRecord, AporiaStore } from '@metnos/core';
import type { AporiaClassification } from './aporia-classification';
import { normaliseAporiaQuery } from './normalise-aporia-query';

/**
 * Records a dead-end in the gap log (the store counts repeats per category and normalised query) and returns
 * the stored record with its occurrence count, for /admin/aporiae.
 */
export function logAporia(
  store: AporiaStore,
  { query, classification }: { query: string; classification: AporiaClassification },
): AporiaRecord {
  const detail = classification.target === undefined
    ? `${classification.subject}: ${classification.detail}`
    : `${classification.subject}(${classification.target}): ${classification.detail}`;
  return store.recordAporia({ category: classification.category, query: normaliseAporiaQuery(query), detail });
}
