import { createHash } from 'node:crypto';
import { parseJson } from '@metnos/core';
import type { SqliteDatabase } from '@metnos/praxis-store';
import type { PendingPlan } from '../consent/pending-plan';
import type { ConfirmationStore } from './confirmation-store';

interface ConfirmationRow {
  plan_json: string;
  expires_at: string;
  used_at: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The pending-confirmation table of an open `assistant.sqlite` (see `openAssistantDatabase`). */
export function createConfirmationStore(database: SqliteDatabase): ConfirmationStore {
  const insert = database.prepare('INSERT INTO pending_confirmations (token_hash, turn_id, plan_json, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const select = database.prepare('SELECT plan_json, expires_at, used_at FROM pending_confirmations WHERE token_hash = ?');
  const markUsed = database.prepare('UPDATE pending_confirmations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const prune = database.prepare('DELETE FROM pending_confirmations WHERE expires_at < ?');
  const take = database.transaction((tokenHash: string, now: Date) => {
    const row = select.get(tokenHash) as ConfirmationRow | undefined;
    if (row === undefined) return { ok: false as const, refusal: 'unknown' as const };
    const plan = parseJson(row.plan_json);
    if (!plan.success) return { ok: false as const, refusal: 'unknown' as const };
    const { language } = plan.value as PendingPlan;
    if (row.used_at !== null) return { ok: false as const, refusal: 'used' as const, language };
    if (Date.parse(row.expires_at) <= now.getTime()) return { ok: false as const, refusal: 'expired' as const, language };
    markUsed.run(now.toISOString(), tokenHash);
    return { ok: true as const, plan: plan.value as PendingPlan };
  });
  return {
    save(token, plan, { now, expiresAt }) {
      // Expired rows are kept a day, so "expired" can still be told from "unknown", then dropped.
      prune.run(new Date(now.getTime() - 86_400_000).toISOString());
      insert.run(hashToken(token), plan.turnId, JSON.stringify(plan), now.toISOString(), expiresAt.toISOString());
    },
    take: (token, now) => (typeof token === 'string' && token !== '' ? take.immediate(hashToken(token), now) : { ok: false, refusal: 'unknown' }),
  };
}
