/**
 * What a schema property can receive from the rules:
 * `url`, `email`, `path`, `number` take the value of that kind; `date` takes a day (`YYYY-MM-DD`), `datetime` a
 * moment (ISO 8601 with offset), `time` a time of day, `duration` a length (ISO 8601, or a number in the unit the
 * property names); `pattern` takes an extension as a glob (`*.pdf`) and `extension` as the bare extension (`pdf`);
 * `window` takes `{from, to}`; `window-from` / `window-to` take the start / end of any temporal value and
 * `window-before` the start of what it names ("before yesterday" = before yesterday began); `enum` takes an enum
 * value named in the text.
 */
export type ArgTarget =
  | 'url'
  | 'email'
  | 'path'
  | 'number'
  | 'date'
  | 'datetime'
  | 'time'
  | 'duration'
  | 'pattern'
  | 'extension'
  | 'window'
  | 'window-from'
  | 'window-to'
  | 'window-before'
  | 'enum';
