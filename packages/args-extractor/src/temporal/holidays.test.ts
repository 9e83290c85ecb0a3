import { describe, expect, it } from 'vitest';
import { easterSunday, holidayDate, holidays, holidayStartsAtSundown, nthWeekdayOfMonth } from './holidays';

const day = (value: { year: number; month: number; day: number } | undefined): string | undefined =>
  value === undefined ? undefined : `${value.year}-${String(value.month).padStart(2, '0')}-${String(value.day).padStart(2, '0')}`;

describe('easterSunday', () => {
  it('should compute Western Easter', () => {
    expect([2019, 2024, 2025, 2026, 2027, 2038].map((year) => day(easterSunday(year)))).toEqual([
      '2019-04-21', '2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2038-04-25',
    ]);
  });
});

describe('holidayDate', () => {
  it('should place fixed, movable and weekday-based holidays', () => {
    expect(day(holidayDate('easter-monday', 2026))).toBe('2026-04-06');
    expect(day(holidayDate('ferragosto', 2026))).toBe('2026-08-15');
    expect(day(holidayDate('thanksgiving', 2026))).toBe('2026-11-26');
    expect(day(holidayDate('black-friday', 2026))).toBe('2026-11-27');
    expect(day(holidayDate('memorial-day', 2026))).toBe('2026-05-25');
    expect(holidayDate('nope', 2026)).toBeUndefined();
  });

  it('should place the feasts of the Hebrew and Islamic calendars on their day of that calendar, year by year', () => {
    expect([2025, 2026, 2027].map((year) => day(holidayDate('passover', year)))).toEqual(['2025-04-13', '2026-04-02', '2027-04-22']);
    expect([2025, 2026, 2027].map((year) => day(holidayDate('yom-kippur', year)))).toEqual(['2025-10-02', '2026-09-21', '2027-10-11']);
    expect([2025, 2026, 2027].map((year) => day(holidayDate('ramadan', year)))).toEqual(['2025-03-01', '2026-02-18', '2027-02-08']);
  });

  it('should place a holiday on the last weekday strictly before a date (Victoria Day: the Monday before 25 May)', () => {
    expect([2026, 2027, 2028, 2030].map((year) => day(holidayDate('victoria-day', year)))).toEqual(['2026-05-18', '2027-05-24', '2028-05-22', '2030-05-20']);
    expect([2026, 2028].map((year) => day(holidayDate('melbourne-cup', year)))).toEqual(['2026-11-03', '2028-11-07']);
    expect(day(holidayDate('irish-august-bank-holiday', 2026))).toBe('2026-08-03');
    expect(day(holidayDate('irish-june-bank-holiday', 2026))).toBe('2026-06-01');
    expect(day(holidayDate('irish-october-bank-holiday', 2026))).toBe('2026-10-26');
    expect(day(holidayDate('summer-bank-holiday', 2026))).toBe('2026-08-31');
  });

  it('should say which holidays begin at the sundown before their day', () => {
    expect(['hanukkah', 'passover', 'eid-al-fitr', 'christmas', 'lunar-new-year', 'diwali'].map(holidayStartsAtSundown)).toEqual([true, true, true, false, false, false]);
    expect([2026, 2027, 2028].map((year) => day(holidayDate('hanukkah', year)))).toEqual(['2026-12-05', '2027-12-25', '2028-12-13']);
  });

  it('should place the Lunar New Year from its listed dates, and nowhere outside them', () => {
    expect([2025, 2026, 2027, 2030].map((year) => day(holidayDate('lunar-new-year', year)))).toEqual(['2025-01-29', '2026-02-17', '2027-02-06', '2030-02-03']);
    expect(holidayDate('lunar-new-year', 1990)).toBeUndefined();
  });
});

describe('nthWeekdayOfMonth', () => {
  it('should find the nth and the last weekday and nothing past the month', () => {
    expect(day(nthWeekdayOfMonth(2026, 10, 2, 1))).toBe('2026-10-06');
    expect(day(nthWeekdayOfMonth(2026, 5, 5, -1))).toBe('2026-05-29');
    expect(nthWeekdayOfMonth(2026, 2, 1, 5)).toBeUndefined();
  });
});

describe('holidays', () => {
  it('should take a name from the lexicon for every holiday, and no name for two', () => {
    expect(holidays.filter((holiday) => holiday.names.length === 0).map((holiday) => holiday.id)).toEqual([]);
    const names = holidays.flatMap((holiday) => holiday.names);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
