import * as chrono from 'chrono-node';
import * as chronoItalian from 'chrono-node/it';
import type { TemporalCase } from '../__fixtures__/temporal-cases';
import type { RuleClock } from '../time/rule-clock';
import { formatCivilDate, formatZonedIso, getZonedParts, zonedTimeToInstant } from '../time/zoned-time';

type Components = chrono.ParsedResult['start'];

/**
 * The baseline: chrono-node alone (its `en`, `it` or `es` parser, as the case's language says) reading the case, its first
 * result turned into the same fields `caseSchema` asks for, so that `gradeAnswer` grades both readers alike: a
 * date from the start day, a date-time or time from the start's wall clock, ranges from start and end, a duration
 * as the distance of the start from now. Chrono is given a reference whose local wall time is the zone's wall time,
 * so the answer does not depend on the machine's time zone. Chrono reads no numbers: numeric cases stay empty.
 */
export function answerWithChrono(testCase: TemporalCase, clock: RuleClock, options: { forwardDate: boolean }): Record<string, unknown> {
  const wall = getZonedParts(clock.now, clock.timeZone);
  const reference = new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const parser = { it: chronoItalian, en: chrono.en, es: chrono.es }[testCase.language];
  const result = parser.parse(testCase.text, reference, { forwardDate: options.forwardDate })[0];
  if (result === undefined) return {};
  const start = result.start;
  const end = result.end ?? undefined;
  const day = (components: Components): string =>
    formatCivilDate({ year: components.get('year') ?? wall.year, month: components.get('month') ?? 1, day: components.get('day') ?? 1 });
  const instant = (components: Components): string =>
    formatZonedIso(
      zonedTimeToInstant(
        {
          year: components.get('year') ?? wall.year,
          month: components.get('month') ?? 1,
          day: components.get('day') ?? 1,
          hour: components.get('hour') ?? 0,
          minute: components.get('minute') ?? 0,
          second: components.get('second') ?? 0,
        },
        clock.timeZone,
      ),
      clock.timeZone,
    );
  const expected = testCase.expected;
  switch (expected.type) {
    case 'date':
      return { date: day(start) };
    case 'date-time':
      return { date_time: instant(start) };
    case 'time': {
      if (!start.isCertain('hour')) return {};
      const pad = (value: number | null): string => String(value ?? 0).padStart(2, '0');
      return { time: `${pad(start.get('hour'))}:${pad(start.get('minute'))}` };
    }
    case 'period':
    case 'part':
      return { start: instant(start), ...(end === undefined ? {} : { end: instant(end) }) };
    case 'range':
      if (expected.grain === 'day') return { start_date: day(start), ...(end === undefined ? {} : { end_date: day(end) }) };
      return { start: instant(start), ...(end === undefined ? {} : { end: instant(end) }) };
    case 'duration': {
      const seconds = Math.round(Math.abs(new Date(instant(start)).getTime() - clock.now.getTime()) / 1000);
      return { duration: `PT${seconds}S` };
    }
    case 'number':
    case 'number-range':
      return {};
    case 'none':
      return { date: day(start) };
  }
}
