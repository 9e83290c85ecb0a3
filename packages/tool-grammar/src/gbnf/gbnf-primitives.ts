/**
 * The fixed rules a generated grammar may reference. Each entry lists the primitives its body references, so
 * that a grammar contains exactly the dependency closure of what it uses (llama-server was seen to match
 * differently when unused rules were present).
 *
 * Whitespace is bounded (`ws` matches at most a newline and 20 blanks) and number digits are bounded, so a
 * model cannot loop forever inside them.
 */
export const gbnfPrimitives = {
  ws: { body: '| " " | "\\n" [ \\t]{0,20}', uses: [] },
  comma: { body: 'ws "," ws', uses: ['ws'] },
  colon: { body: 'ws ":" ws', uses: ['ws'] },
  char: { body: '[^"\\\\\\x7F\\x00-\\x1F] | "\\\\" (["\\\\/bfnrt] | "u" [0-9a-fA-F]{4})', uses: [] },
  string: { body: '"\\"" char* "\\""', uses: ['char'] },
  integer: { body: '"-"? ("0" | [1-9] [0-9]{0,15})', uses: [] },
  nonNegativeInteger: { body: '"0" | [1-9] [0-9]{0,15}', uses: [] },
  positiveInteger: { body: '[1-9] [0-9]{0,15}', uses: [] },
  number: { body: '"-"? ("0" | [1-9] [0-9]{0,15}) ("." [0-9]{1,16})? ([eE] [-+]? [0-9]{1,3})?', uses: [] },
  boolean: { body: '"true" | "false"', uses: [] },
  null: { body: '"null"', uses: [] },
  value: { body: 'object | array | string | number | boolean | null', uses: ['object', 'array', 'string', 'number', 'boolean', 'null'] },
  object: { body: '"{" ws (string colon value (comma string colon value)*)? ws "}"', uses: ['ws', 'string', 'colon', 'value', 'comma'] },
  array: { body: '"[" ws (value (comma value)*)? ws "]"', uses: ['ws', 'value', 'comma'] },
  date: {
    body: '[0-9]{4} "-" (("0" [13578] | "1" [02]) "-" ("0" [1-9] | [12] [0-9] | "3" [01]) | ("0" [469] | "11") "-" ("0" [1-9] | [12] [0-9] | "30") | "02-" ("0" [1-9] | "1" [0-9] | "2" [0-8])) | leapYear "-02-29"',
    uses: ['leapYear'],
  },
  leapYear: { body: '[0-9]{2} ("0" [48] | [2468] [048] | [13579] [26]) | ([02468] [048] | [13579] [26]) "00"', uses: [] },
  time: {
    body: '([01] [0-9] | "2" [0-3]) ":" [0-5] [0-9] ":" [0-5] [0-9] ("." [0-9]{1,9})? ("Z" | "z" | [+-] ([01] [0-9] | "2" [0-3]) ":" [0-5] [0-9])',
    uses: [],
  },
  dateString: { body: '"\\"" date "\\""', uses: ['date'] },
  timeString: { body: '"\\"" time "\\""', uses: ['time'] },
  dateTimeString: { body: '"\\"" date [Tt] time "\\""', uses: ['date', 'time'] },
  uuidString: {
    body: '"\\"" [0-9a-fA-F]{8} "-" [0-9a-fA-F]{4} "-" [0-9a-fA-F]{4} "-" [0-9a-fA-F]{4} "-" [0-9a-fA-F]{12} "\\""',
    uses: [],
  },
  identifier: { body: '[a-zA-Z_] [a-zA-Z0-9_]{0,31}', uses: [] },
  placeholder: {
    body: '"\\"${" ("FILLER:" identifier | "step" [1-9] [0-9]? "." identifier ("." identifier){0,3}) "}\\""',
    uses: ['identifier'],
  },
} as const satisfies Record<string, { body: string; uses: readonly string[] }>;

/** Name of a fixed primitive rule. */
export type GbnfPrimitiveName = keyof typeof gbnfPrimitives;
