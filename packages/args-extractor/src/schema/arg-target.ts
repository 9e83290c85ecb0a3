/**
 * What a schema property can receive from the rules:
 * `url`, `email`, `path`, `number`, `date` take the value of that kind; `pattern` takes an extension as a glob
 * (`*.pdf`) and `extension` as the bare extension (`pdf`); `window` takes `{from, to}`; `window-from` /
 * `window-to` take one end of a window (or a date); `enum` takes an enum value named in the text.
 */
export type ArgTarget =
  | 'url'
  | 'email'
  | 'path'
  | 'number'
  | 'date'
  | 'pattern'
  | 'extension'
  | 'window'
  | 'window-from'
  | 'window-to'
  | 'enum';
