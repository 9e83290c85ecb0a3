import { ExecutorError } from '@metnos/core';

/** Calendar fields of an instant in a time zone. */
export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (24h) */
  time: string;
  /** English weekday name, e.g. `Monday`. */
  weekday: string;
  timezone: string;
}

/**
 * Formats `instant` in `timezone` (IANA; default: the system zone). An unknown zone throws `ExecutorError`
 * (invalid_args) for `tool`.
 */
export function formatLocalTime(instant: Date, { timezone, tool }: { timezone?: string; tool: string }): LocalTime {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'long',
    });
  } catch (error) {
    throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_timezone', message: `unknown time zone "${timezone}"`, details: { arguments: ['timezone'], data: { timezone } }, cause: error });
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: parts.weekday ?? '',
    timezone: format.resolvedOptions().timeZone,
  };
}
