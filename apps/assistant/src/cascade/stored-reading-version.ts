import type { PraxisStore } from '@metnos/core';
import type { SkillRekeyingStore, StoreMeta } from '@metnos/praxis-store';

/** The `store_meta` key of the reading version the store's skills are keyed under. */
export const readingVersionKey = 'lexicon_reading_version';

/** A Praxis store that keeps meta values and can re-key its skills (the SQLite one). */
export type RekeyableStore = PraxisStore & StoreMeta & SkillRekeyingStore;

/** Whether `store` keeps meta values and re-keys skills. */
export function isRekeyableStore(store: PraxisStore): store is RekeyableStore {
  return typeof (store as Partial<RekeyableStore>).readMeta === 'function' && typeof (store as Partial<RekeyableStore>).rekeySkills === 'function';
}

/**
 * The reading version `store`'s skills are keyed under: one read. `null` for a store that keeps none (not the SQLite
 * one: nothing to migrate); undefined for a store from before versions were kept.
 */
export function storedReadingVersion(store: PraxisStore): string | undefined | null {
  return isRekeyableStore(store) ? store.readMeta(readingVersionKey) : null;
}
