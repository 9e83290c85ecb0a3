/**
 * Words of tool property names (written in English by the tools' authors, whatever the request's language) that
 * say the property holds running text: a leading article belongs to its value ("saying the report is ready").
 */
export const runningTextPropertyWords: readonly string[] = ['body', 'message', 'text', 'content', 'note', 'notes', 'description', 'comment', 'caption', 'instruction'];

/** Words of a count property's name that say which end it bounds, not what it counts (`max_results` counts results). */
export const countModifierPropertyWords: readonly string[] = ['max', 'min', 'maximum', 'minimum', 'limit', 'count', 'number', 'num', 'total', 'top'];

/**
 * Words of tool property names that say what an argument holds, by role (see `classifyProperty` of
 * `@metnos/args-extractor`, which decides the role in a fixed order from these words, the type, format and
 * description): `modified_within_days` is a window of days, `destination` a folder things go into.
 */
export const propertyRoleWords = {
  /** Entries of an earlier step (never read from the request), besides the tool's declared consumer argument. */
  consumer: ['entries'],
  urls: ['url', 'urls', 'link', 'links', 'uri'],
  /** A time zone: one of these, or "time" with "zone". */
  timezone: ['timezone', 'tz'],
  timezoneParts: ['time', 'zone'],
  /** A number of days ("days", "day") counted from today (`offset`) or back from now (`within`…). */
  days: ['days', 'day'],
  daysOffset: ['offset'],
  /** Descriptions of a day offset ("days to add", "from today"), as phrases. */
  daysOffsetDescriptions: ['to add', 'from today'],
  daysWithin: ['within', 'last', 'past', 'recent', 'modified', 'since'],
  recipients: ['to', 'recipient', 'recipients', 'cc', 'bcc'],
  /** Recipient words that make the argument a copy ("cc", "bcc"). */
  copies: ['cc', 'bcc'],
  sender: ['from', 'sender', 'author'],
  /** Files acted on or attached (an array of them). */
  paths: ['path', 'paths', 'file', 'files', 'attachment', 'attachments'],
  destination: ['destination', 'target', 'dest'],
  place: ['folder', 'folders', 'directory', 'dir', 'root', 'mailbox', 'path'],
  /** A date or date-time, by name words or by description words (`description`). */
  time: ['date', 'time', 'when', 'day', 'days', 'since', 'until', 'after', 'before', 'modified', 'due', 'datetime', 'deadline'],
  timeDescription: ['date', 'datetime', 'timestamp'],
  /** The free content of what is created; with `name` it is a labelled string. */
  text: ['text', 'description', 'content', 'note', 'title', 'name'],
  /** Words that keep a text-like name a labelled string ("subject", "query"). */
  labelledText: ['subject', 'body', 'query', 'pattern'],
  named: ['name'],
} as const;
