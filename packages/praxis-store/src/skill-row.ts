import type { Framework, Intent, SkillStatus } from '@metnos/core';
import type { SkillSnapshot } from '@metnos/praxis/revert';
import { readJsonColumn } from './read-json-column';

/** A row of `skills`. Internal to @metnos/praxis-store. */
export interface SkillRow {
  intent_hash: string;
  intent_json: string;
  framework_json: string;
  framework_hash: string;
  status: SkillStatus;
  uses: number;
  successes: number;
  failures: number;
  consecutive_successes: number;
  consecutive_failures: number;
  version: number;
  last_used_day_rank: number;
  created_at: string;
  updated_at: string;
}

/** The columns of a skill a learning change records (and a revert restores). */
export function skillSnapshot(row: SkillRow, filename: string): SkillSnapshot {
  return {
    status: row.status,
    framework: readJsonColumn<Framework>(row.framework_json, { filename, column: 'skills.framework_json' }),
    frameworkHash: row.framework_hash,
    version: row.version,
    uses: row.uses,
    successes: row.successes,
    failures: row.failures,
    consecutiveSuccesses: row.consecutive_successes,
    consecutiveFailures: row.consecutive_failures,
    lastUsedDayRank: row.last_used_day_rank,
  };
}

/** A skill as a change log names it: `find files [pdf, downloads]`. */
export function skillLabel(intentJson: string, filename: string): string {
  const intent = readJsonColumn<Intent>(intentJson, { filename, column: 'skills.intent_json' });
  const keywords = Array.isArray(intent.keywords) && intent.keywords.length > 0 ? ` [${intent.keywords.join(', ')}]` : '';
  return `${intent.verb} ${intent.object}${keywords}`;
}
