import type { Language } from '@metnos/core';
import type { PendingPlan } from '../turn/pending-plan';

/** Why a confirmation token cannot be used. */
export type ConfirmationRefusal = 'unknown' | 'used' | 'expired';

/** Plans waiting for the user's consent, by token, kept in `assistant.sqlite` (only the token's hash is stored). */
export interface ConfirmationStore {
  /** Keeps `plan` under `token` until `expiresAt`. */
  save(token: string, plan: PendingPlan, { now, expiresAt }: { now: Date; expiresAt: Date }): void;
  /**
   * The plan of `token`, marked used in the same transaction (a token works once), or why it cannot be used (with
   * the language of the plan's request when the token is known, so the refusal is worded in it).
   */
  take(token: string, now: Date): { ok: true; plan: PendingPlan } | { ok: false; refusal: ConfirmationRefusal; language?: Language };
  /** Stops the timers that wipe plans at their expiry (before the database closes). */
  close(): void;
}
