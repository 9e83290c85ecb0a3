import type { SlotRole } from './request-frame';

/**
 * How a bound value is taken from its slot:
 * - `whole`: the slot's value (a date-time written the way the taught value was: with its offset, in UTC, or as
 *   wall-clock time);
 * - `from`/`to`: one end of a window;
 * - `bare`: a file type without its glob (`*.pdf` → `pdf`); `dotted`: with a dot only (`.pdf`);
 * - `capitalized`: a text slot with its first letter upper-cased (the planner wrote "Call Luca" for "call Luca");
 * - `seconds`/`minutes`/`hours`: a duration as a number of those units ("for 10 minutes" → `minutes: 10`);
 * - `days`: a window back from now, or a duration, as its number of days ("in the last 3 days" → `within_days: 3`);
 * - `offset_days`: a date written relative to today as its distance from today in days ("tra 5 giorni" → `5`,
 *   "10 days ago" → `-10`), re-read on the new request's clock;
 * - `hour`: a time on the hour as its hour ("alarm at 7" → `hour: 7`);
 * - `written`: a time, date or number as the user wrote it ("at 5pm" → `time: "5pm"`, "Saturday");
 * - `all`: a list holding every slot of the role in text order ("to anna@… and marco@…" → `to: [anna, marco]`):
 *   replayed with every slot of that role of the new request, however many.
 */
export type BoundPart = 'whole' | 'from' | 'to' | 'bare' | 'dotted' | 'capitalized' | 'seconds' | 'minutes' | 'hours' | 'days' | 'offset_days' | 'hour' | 'written' | 'all';

/** One value of a plan bound to a slot of the request that taught it, by role. */
export interface BoundSlot {
  /** Where the value sits in the bound value: object keys and array positions (`[0, 'to']`). */
  path: Array<string | number>;
  role: SlotRole;
  /** Which slot of that role (0-based, in text order): "from Documents to Downloads" binds source 0 and destination 0 (0 for `all`). */
  ordinal: number;
  part: BoundPart;
  /** Set when the slot's value is part of a longer string (`"*budget*"`, `"Summary of https://…"`). */
  within?: { before: string; after: string };
  /** The value in the taught request (for audits and messages). */
  taught: unknown;
}

/** A slot of the taught request's frame, as the binding keeps it to compare requests. */
export interface TaughtSlot {
  role: SlotRole;
  value: unknown;
  /** The slot's text as written, lower-cased. */
  text: string;
  /** Its content words (no function words), lower-cased, canonical where the lexicon knows them. */
  words: string[];
}

/**
 * A plan's values (a tool's arguments, the arguments of every step) bound by role to the slots of the request
 * that taught them (`bindFrame`): every other leaf is a constant the planner chose. Plain JSON, stored beside a
 * skill or an L1 row; replayed by `fillFrameBinding` from a new request's frame, never by text surgery.
 */
export interface FrameBinding {
  /** The request that taught the values. */
  request: string;
  /** The taught value, bound leaves included with their taught values. */
  value: unknown;
  slots: BoundSlot[];
  /** Every slot of the taught request's frame (read outside running text), in text order. */
  frame: TaughtSlot[];
  /**
   * The words of the taught request the lexicon does not know (names, folders, topics: "docs", "Bianchi"), outside
   * every slot but unbound free text, lower-cased and sorted: a planner's constant may come from them, so a replay
   * needs the same.
   */
  freeWords: string[];
}
