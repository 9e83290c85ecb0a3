/** One schema step. `version` is what `PRAGMA user_version` holds once `sql` has been applied. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The schema, as an ordered list of migrations. Each one runs in its own transaction together with the
 * `user_version` bump, so a crash leaves the file at a whole version. Append new steps; never edit a shipped one.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE skills (
        intent_hash TEXT PRIMARY KEY,
        intent_json TEXT NOT NULL,
        framework_json TEXT NOT NULL,
        framework_hash TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('candidate', 'active', 'demoted')),
        uses INTEGER NOT NULL DEFAULT 0,
        successes INTEGER NOT NULL DEFAULT 0,
        failures INTEGER NOT NULL DEFAULT 0,
        consecutive_successes INTEGER NOT NULL DEFAULT 0,
        consecutive_failures INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX skills_status ON skills (status);

      -- Consecutive failures of frameworks that are not the stored skill of their intent.
      CREATE TABLE framework_failure_streaks (
        intent_hash TEXT NOT NULL REFERENCES skills (intent_hash) ON DELETE CASCADE,
        framework_hash TEXT NOT NULL,
        consecutive_failures INTEGER NOT NULL,
        PRIMARY KEY (intent_hash, framework_hash)
      ) WITHOUT ROWID;

      CREATE TABLE anti_skills (
        intent_hash TEXT NOT NULL REFERENCES skills (intent_hash) ON DELETE CASCADE,
        framework_hash TEXT NOT NULL,
        reason TEXT NOT NULL,
        created_day_rank INTEGER NOT NULL,
        expires_day_rank INTEGER NOT NULL,
        PRIMARY KEY (intent_hash, framework_hash)
      ) WITHOUT ROWID;

      CREATE TABLE observations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        turn_id TEXT NOT NULL UNIQUE,
        query TEXT NOT NULL,
        intent_hash TEXT,
        intent_json TEXT,
        framework_json TEXT,
        verdict TEXT NOT NULL CHECK (verdict IN ('ok', 'error', 'aporia')),
        layer TEXT NOT NULL,
        latencies_json TEXT NOT NULL,
        feedback TEXT CHECK (feedback IN ('up', 'down', 'retry')),
        created_at TEXT NOT NULL
      );
      CREATE INDEX observations_intent_hash ON observations (intent_hash);

      -- Every embedder id that wrote a vector, with the dimension its vectors must have.
      CREATE TABLE embedders (
        embedder_id TEXT PRIMARY KEY,
        dimension INTEGER NOT NULL CHECK (dimension > 0)
      ) WITHOUT ROWID;

      CREATE TABLE canonical_query_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        query TEXT NOT NULL,
        tool TEXT NOT NULL,
        args_observed_json TEXT NOT NULL,
        count INTEGER NOT NULL DEFAULT 1,
        embedder_id TEXT NOT NULL REFERENCES embedders (embedder_id),
        dimension INTEGER NOT NULL,
        vector BLOB NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (query, tool, embedder_id)
      );
      CREATE INDEX canonical_query_log_candidates ON canonical_query_log (embedder_id, count);

      CREATE TABLE multi_tool_paths (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        canonical_query TEXT NOT NULL,
        signature TEXT NOT NULL,
        steps_json TEXT NOT NULL,
        uses INTEGER NOT NULL DEFAULT 1,
        last_day_rank INTEGER NOT NULL,
        promoted INTEGER NOT NULL DEFAULT 0 CHECK (promoted IN (0, 1)),
        embedder_id TEXT NOT NULL REFERENCES embedders (embedder_id),
        dimension INTEGER NOT NULL,
        vector BLOB NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (canonical_query, signature, embedder_id)
      );
      CREATE INDEX multi_tool_paths_candidates ON multi_tool_paths (embedder_id, uses);
      CREATE INDEX multi_tool_paths_last_day_rank ON multi_tool_paths (last_day_rank);

      -- One proto-executor per path signature: promotion is idempotent.
      CREATE TABLE proto_executors (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        path_id INTEGER NOT NULL,
        signature TEXT NOT NULL UNIQUE,
        canonical_query TEXT NOT NULL,
        steps_json TEXT NOT NULL,
        placeholders_json TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE system_active_days (
        day TEXT PRIMARY KEY,
        day_rank INTEGER NOT NULL UNIQUE
      ) WITHOUT ROWID;

      CREATE TABLE aporiae (
        category TEXT NOT NULL,
        query TEXT NOT NULL,
        detail TEXT NOT NULL,
        count INTEGER NOT NULL DEFAULT 1,
        first_seen TEXT NOT NULL,
        last_seen TEXT NOT NULL,
        PRIMARY KEY (category, query)
      ) WITHOUT ROWID;

      CREATE TABLE llm_cache (
        namespace TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (namespace, key)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 2,
    name: 'observations.canonical_query_id',
    sql: `
      -- The canonical_query_log row that answered an L1 turn, so that ✗ can demote it.
      ALTER TABLE observations ADD COLUMN canonical_query_id INTEGER;
    `,
  },
  {
    version: 3,
    name: 'candidate revisions and taught requests',
    sql: `
      -- The request as written that taught a row (its values are re-read from new requests on replay).
      ALTER TABLE canonical_query_log ADD COLUMN request TEXT;
      ALTER TABLE multi_tool_paths ADD COLUMN request TEXT;

      -- Every insert or update of a candidate row gets the next revision of its table, and every delete bumps
      -- deletions: readers fetch only the rows changed since the revision they saw, whoever wrote them.
      CREATE TABLE candidate_revisions (
        table_name TEXT PRIMARY KEY,
        revision INTEGER NOT NULL,
        deletions INTEGER NOT NULL
      ) WITHOUT ROWID;
      INSERT INTO candidate_revisions (table_name, revision, deletions) VALUES ('canonical_query_log', 0, 0), ('multi_tool_paths', 0, 0);
      ALTER TABLE canonical_query_log ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE multi_tool_paths ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX canonical_query_log_revision ON canonical_query_log (embedder_id, revision);
      CREATE INDEX multi_tool_paths_revision ON multi_tool_paths (embedder_id, revision);

      CREATE TRIGGER canonical_query_log_revision_insert AFTER INSERT ON canonical_query_log BEGIN
        UPDATE candidate_revisions SET revision = revision + 1 WHERE table_name = 'canonical_query_log';
        UPDATE canonical_query_log SET revision = (SELECT revision FROM candidate_revisions WHERE table_name = 'canonical_query_log')
          WHERE id = NEW.id;
      END;
      CREATE TRIGGER canonical_query_log_revision_update AFTER UPDATE ON canonical_query_log WHEN NEW.revision = OLD.revision BEGIN
        UPDATE candidate_revisions SET revision = revision + 1 WHERE table_name = 'canonical_query_log';
        UPDATE canonical_query_log SET revision = (SELECT revision FROM candidate_revisions WHERE table_name = 'canonical_query_log')
          WHERE id = NEW.id;
      END;
      CREATE TRIGGER canonical_query_log_revision_delete AFTER DELETE ON canonical_query_log BEGIN
        UPDATE candidate_revisions SET revision = revision + 1, deletions = deletions + 1 WHERE table_name = 'canonical_query_log';
      END;
      CREATE TRIGGER multi_tool_paths_revision_insert AFTER INSERT ON multi_tool_paths BEGIN
        UPDATE candidate_revisions SET revision = revision + 1 WHERE table_name = 'multi_tool_paths';
        UPDATE multi_tool_paths SET revision = (SELECT revision FROM candidate_revisions WHERE table_name = 'multi_tool_paths')
          WHERE id = NEW.id;
      END;
      CREATE TRIGGER multi_tool_paths_revision_update AFTER UPDATE ON multi_tool_paths WHEN NEW.revision = OLD.revision BEGIN
        UPDATE candidate_revisions SET revision = revision + 1 WHERE table_name = 'multi_tool_paths';
        UPDATE multi_tool_paths SET revision = (SELECT revision FROM candidate_revisions WHERE table_name = 'multi_tool_paths')
          WHERE id = NEW.id;
      END;
      CREATE TRIGGER multi_tool_paths_revision_delete AFTER DELETE ON multi_tool_paths BEGIN
        UPDATE candidate_revisions SET revision = revision + 1, deletions = deletions + 1 WHERE table_name = 'multi_tool_paths';
      END;
    `,
  },
  {
    version: 4,
    name: 'efficacy ager and learning change log',
    sql: `
      -- skills: status 'retired' (a CHECK cannot be altered: the table is rebuilt) and the active day of the last use.
      -- With foreign keys on, dropping skills cascades to its children: they are kept aside and put back.
      CREATE TABLE skills_v4 (
        intent_hash TEXT PRIMARY KEY,
        intent_json TEXT NOT NULL,
        framework_json TEXT NOT NULL,
        framework_hash TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('candidate', 'active', 'demoted', 'retired')),
        uses INTEGER NOT NULL DEFAULT 0,
        successes INTEGER NOT NULL DEFAULT 0,
        failures INTEGER NOT NULL DEFAULT 0,
        consecutive_successes INTEGER NOT NULL DEFAULT 0,
        consecutive_failures INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1,
        last_used_day_rank INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      INSERT INTO skills_v4 (intent_hash, intent_json, framework_json, framework_hash, status, uses, successes, failures,
        consecutive_successes, consecutive_failures, version, last_used_day_rank, created_at, updated_at)
        SELECT intent_hash, intent_json, framework_json, framework_hash, status, uses, successes, failures, consecutive_successes,
        consecutive_failures, version, (SELECT coalesce(max(day_rank), 0) FROM system_active_days), created_at, updated_at FROM skills;
      CREATE TEMP TABLE anti_skills_v3 AS SELECT * FROM anti_skills;
      CREATE TEMP TABLE framework_failure_streaks_v3 AS SELECT * FROM framework_failure_streaks;
      DROP TABLE skills;
      ALTER TABLE skills_v4 RENAME TO skills;
      CREATE INDEX skills_status ON skills (status);
      INSERT INTO anti_skills SELECT * FROM temp.anti_skills_v3;
      INSERT INTO framework_failure_streaks SELECT * FROM temp.framework_failure_streaks_v3;
      DROP TABLE temp.anti_skills_v3;
      DROP TABLE temp.framework_failure_streaks_v3;

      -- L1 rows and L2 paths: efficacy counters (from the observations of the turns they served) and a retired marker
      -- (kept for audit, never listed). Rows written before count as used on the current active day.
      ALTER TABLE canonical_query_log ADD COLUMN successes INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE canonical_query_log ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE canonical_query_log ADD COLUMN last_day_rank INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE canonical_query_log ADD COLUMN retired_at TEXT;
      ALTER TABLE multi_tool_paths ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE multi_tool_paths ADD COLUMN retired_at TEXT;
      ALTER TABLE observations ADD COLUMN multi_tool_path_id INTEGER;

      -- A new revision only when a column the candidate lists show changes: counting a served turn's outcome does not
      -- make every L1 index re-read the row.
      DROP TRIGGER canonical_query_log_revision_update;
      CREATE TRIGGER canonical_query_log_revision_update AFTER UPDATE OF query, tool, args_observed_json, count, embedder_id,
        dimension, vector, request, created_at, retired_at ON canonical_query_log WHEN NEW.revision = OLD.revision BEGIN
        UPDATE candidate_revisions SET revision = revision + 1 WHERE table_name = 'canonical_query_log';
        UPDATE canonical_query_log SET revision = (SELECT revision FROM candidate_revisions WHERE table_name = 'canonical_query_log')
          WHERE id = NEW.id;
      END;
      DROP TRIGGER multi_tool_paths_revision_update;
      CREATE TRIGGER multi_tool_paths_revision_update AFTER UPDATE OF canonical_query, signature, steps_json, uses, last_day_rank,
        promoted, embedder_id, dimension, vector, request, retired_at ON multi_tool_paths WHEN NEW.revision = OLD.revision BEGIN
        UPDATE candidate_revisions SET revision = revision + 1 WHERE table_name = 'multi_tool_paths';
        UPDATE multi_tool_paths SET revision = (SELECT revision FROM candidate_revisions WHERE table_name = 'multi_tool_paths')
          WHERE id = NEW.id;
      END;
      UPDATE canonical_query_log SET successes = count, last_day_rank = (SELECT coalesce(max(day_rank), 0) FROM system_active_days);

      -- Every learning change (/admin/changes): what, why, the turn that caused it, the subject's state before and
      -- after (JSON), and the revert that undid it.
      CREATE TABLE learning_changes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        subject_kind TEXT NOT NULL CHECK (subject_kind IN ('skill', 'anti_skill', 'canonical_query', 'multi_tool_path', 'executor')),
        subject TEXT NOT NULL,
        label TEXT NOT NULL,
        reason TEXT NOT NULL,
        turn_id TEXT,
        day_rank INTEGER NOT NULL,
        before_json TEXT,
        after_json TEXT,
        revert_of INTEGER REFERENCES learning_changes (id),
        reverted_by INTEGER REFERENCES learning_changes (id),
        created_at TEXT NOT NULL
      );
      CREATE INDEX learning_changes_subject ON learning_changes (subject_kind, subject, id);
      CREATE INDEX learning_changes_turn_id ON learning_changes (turn_id);

      -- Executors the catalog has loaded at least once (a new name logs executor_added).
      CREATE TABLE known_executors (
        name TEXT PRIMARY KEY,
        description TEXT NOT NULL,
        first_seen_at TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 5,
    name: 'skills by verb and object',
    sql: `
      -- The siblings of an intent (same verb and object, other keywords) are one indexed lookup, never a scan of
      -- every skill. The expressions must be written exactly so in queries for SQLite to use the index.
      CREATE INDEX skills_verb_object ON skills (json_extract(intent_json, '$.verb'), json_extract(intent_json, '$.object'));
    `,
  },
  {
    version: 6,
    name: 'turn totals and resolved aporiae',
    sql: `
      -- The learning statistics (/admin, metnos stats): each turn's wall time and model calls, and when a gap closed.
      ALTER TABLE observations ADD COLUMN total_ms REAL;
      ALTER TABLE observations ADD COLUMN llm_calls INTEGER;
      CREATE INDEX observations_created_at ON observations (created_at);
      ALTER TABLE aporiae ADD COLUMN resolved_at TEXT;
    `,
  },
  {
    version: 7,
    name: 'store meta',
    sql: `
      -- Small facts about the store itself, by key (e.g. the lexicon reading version its skills were keyed under).
      CREATE TABLE store_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 8,
    name: 'the language of taught L1 and L2 rows',
    sql: `
      -- The language of the turn that taught a row's request (core Language; NULL: none given), so that a replay reads
      -- the request in it instead of detecting it again. Rows taught before get it from their request once, at the
      -- first open with a detector (fillRowLanguages): the partial indexes find those rows without a scan.
      ALTER TABLE canonical_query_log ADD COLUMN language TEXT;
      ALTER TABLE multi_tool_paths ADD COLUMN language TEXT;
      CREATE INDEX canonical_query_log_unread_language ON canonical_query_log (id) WHERE language IS NULL AND request IS NOT NULL;
      CREATE INDEX multi_tool_paths_unread_language ON multi_tool_paths (id) WHERE language IS NULL AND request IS NOT NULL;
    `,
  },
];
