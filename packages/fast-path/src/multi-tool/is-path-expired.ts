/**
 * The active-day TTL (days with at least one turn, so a holiday ages nothing): a path expires when its last use is more than `ttlActiveDays` active days
 * behind the current one. Day ranks count only days the assistant was used, so calendar gaps (a two-month
 * holiday) never age a path.
 */
export function isPathExpired(lastDayRank: number, currentDayRank: number, ttlActiveDays: number): boolean {
  return currentDayRank - lastDayRank > ttlActiveDays;
}
