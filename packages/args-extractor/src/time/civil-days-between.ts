/** Whole calendar days from the date `from` to the date `to` (negative when `to` is earlier); time zones play no part. */
export function civilDaysBetween(from: { year: number; month: number; day: number }, to: { year: number; month: number; day: number }): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);
}
