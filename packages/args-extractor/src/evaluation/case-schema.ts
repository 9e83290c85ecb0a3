import type { JsonSchema } from '@metnos/core';
import type { TemporalExpectation } from '../__fixtures__/temporal-cases';

const date: JsonSchema = { type: 'string', format: 'date' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };

/**
 * The tool schema a case is asked through: the fields a real tool would declare for that kind of value
 * (`date`, `date_time`, `time`, `start`/`end`, `start_date`/`end_date`, `duration`, `count`, `min_size`/`max_size`).
 * A no-date case offers every temporal field, so that any reading shows up as a false positive.
 */
export function caseSchema(expected: TemporalExpectation): JsonSchema {
  const object = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', properties });
  switch (expected.type) {
    case 'date':
      return object({ date });
    case 'date-time':
      return object({ date_time: dateTime });
    case 'time':
      return object({ time: { type: 'string', format: 'time' } });
    case 'period':
    case 'part':
      return object({ start: dateTime, end: dateTime });
    case 'range':
      return expected.grain === 'day' ? object({ start_date: date, end_date: date }) : object({ start: dateTime, end: dateTime });
    case 'duration':
      return object({ duration: { type: 'string', format: 'duration' } });
    case 'number':
      return object({ count: { type: 'number' } });
    case 'number-range':
      return object({ min_size: { type: 'number' }, max_size: { type: 'number' } });
    case 'none':
      return object({ date, date_time: dateTime, start: dateTime, end: dateTime, time: { type: 'string', format: 'time' }, duration: { type: 'string', format: 'duration' } });
  }
}
