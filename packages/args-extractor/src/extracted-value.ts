/** The kinds of value the rules recognise in a request. */
export type ExtractedKind = 'url' | 'email' | 'path' | 'number' | 'extension' | 'date' | 'window';

/** A time window; both ends are ISO 8601 instants with the zone's offset (`2026-05-19T00:00:00+02:00`). */
export interface TimeWindow {
  from: string;
  to: string;
}

/**
 * One value found in the request text by a rule.
 * - `url`: absolute URL string; `email`: lowercase address; `path`: `~/...` or `/...`;
 * - `number`: a finite number; `extension`: glob `*.pdf` (with `extension: 'pdf'`);
 * - `date`: `YYYY-MM-DD`; `window`: `{ from, to }`.
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
   * Set when the value depends on the clock (`today`, `last 7 days`, `3 March` without a year): a stable key of
   * the expression (`day:0`, `last:7:day`) that stays the same from one day to the next.
   */
  relativeKey?: string;
  /** For `extension`: the bare extension, lowercase (`pdf`). */
  extension?: string;
}
