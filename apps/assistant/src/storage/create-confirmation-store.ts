import { createHash } from 'node:crypto';
import { parseJson } from '@metnos/core/internal';
import type { SqliteDatabase } from '@metnos/praxis-store';
import type { PendingPlan } from '../turn/pending-plan';
import type { ConfirmationStore } from './confirmation-store';

interface ConfirmationRow {
  plan_json: string;
  expires_at: string;
  used_at: string | null;
}

/** Options of {@link createConfirmationStore}. */
export interface ConfirmationStoreOptions {
  /** The clock of the sweep that wipes expired plans (at start and when a plan's time is up); default now. */
  clock?: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// What a row keeps once its plan is used or expired: the request's language (a refusal is worded in it), no step
// arguments, no step outputs, no request text.
const wipedPlan = (planJson: string): string => {
  const parsed = parseJson(planJson);
  const language = parsed.success ? (parsed.value as Partial<PendingPlan>).language : undefined;
  return JSON.stringify(language === undefined ? {} : { language });
};

/**
 * The pending-confirmation table of an open `assistant.sqlite` (see `openAssistantDatabase`). A plan waiting for
 * consent holds what its steps read (the resolved arguments shown, the results of steps that already ran): it is
 * wiped from the row — only the request's language stays — the moment the token is used, and when it expires, by a
 * sweep that runs when the store opens, before every save and take, and by a timer at each plan's expiry, so an
 * unanswered request does not keep the content until the next one. Rows themselves are dropped a day after expiry
 * (until then "expired" and "used" can still be told from "unknown").
 */
export function createConfirmationStore(database: SqliteDatabase, { clock = () => new Date() }: ConfirmationStoreOptions = {}): ConfirmationStore {
  const insert = database.prepare('INSERT INTO pending_confirmations (token_hash, turn_id, plan_json, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const select = database.prepare('SELECT plan_json, expires_at, used_at FROM pending_confirmations WHERE token_hash = ?');
  const markUsed = database.prepare('UPDATE pending_confirmations SET used_at = ?, plan_json = ? WHERE token_hash = ? AND used_at IS NULL');
  const prune = database.prepare('DELETE FROM pending_confirmations WHERE expires_at < ?');
  const selectExpired = database.prepare("SELECT token_hash, plan_json FROM pending_confirmations WHERE expires_at <= ? AND plan_json NOT LIKE '{\"language\":%}' AND plan_json <> '{}'");
  const wipe = database.prepare('UPDATE pending_confirmations SET plan_json = ? WHERE token_hash = ?');
  const sweep = database.transaction((now: Date) => {
    const expired = selectExpired.all(now.toISOString()) as Array<{ token_hash: string; plan_json: string }>;
    for (const row of expired) wipe.run(wipedPlan(row.plan_json), row.token_hash);
    // Expired rows are kept a day, so "expired" can still be told from "unknown", then dropped.
    return expired.length + prune.run(new Date(now.getTime() - 86_400_000).toISOString()).changes;
  });
  const take = database.transaction((tokenHash: string, now: Date) => {
    const row = select.get(tokenHash) as ConfirmationRow | undefined;
    if (row === undefined) return { ok: false as const, refusal: 'unknown' as const };
    const plan = parseJson(row.plan_json);
    if (!plan.success) return { ok: false as const, refusal: 'unknown' as const };
    const { language } = plan.value as PendingPlan;
    if (row.used_at !== null) return { ok: false as const, refusal: 'used' as const, language };
    if (Date.parse(row.expires_at) <= now.getTime()) return { ok: false as const, refusal: 'expired' as const, language };
    markUsed.run(now.toISOString(), wipedPlan(row.plan_json), tokenHash);
    return { ok: true as const, plan: plan.value as PendingPlan };
  });
  // A wiped plan must not survive in freed page space or in the write-ahead log: freed bytes are zeroed, and after a
  // wipe the log is checkpointed into the database file and truncated (best effort: a reader may hold it a moment).
  database.pragma('secure_delete = ON');
  const flush = () => {
    try {
      database.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // Busy: the next wipe checkpoints again.
    }
  };
  const timers = new Set<NodeJS.Timeout>();
  const sweepNow = (now = clock()) => {
    if (database.open && sweep.immediate(now) > 0) flush();
  };
  sweepNow();
  return {
    save(token, plan, { now, expiresAt }) {
      sweepNow(now);
      insert.run(hashToken(token), plan.turnId, JSON.stringify(plan), now.toISOString(), expiresAt.toISOString());
      // Wiped at expiry even when no other request comes (the timer does not keep the process alive).
      const timer = setTimeout(() => {
        timers.delete(timer);
        sweepNow();
      }, Math.max(0, expiresAt.getTime() - now.getTime()) + 1);
      timer.unref();
      timers.add(timer);
    },
    take(token, now) {
      if (typeof token !== 'string' || token === '') return { ok: false, refusal: 'unknown' };
      sweepNow(now);
      const taken = take.immediate(hashToken(token), now);
      if (taken.ok) flush();
      return taken;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
