import { formatLocalTime } from '../../executor-support/format-local-time';
import type { ExecutorFactory } from '../../executor-support/executor-environment';

/** get_now: the turn clock (`context.now`) formatted in the requested or system time zone. */
export const createGetNow: ExecutorFactory = () => async (args, context) => {
  const timezone = typeof args.timezone === 'string' && args.timezone !== '' ? args.timezone : undefined;
  return { ...formatLocalTime(context.now, { timezone, tool: 'get_now' }), iso: context.now.toISOString() };
};
