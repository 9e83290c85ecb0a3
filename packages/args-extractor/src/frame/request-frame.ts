import type { Language } from '@metnos/core';
import type { WordReading } from '@metnos/lexicon';
import type { ExtractedValue } from '../extracted-value';
import type { EmailRole } from '../rules/email-roles';
import type { TextSpan } from '../text-span';

/**
 * What a slot of a request holds, whatever tool will take it:
 * - places and paths: `source` ("from Scaricati", "da ~/x"), `destination` ("to ~/x", "nel cestino"), `place` (a
 *   folder or mail folder named without a direction: "in Documenti" when nothing moves), `path` (a file or path the
 *   request acts on);
 * - people: `recipient`, `copy` and `sender` (an address, or a name after "from"/"da"/"di");
 * - labelled text: `subject`, `body`, `query` ("about …", "che parlano di …"), `name` ("named …", "chiamato …");
 * - `text`: the free words after the verb that nothing else read ("remind me to **call Luca** tomorrow"), or the
 *   payload after a colon ("promemoria: **dentista**");
 * - values: `url`, `file_type` (`*.pdf`), `quantity` (a number; `bound` for one end of a range), `date`,
 *   `datetime`, `time`, `window`, `duration`, `timezone` (a city or zone), `recurrence` ("every Monday": no value,
 *   but a one-off plan would drop it).
 */
export type SlotRole =
  | 'source'
  | 'destination'
  | 'place'
  | 'path'
  | 'recipient'
  | 'copy'
  | 'sender'
  | 'subject'
  | 'body'
  | 'query'
  | 'name'
  | 'text'
  | 'url'
  | 'file_type'
  | 'quantity'
  | 'date'
  | 'datetime'
  | 'time'
  | 'window'
  | 'duration'
  | 'timezone'
  | 'recurrence';

/** One slot of a request: its role, its value and where in the text it was read. */
export interface FrameSlot extends TextSpan {
  role: SlotRole;
  /**
   * The value as a tool takes it: a canonical place (`~/Downloads`, `Trash`) or path as written, an address, a
   * glob, a number, an ISO date/date-time/`HH:mm`, a `{ from, to }` window, an ISO duration, an IANA zone, or the
   * text exactly as the user wrote it (quotes removed, inner punctuation and case kept).
   */
  value: unknown;
  /** The text of the slot as written (for a labelled slot, the label included). */
  text: string;
  /** The rule value it came from, for values (temporal values carry `relativeKey`, `span`, `alternatives`). */
  source?: ExtractedValue;
  /** Written inside quotes. */
  quoted?: boolean;
  /**
   * For a date, time or number read inside running text (a body, a payload after a colon: "saying can we move it to
   * Monday?"): that text slot. A tool with no time argument leaves the value to the text.
   */
  within?: SlotRole;
}

/**
 * One reading of a request, computed once per turn and shared by every layer: the language, the words with their
 * roles (the lexicon's `readWords`: goal verb, object, qualifiers, places, negation, question), every value the
 * rules read (`extractValues`, resolved on the turn's clock), and the slots those values and the request's labels
 * fill, by role, each with its span.
 */
export interface RequestFrame {
  text: string;
  language: Language;
  now: Date;
  timeZone: string;
  /** The word-level reading (`readWords`). */
  reading: WordReading;
  /** `extractValues(text)` on the turn's clock, in text order. */
  values: readonly ExtractedValue[];
  /** The role of each email value, in the order of `values`' emails. */
  emailRoles: ReadonlyMap<ExtractedValue, EmailRole | undefined>;
  /** Slots in text order. */
  slots: readonly FrameSlot[];
}
