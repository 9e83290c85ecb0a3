import type { ReplayDay } from './replay-probe';

/**
 * The instants the eval asks on, in the Europe/Rome time zone the eval runs in (`TZ=Europe/Rome`): families are
 * taught on Wednesday 2026-11-25 at 10:00, probed on Thursday 2026-11-26 at 11:30 and on Tuesday 2026-12-01 at
 * 18:30, after the month end. Every relative value of an expected plan ("tomorrow at 9", "in 30 minutes") is
 * written resolved against its probe's day.
 */
export const replayEvalDays: Readonly<Record<ReplayDay, Date>> = {
  teach: new Date('2026-11-25T09:00:00Z'),
  thu: new Date('2026-11-26T10:30:00Z'),
  tue: new Date('2026-12-01T17:30:00Z'),
};

/** The time zone the expected plans' local date-times are written in. */
export const replayEvalTimeZone = 'Europe/Rome';
