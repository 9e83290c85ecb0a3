import { formatCivilDate, shiftCivilDate } from '@metnos/args-extractor/internal';
import type { ExecutorFactory } from '../../executor-support/executor-environment';
import { readLocalClock, weekdayNames } from '../../executor-support/format-local-time';

/**
 * get_date: today's date from the turn clock in the requested (or system) time zone, shifted by `offset_days`
 * calendar days (not 24-hour blocks: across a daylight-saving change, tomorrow is still the next date).
 */
export const createGetDate: ExecutorFactory = () => async (args, context) => {
  const offset = typeof args.offset_days === 'number' && Number.isInteger(args.offset_days) ? args.offset_days : 0;
  const timezone = typeof args.timezone === 'string' && args.timezone !== '' ? args.timezone : undefined;
  const { parts, timezone: zone } = readLocalClock(context.now, { timezone, tool: 'get_date' });
  const day = shiftCivilDate(parts, offset);
  return { date: formatCivilDate(day), weekday: weekdayNames[day.weekday], timezone: zone, offset_days: offset };
};
