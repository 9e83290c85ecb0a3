import type { Framework, Intent } from '@metnos/core';
import type { AntiSkillRow } from './create-skill-store';
import { readJsonColumn } from './read-json-column';
import type { SkillRow } from './skill-row';
import type { StoreContext } from './store-context';

/** One skill key to move: the skill stored under `from` goes under `to`, with `intent` as its intent when given. */
export interface SkillKeyChange {
  from: string;
  to: string;
  intent?: Intent;
}

/** What `rekeySkills` did. */
export interface SkillRekeying {
  /** Skills now stored under a new key. */
  rekeyed: number;
  /** Old keys whose skill lost a merge (another skill was kept under the same new key), with the key that won. */
  dropped: Array<{ from: string; keptFrom: string; to: string }>;
}

/** A skill with the request that last used it (what a re-reading of its intent starts from). */
export interface SkillRequest {
  intentHash: string;
  intent: Intent;
  framework: Framework;
  /** The query of the latest observation under the skill's key (latest successful one first); undefined when none. */
  request?: string;
}

/** Re-keying of skills (the `intentHash` of a reading changed). Members of the SQLite Praxis store. */
export interface SkillRekeyingStore {
  /** Every skill (all statuses) with its latest request. */
  listSkillRequests(): SkillRequest[];
  /**
   * Moves skills to new keys in one IMMEDIATE transaction, all changes at once (a chain `a→b`, `b→c` moves both):
   * the skill rows and their anti-skills and framework failure streaks, the observations' `intent_hash`, the
   * learning changes about them (subjects `hash` and `hash:framework`) and the LLM-cache entries of
   * `cacheNamespaces` whose key is `hash` or starts with `hash:` (the skill bindings). When several skills land on one
   * key, the better one is kept — by status (active, candidate, demoted, retired), then more successes, then fewer
   * failures, then the latest use, then the latest update — and the others are dropped; the anti-skills of all of them
   * are kept (the latest expiry wins) and so are their failure streaks (the longest wins). Nothing is written on error.
   */
  rekeySkills(changes: readonly SkillKeyChange[], options?: { cacheNamespaces?: readonly string[] }): SkillRekeying;
}

interface StreakRow {
  intent_hash: string;
  framework_hash: string;
  consecutive_failures: number;
}

const hexKey = /^[0-9a-f]{16}$/;
const statusRank: Readonly<Record<string, number>> = { active: 3, candidate: 2, demoted: 1, retired: 0 };

/** Negative when `a` is the better skill to keep. */
function compareSkills(a: SkillRow, b: SkillRow): number {
  return (
    (statusRank[b.status] ?? 0) - (statusRank[a.status] ?? 0) ||
    b.successes - a.successes ||
    a.failures - b.failures ||
    b.last_used_day_rank - a.last_used_day_rank ||
    (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0) ||
    (a.intent_hash < b.intent_hash ? -1 : a.intent_hash > b.intent_hash ? 1 : 0)
  );
}

const insertSkill = `INSERT INTO skills (intent_hash, intent_json, framework_json, framework_hash, status, uses, successes,
  failures, consecutive_successes, consecutive_failures, version, last_used_day_rank, created_at, updated_at) VALUES (@intent_hash,
  @intent_json, @framework_json, @framework_hash, @status, @uses, @successes, @failures, @consecutive_successes,
  @consecutive_failures, @version, @last_used_day_rank, @created_at, @updated_at)`;

/** The skill re-keying half of the SQLite Praxis store. */
export function createSkillRekeying(context: StoreContext): SkillRekeyingStore {
  const { statement, filename } = context;

  const checkChanges = (changes: readonly SkillKeyChange[]): SkillKeyChange[] => {
    if (!Array.isArray(changes)) context.invalidInput('rekeySkills takes an array of { from, to } changes');
    const froms = new Set<string>();
    for (const change of changes) {
      for (const side of ['from', 'to'] as const) {
        const key = (change as Partial<SkillKeyChange> | null)?.[side];
        if (typeof key !== 'string' || !hexKey.test(key)) context.invalidInput(`each change's ${side} must be 16 lowercase hex digits; got ${JSON.stringify(key)}`);
      }
      if (froms.has(change.from)) context.invalidInput(`the key ${change.from} is moved twice`);
      froms.add(change.from);
    }
    return changes.filter((change) => change.from !== change.to || change.intent !== undefined);
  };

  return {
    listSkillRequests() {
      return context.read(() =>
        (
          statement(
            `SELECT s.intent_hash, s.intent_json, s.framework_json, (SELECT o.query FROM observations o WHERE o.intent_hash = s.intent_hash
               ORDER BY o.verdict = 'ok' DESC, o.id DESC LIMIT 1) AS request FROM skills s ORDER BY s.intent_hash`,
          ).all() as Array<{ intent_hash: string; intent_json: string; framework_json: string; request: string | null }>
        ).map((row) => ({
          intentHash: row.intent_hash,
          intent: readJsonColumn<Intent>(row.intent_json, { filename, column: 'skills.intent_json' }),
          framework: readJsonColumn<Framework>(row.framework_json, { filename, column: 'skills.framework_json' }),
          ...(row.request === null ? {} : { request: row.request }),
        })),
      );
    },

    rekeySkills(changes, { cacheNamespaces = [] } = {}) {
      const moves = checkChanges(changes);
      if (!Array.isArray(cacheNamespaces) || cacheNamespaces.some((namespace) => typeof namespace !== 'string' || namespace.length === 0)) {
        context.invalidInput('cacheNamespaces must be non-empty strings');
      }
      if (moves.length === 0) return { rekeyed: 0, dropped: [] };
      return context.write(() => {
        const moving = new Set(moves.map((change) => change.from));
        const skillAt = (hash: string) => statement('SELECT * FROM skills WHERE intent_hash = ?').get(hash) as SkillRow | undefined;
        const antiSkillsAt = (hash: string) => statement('SELECT * FROM anti_skills WHERE intent_hash = ?').all(hash) as AntiSkillRow[];
        const streaksAt = (hash: string) => statement('SELECT * FROM framework_failure_streaks WHERE intent_hash = ?').all(hash) as StreakRow[];
        const deleteSkill = (hash: string) => statement('DELETE FROM skills WHERE intent_hash = ?').run(hash);

        // Read everything that moves (and what sits at each target and stays), then delete it: the children cascade.
        const targets = new Map<string, Array<{ row: SkillRow; change?: SkillKeyChange; antiSkills: AntiSkillRow[]; streaks: StreakRow[] }>>();
        for (const change of moves) {
          const row = skillAt(change.from);
          const group = targets.get(change.to) ?? [];
          targets.set(change.to, group);
          if (row !== undefined) group.push({ row, change, antiSkills: antiSkillsAt(change.from), streaks: streaksAt(change.from) });
        }
        for (const [to, group] of targets) {
          const staying = moving.has(to) ? undefined : skillAt(to);
          if (staying !== undefined) group.push({ row: staying, antiSkills: antiSkillsAt(to), streaks: streaksAt(to) });
        }
        for (const change of moves) deleteSkill(change.from);

        let rekeyed = 0;
        const dropped: SkillRekeying['dropped'] = [];
        for (const [to, group] of targets) {
          if (group.length === 0) continue;
          const [winner, ...losers] = [...group].sort((a, b) => compareSkills(a.row, b.row));
          if (winner === undefined) continue;
          for (const loser of losers) if (loser.change !== undefined) dropped.push({ from: loser.change.from, keptFrom: winner.row.intent_hash, to });
          if (winner.change !== undefined) {
            if (losers.some((loser) => loser.change === undefined)) deleteSkill(to);
            const intentJson = winner.change.intent === undefined ? winner.row.intent_json : JSON.stringify(winner.change.intent);
            statement(insertSkill).run({ ...winner.row, intent_hash: to, intent_json: intentJson });
            rekeyed += 1;
          }
          for (const { antiSkills, streaks } of group) {
            for (const anti of antiSkills) {
              statement(
                `INSERT INTO anti_skills (intent_hash, framework_hash, reason, created_day_rank, expires_day_rank) VALUES (?, ?, ?, ?, ?)
                 ON CONFLICT (intent_hash, framework_hash) DO UPDATE SET reason = CASE WHEN excluded.expires_day_rank > expires_day_rank
                 THEN excluded.reason ELSE reason END, created_day_rank = CASE WHEN excluded.expires_day_rank > expires_day_rank
                 THEN excluded.created_day_rank ELSE created_day_rank END, expires_day_rank = max(expires_day_rank, excluded.expires_day_rank)`,
              ).run(to, anti.framework_hash, anti.reason, anti.created_day_rank, anti.expires_day_rank);
            }
            for (const streak of streaks) {
              statement(
                `INSERT INTO framework_failure_streaks (intent_hash, framework_hash, consecutive_failures) VALUES (?, ?, ?)
                 ON CONFLICT (intent_hash, framework_hash) DO UPDATE SET consecutive_failures = max(consecutive_failures, excluded.consecutive_failures)`,
              ).run(to, streak.framework_hash, streak.consecutive_failures);
            }
          }
        }

        // Everything else keyed by the intent hash follows its skill, all changes in one statement each.
        const mapping = JSON.stringify(Object.fromEntries(moves.map((change) => [change.from, change.to])));
        statement(
          `UPDATE observations SET intent_hash = (SELECT value FROM json_each(@mapping) WHERE key = observations.intent_hash)
           WHERE intent_hash IN (SELECT key FROM json_each(@mapping))`,
        ).run({ mapping });
        // Subjects are `hash` (skills) or `hash:framework` (anti-skills).
        statement(
          `UPDATE learning_changes SET subject = printf('%s%s', (SELECT value FROM json_each(@mapping) WHERE key = substr(subject, 1, 16)), substr(subject, 17))
           WHERE subject_kind IN ('skill', 'anti_skill') AND substr(subject, 1, 16) IN (SELECT key FROM json_each(@mapping))
           AND substr(printf('%s:', subject), 17, 1) = ':'`,
        ).run({ mapping });
        for (const namespace of cacheNamespaces) {
          const entries = statement(
            `SELECT key, value, updated_at FROM llm_cache WHERE namespace = @namespace AND substr(key, 1, 16) IN (SELECT key FROM json_each(@mapping))
             AND substr(printf('%s:', key), 17, 1) = ':'`,
          ).all({ namespace, mapping }) as Array<{ key: string; value: string; updated_at: string }>;
          const target = new Map(moves.map((change) => [change.from, change.to]));
          // The winners' entries are written last, so theirs is kept where two moved skills bound the same plan.
          const winners = new Set(moves.filter((change) => !dropped.some((drop) => drop.from === change.from)).map((change) => change.from));
          entries.sort((a, b) => Number(winners.has(a.key.slice(0, 16))) - Number(winners.has(b.key.slice(0, 16))));
          for (const entry of entries) statement('DELETE FROM llm_cache WHERE namespace = ? AND key = ?').run(namespace, entry.key);
          for (const entry of entries) {
            statement(
              `INSERT INTO llm_cache (namespace, key, value, updated_at) VALUES (?, ?, ?, ?)
               ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
            ).run(namespace, `${target.get(entry.key.slice(0, 16)) ?? ''}${entry.key.slice(16)}`, entry.value, entry.updated_at);
          }
        }
        return { rekeyed, dropped };
      });
    },
  };
}
