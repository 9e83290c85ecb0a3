import type { Intent, PraxisStore } from '@metnos/core';
import { parseJson } from '@metnos/core/internal';
import { planCoversIntent } from '@metnos/lexicon';
import { isIntent, normaliseIntent } from '@metnos/metis';
import { intentCacheKey, intentCacheNamespace, intentHash, skillTemplateNamespace } from '@metnos/praxis';
import type { IntentReading } from './intent-reading';
import { isRekeyableStore, readingVersionKey } from './stored-reading-version';

/** What {@link migrateSkillKeys} did when the reading version changed. */
export interface SkillKeyMigration {
  /** The version the skills were keyed under (undefined: a store from before versions were kept). */
  from: string | undefined;
  to: string;
  /** Skills now under a new key. */
  rekeyed: number;
  /** Skills dropped because a better skill landed on the same key. */
  merged: number;
  /** Skills left under their old key because their request now reads as an intent their plan does not cover. */
  kept: Array<{ intentHash: string; request: string; intent: Intent }>;
  /** Skills with no request on record (nothing to re-read): left under their key. */
  unread: number;
}

/**
 * Keeps the skills of `store` reachable when the vocabulary that reads requests changed. When the store's reading
 * version (`store_meta`) is `reading.version`, this is one read and nothing else. Otherwise each skill's latest request
 * is read again as its next turn will read it without a model: the intent an LLM gave for it, kept in the intent cache,
 * normalised again with the new vocabulary (and written back when that changes it); else `reading.readByRules`,
 * normalised as Metis does. The skills whose key changes move in one transaction (`rekeySkills`: anti-skills,
 * observations, learning changes and skill bindings follow; where two meet, the better skill is kept), then the new
 * version is stored. A skill whose request now reads as a verb or object its plan does not cover is never moved: it
 * stays under its old key and is reported in `kept`. A store without these members (not the SQLite one) is left alone.
 */
export function migrateSkillKeys(store: PraxisStore, { reading }: { reading: IntentReading }): SkillKeyMigration | undefined {
  if (!isRekeyableStore(store)) return undefined;
  const from = store.readMeta(readingVersionKey);
  if (from === reading.version) return undefined;
  const changes: Array<{ from: string; to: string; intent: Intent }> = [];
  const kept: SkillKeyMigration['kept'] = [];
  const recomputed: Array<{ key: string; intent: Intent }> = [];
  let unread = 0;
  for (const skill of store.listSkillRequests()) {
    if (skill.request === undefined) {
      unread += 1;
      continue;
    }
    const cacheKey = intentCacheKey(skill.request);
    const stored = store.getCached(intentCacheNamespace, cacheKey);
    const parsed = stored === undefined ? undefined : parseJson(stored);
    const cached = parsed?.success === true && isIntent(parsed.value) ? parsed.value : undefined;
    const intent = normaliseIntent(cached ?? reading.readByRules(skill.request));
    // The next turn of this request reads the cached intent: it must give the new key too.
    if (cached !== undefined && JSON.stringify(intent) !== stored) recomputed.push({ key: cacheKey, intent });
    const hash = intentHash(intent);
    if (hash === skill.intentHash) continue;
    if (!planCoversIntent(skill.framework, intent)) {
      kept.push({ intentHash: skill.intentHash, request: skill.request, intent });
      continue;
    }
    changes.push({ from: skill.intentHash, to: hash, intent });
  }
  const { rekeyed, dropped } = store.rekeySkills(changes, { cacheNamespaces: [skillTemplateNamespace] });
  // After the move (a crash before this line re-reads the same keys on the next open, and writes these then).
  for (const { key, intent } of recomputed) store.setCached(intentCacheNamespace, key, JSON.stringify(intent));
  store.writeMeta(readingVersionKey, reading.version);
  return { from, to: reading.version, rekeyed, merged: dropped.length, kept, unread };
}

/** The stderr notice of a migration that changed or kept something; undefined when there is nothing to say. */
export function skillKeyMigrationNotice(migration: SkillKeyMigration | undefined): string | undefined {
  if (migration === undefined || (migration.rekeyed === 0 && migration.merged === 0 && migration.kept.length === 0)) return undefined;
  const lines = [
    `metnos: the vocabulary that reads requests changed (${migration.from ?? 'unversioned'} → ${migration.to}): ` +
      `${migration.rekeyed} skill${migration.rekeyed === 1 ? '' : 's'} re-keyed` +
      (migration.merged === 0 ? '' : `, ${migration.merged} merged into a better skill of the same request`) +
      (migration.kept.length === 0 ? '' : `, ${migration.kept.length} kept under the old key`) +
      '.',
    ...migration.kept.map(
      ({ request, intent }) => `  kept: "${request}" now reads as ${intent.verb} ${intent.object}, which its plan does not do; teach it again or forget the skill.`,
    ),
  ];
  return lines.join('\n');
}
