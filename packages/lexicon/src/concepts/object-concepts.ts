/** What a canonical object means whatever the language. */
export interface ObjectConcept {
  /**
   * A broader object this one is a kind of (`photos` are `files`): when the request also names the broader object
   * ("the jpg photos"), the broader one is the request's object.
   */
  broader?: string;
  /** Names of the object that are the same in every language and carry a value (`pdf` names files of one kind). */
  valueForms?: readonly string[];
}

/**
 * The closed object vocabulary of tool names and request intents. Canonical objects are English plural nouns for
 * things that come in collections (`files`, `messages`, `reminders`, `urls`, `entries`); a singleton the user can
 * only mean one of is singular: `now`, `date`, `location`, `weather`, `last_turn` (what undo acts on) and
 * `new_executor` (a capability the catalog lacks). Compound objects are written with `_` and match multi-word
 * phrases. Each locale lists its nouns (`locales/<language>/objects.ts`).
 */
export const objectConcepts: Readonly<Record<string, ObjectConcept>> = {
  files: {
    valueForms: [
      'pdf', 'pdfs', 'docx', 'txt', 'csv', 'xlsx', 'xls', 'pptx', 'ppt', 'odt', 'ods', 'rtf', 'md', 'markdown',
      'json', 'xml', 'yaml', 'zip', 'tar', 'log', 'logs', 'epub', 'svg', 'jpg', 'jpeg', 'png', 'heic', 'gif',
      'mp3', 'mp4', 'mov', 'wav', 'html', 'ics', 'eml',
    ],
  },
  folders: {},
  messages: {},
  reminders: {},
  events: {},
  contacts: {},
  notes: {},
  tasks: {},
  photos: { broader: 'files' },
  music: { broader: 'files' },
  videos: { broader: 'files' },
  urls: {},
  entries: {},
  news: {},
  weather: {},
  timers: {},
  alarms: {},
  now: {},
  date: {},
  location: {},
  last_turn: {},
  new_executor: {},
};
