/**
 * How a canonical verb treats the world, which decides how much evidence a deterministic planner needs:
 * - `lookup`: lists or fetches things without changing them (`find`, `get`); lookup verbs may stand in for each
 *   other when one read-only tool of the object fits;
 * - `inspect`: reads or transforms content without changing it (`read`, `describe`, `translate`);
 * - `change`: creates, changes, moves, deletes or sends something; never substituted by another verb.
 */
type VerbKind = 'lookup' | 'inspect' | 'change';

/** What a canonical verb means whatever the language. */
export interface VerbConcept {
  kind: VerbKind;
  /** The object meant when the request names none ("annulla" undoes the last turn). */
  defaultObject?: string;
}

/**
 * The closed verb vocabulary of tool names and request intents (canonical English keys). Documented folds:
 * `find` also covers list/show/display (a tool that lists things is `find_<object>`); `get` covers
 * tell/give/fetch/download/check; `describe` covers summarize/explain; `create` covers make/add/set, and "remind" is
 * `create` of `reminders`. Each locale lists its request forms (`locales/<language>/verbs.ts`).
 */
export const verbConcepts: Readonly<Record<string, VerbConcept>> = {
  find: { kind: 'lookup' },
  get: { kind: 'lookup' },
  read: { kind: 'inspect' },
  describe: { kind: 'inspect' },
  count: { kind: 'inspect' },
  translate: { kind: 'inspect' },
  classify: { kind: 'inspect' },
  open: { kind: 'inspect' },
  create: { kind: 'change' },
  update: { kind: 'change' },
  delete: { kind: 'change' },
  move: { kind: 'change' },
  copy: { kind: 'change' },
  rename: { kind: 'change' },
  save: { kind: 'change' },
  convert: { kind: 'change' },
  send: { kind: 'change' },
  reply: { kind: 'change' },
  forward: { kind: 'change' },
  share: { kind: 'change' },
  upload: { kind: 'change' },
  write: { kind: 'change' },
  archive: { kind: 'change' },
  mark: { kind: 'change' },
  play: { kind: 'change' },
  schedule: { kind: 'change' },
  book: { kind: 'change' },
  undo: { kind: 'change', defaultObject: 'last_turn' },
  request: { kind: 'change', defaultObject: 'new_executor' },
};

/**
 * Light verbs whose action depends on their object: "put"/"metti" moves files but creates a reminder, an event or a
 * note ("metti un promemoria alle 8"). Their forms are each locale's `lightVerbForms`.
 */
export const lightVerbs: Readonly<Record<string, { objects: readonly string[]; verb: string }>> = {
  move: { objects: ['reminders', 'events', 'notes', 'tasks', 'alarms', 'timers', 'contacts'], verb: 'create' },
};
