/**
 * The kinds of value the rules recognise in a request. Temporal kinds: `date` (a day), `datetime` (a moment),
 * `time` (a time of day named without a day), `window` (a period or a range), `duration` (a length).
 */
export type ExtractedKind = 'url' | 'email' | 'path' | 'number' | 'extension' | 'date' | 'datetime' | 'time' | 'window' | 'duration';

/** A time window; both ends are ISO 8601 instants with the zone's offset (`2026-05-19T00:00:00+02:00`), `to` exclusive. */
export interface TimeWindow {
  from: string;
  to: string;
}

/** The unit a temporal expression names: "3 March" is a day, "at 9:30" a minute, "Q3" a quarter. */
export type TemporalGrain = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

/** One reading of a temporal expression that could look back or forward ("lunedì", "9:30", "March"). */
export interface TemporalAlternative {
  value: string | TimeWindow;
  span: TimeWindow;
}

/**
 * One value found in the request text by a rule.
 * - `url`: absolute URL string; `email`: lowercase address; `path`: `~/...` or `/...`;
 * - `number`: a finite number; `extension`: glob `*.pdf` (with `extension: 'pdf'`);
 * - `date`: `YYYY-MM-DD`; `datetime`: ISO 8601 with the zone's offset; `time`: `HH:mm`;
 * - `window`: `{ from, to }`; `duration`: ISO 8601 duration (`PT1H30M`).
 */
export interface ExtractedValue {
  kind: ExtractedKind;
  value: string | number | TimeWindow;
  /** The text span the value came from, as written. */
  text: string;
  /** Offsets of `text` in the query. */
  start: number;
  end: number;
  /**
   * Set when the value depends on the clock (`today`, `last 7 days`, `lunedì`, `alle 9`): a stable key of the
   * expression (`day:0`, `last:7:day`) that stays the same from one day to the next.
   */
  relativeKey?: string;
  /** For `extension`: the bare extension, lowercase (`pdf`). */
  extension?: string;
  /** For temporal values: the grain of the expression. */
  grain?: TemporalGrain;
  /**
   * For temporal values: the instants covered, `[from, to)` — a whole day for a date, the moment itself for a
   * date-time, the moment a time of day falls on next (or last, in a past request) for a time.
   */
  span?: TimeWindow;
  /**
   * For expressions that name something recurring (a weekday, a date or month without a year, a time of day, a
   * holiday): the reading looking back and the reading looking forward. `value` is the one the request's tense picks
   * (forward when the request says neither); a property whose meaning looks one way takes that one.
   */
  alternatives?: { past: TemporalAlternative; future: TemporalAlternative };
  /** For "since X" (`start`) and "until/by X" (`end`) windows: which end the request named. */
  anchor?: 'start' | 'end';
  /**
   * For a part of the day ("domani mattina"): the moment a single date-time takes (09:00); for a feast's long weekend
   * ("il ponte del 2 giugno"): the feast, the day a single date takes.
   */
  typical?: string;
  /** For `duration`: the length in seconds (months of 30 days, years of 365). */
  seconds?: number;
  /** For `path`: `source` after "from/da", `destination` after "to/in/into/verso". */
  role?: 'source' | 'destination';
  /** For `number`: `min` or `max` when the number is one end of a range ("10-20 MB", "tra 10 e 20"). */
  bound?: 'min' | 'max';
}
