/** A calendar day (month 1-12) with its weekday (0 = Sunday). */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/**
 * The calendar day `days` days after `civil` (before, when negative), counted in calendar days, not 24-hour blocks:
 * across a daylight-saving change "tomorrow" is still the next date (2026-03-28 + 1 is 2026-03-29 in every zone).
 * Out-of-range days roll over (2026-05-32 is 2026-06-01).
 */
export function shiftCivilDate(civil: { year: number; month: number; day: number }, days: number): CivilDate {
  const date = new Date(Date.UTC(civil.year, civil.month - 1, civil.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), weekday: date.getUTCDay() };
}
