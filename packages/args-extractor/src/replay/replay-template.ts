import type { RequestPlaceValue } from './read-request-places';
import type { ExtractedKind } from '../extracted-value';

/**
 * Where a slot's value is found in a request:
 * - `value`: the `ordinal`-th value (0-based) of `kind` the rules read (`extractValues`), whole or one `part`
 *   (a window's `from`/`to`, an extension's bare `extension`); re-read from the new request, clock-relative
 *   values resolved against the new clock;
 * - `span`: the words `[start, end)` of the taught request (`splitRequestWords` positions). `text` re-reads the
 *   words at the same place in the new request (a name, a quoted text, "5pm"); `number` re-reads one numeral or
 *   number word (`readReplayNumber`: "sei" → 6); `fixed` replays the taught value only while those words are
 *   unchanged (the planner derived the value from them but no rule can re-derive it);
 * - `place`: the `rank`-th well-known place (`readWordsPlaces`: "documenti" → `~/Documents`, "nel cestino" →
 *   `Trash`) whose preposition has `role`; re-read from the new request by the same role and rank.
 */
export type ReplaySlotSource =
  | { type: 'value'; kind: ExtractedKind; ordinal: number; part: 'whole' | 'from' | 'to' | 'extension' }
  | { type: 'place'; role: RequestPlaceValue['role']; rank: number }
  | { type: 'span'; start: number; end: number; format: 'text' | 'number' | 'fixed' };

/** One value of a plan or of a tool's arguments that came from the request. */
export interface ReplaySlot {
  /** Where the value sits in the templated value: object keys and array positions (`['steps', 0, 'args', 'to']`). */
  path: Array<string | number>;
  source: ReplaySlotSource;
  /** Set when the value is part of a longer string (`"Summary of https://…"`): the text around it. */
  within?: { before: string; after: string };
  /** The value in the taught request (for messages and audits). */
  taught: unknown;
}

/**
 * A tool's arguments or a plan's steps with their request-derived values marked as slots (`buildReplayTemplate`);
 * everything else is a constant the planner chose. Plain JSON: it can be stored beside a skill.
 */
export interface ReplayTemplate {
  /** The request that taught the value. */
  request: string;
  /** The taught value (arguments, steps, a whole plan), slots included with their taught values. */
  value: unknown;
  slots: ReplaySlot[];
}
