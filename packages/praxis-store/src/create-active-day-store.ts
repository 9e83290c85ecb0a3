import type { ActiveDayStore } from '@metnos/core';
import type { StoreContext } from './store-context';

/**
 * Active days (expiry counts days of use, not calendar days): `markActiveDay('2026-05-19')` gives a new day the next rank and returns the
 * stored rank of a day already seen, so ranks count only days with at least one turn.
 */
export function createActiveDayStore(context: StoreContext): ActiveDayStore {
  const { statement } = context;
  return {
    markActiveDay(day) {
      const parsed = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : undefined;
      if (parsed === undefined || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
        context.invalidInput(`day must be a calendar date YYYY-MM-DD; got ${JSON.stringify(day)}`);
      }
      return context.write(() => {
        const known = statement('SELECT day_rank FROM system_active_days WHERE day = ?').get(day) as { day_rank: number } | undefined;
        if (known !== undefined) return known.day_rank;
        return (
          statement(
            `INSERT INTO system_active_days (day, day_rank)
             SELECT ?, coalesce(max(day_rank), 0) + 1 FROM system_active_days RETURNING day_rank`,
          ).get(day) as { day_rank: number }
        ).day_rank;
      });
    },
    currentDayRank() {
      return context.read(
        () => (statement('SELECT coalesce(max(day_rank), 0) AS rank FROM system_active_days').get() as { rank: number }).rank,
      );
    },
  };
}
