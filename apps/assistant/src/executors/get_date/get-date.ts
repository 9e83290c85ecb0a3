import { formatLocalTime } from '../../catalog/format-local-time';
import type { ExecutorFactory } from '../../catalog/executor-environment';

const dayMs = 86_400_000;

/** get_date: today's date from the turn clock, shifted by `offset_days`. */
export const createGetDate: ExecutorFactory = () => async (args, context) => {
  const offset = typeof args.offset_days === 'number' && Number.isInteger(args.offset_days) ? args.offset_days : 0;
  const timezone = typeof args.timezone === 'string' && args.timezone !== '' ? args.timezone : undefined;
  const { date, weekday, timezone: zone } = formatLocalTime(new Date(context.now.getTime() + offset * dayMs), { timezone, tool: 'get_date' });
  return { date, weekday, timezone: zone, offset_days: offset };
};
