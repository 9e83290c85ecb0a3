import type { TimeWindow } from '../extracted-value';
import { capitalize, freeWords, offsetDays, slotWords, standaloneSlots, windowDays, writtenText } from './bind-frame';
import type { BoundSlot, FrameBinding, TaughtSlot } from './frame-binding';
import type { FrameSlot, RequestFrame } from './request-frame';

/** Roles of a moment or a span of time. */
const timeRoles = new Set<string>(['datetime', 'date', 'time', 'window', 'duration']);
/** A date-time read as the turn's own moment ("now", "right now", "adesso"). */
const isNow = (slot: FrameSlot) => slot.role === 'datetime' && (slot.source?.relativeKey ?? '').startsWith('now:');

/** Roles that name a person. */
const personRoles = new Set(['sender', 'recipient', 'copy']);

/** A bound slot as filled from the new request's frame. */
export interface FilledBinding {
  path: Array<string | number>;
  value: unknown;
  /** `reread`: the new request's value differs from the taught one; `unchanged`: the same value. */
  how: 'reread' | 'unchanged';
  /** The new request's slot as written ("tra 2 ore", "sabato alle 10"): what an intent keyword may name. */
  text: string;
}

/**
 * The outcome of `fillFrameBinding`. A miss names why: `roles_differ` (the new request carries slots of other
 * roles, or more or fewer of one: a value the plan would ignore, or one it needs and cannot find), `values_differ`
 * (a slot the plan does not take differs: the planner's constants may not fit), `words_differ` (the words the
 * lexicon does not know differ outside the bound slots: "in docs" / "in src"), `unreadable` (a bound slot's value
 * cannot be taken in the bound form). A miss goes to the planner; a taught value never stands in for a new one.
 */
export type FrameFill =
  | { success: true; value: unknown; slots: FilledBinding[] }
  | { success: false; reason: 'roles_differ'; taught: string[]; asked: string[] }
  | { success: false; reason: 'values_differ'; taught: TaughtSlot; asked: FrameSlot }
  | { success: false; reason: 'words_differ'; taught: string[]; asked: string[] }
  | { success: false; reason: 'unreadable'; slot: BoundSlot };

/**
 * Replays a `FrameBinding` from a new request's frame (issue 22): the new request must have slots of the same roles
 * (as many of each); each bound value is the new slot's of the same role and ordinal, in the bound part (a window's
 * end, a bare extension, a duration in minutes, a capitalised text, a date-time in the taught value's form), so
 * values relative to now are the new request's, read on the new clock ("right now" alone is no slot for a plan that
 * takes no time); each taught slot the plan does not take must
 * read the same (same value, or the same words: "today" taught on Wednesday is "today" on Thursday); text slots
 * keep the user's characters. Pure.
 */
export function fillFrameBinding(binding: FrameBinding, frame: RequestFrame): FrameFill {
  // "right now", "adesso": the moment every plan runs at anyway; for a plan that takes no date-time it says nothing.
  const takesTime = binding.slots.some((slot) => timeRoles.has(slot.role));
  const asked = standaloneSlots(frame).filter((slot) => takesTime || !isNow(slot));
  // Free text is compared by its words (below); every other role must be there as often as it was taught, but a
  // role a list takes whole (`all`: "to anna@… and marco@…") at least once, however often.
  const listed = new Set<string>(binding.slots.filter((slot) => slot.part === 'all').map((slot) => slot.role));
  const counted = (roles: readonly string[]) => [...roles.filter((role) => role !== 'text' && !listed.has(role)), ...[...new Set(roles.filter((role) => listed.has(role)))].map((role) => `${role}+`)].sort();
  const taughtRoles = counted(binding.frame.map((slot) => slot.role));
  const askedRoles = counted(asked.map((slot) => slot.role));
  if (taughtRoles.join(',') !== askedRoles.join(',')) return { success: false, reason: 'roles_differ', taught: taughtRoles, asked: askedRoles };
  const nth = <T extends { role: string }>(list: readonly T[], role: string, ordinal: number): T | undefined => list.filter((slot) => slot.role === role)[ordinal];
  for (const slot of binding.slots) if (nth(asked, slot.role, slot.ordinal) === undefined) return { success: false, reason: 'roles_differ', taught: [slot.role], asked: askedRoles };
  const boundText = new Set(binding.slots.filter((slot) => slot.role === 'text').map((slot) => slot.ordinal));
  if (Array.isArray(binding.freeWords)) {
    const words = freeWords(frame, boundText);
    if (words.join(' ') !== binding.freeWords.join(' ')) return { success: false, reason: 'words_differ', taught: binding.freeWords, asked: words };
  }
  const boundKeys = new Set(binding.slots.map((slot) => `${slot.role}:${slot.ordinal}`));
  const isBound = (role: string, ordinal: number) => listed.has(role) || boundKeys.has(`${role}:${ordinal}`);
  const counts = new Map<string, number>();
  for (const taught of binding.frame) {
    const ordinal = counts.get(taught.role) ?? 0;
    counts.set(taught.role, ordinal + 1);
    if (taught.role === 'text' || isBound(taught.role, ordinal)) continue;
    const other = nth(asked, taught.role, ordinal)!;
    // The same value, or the same words ("today" taught on Wednesday is "today" on Thursday; "rain" is "will it rain").
    if (JSON.stringify(other.value) === JSON.stringify(taught.value) || other.text.toLowerCase() === taught.text) continue;
    if (Array.isArray(taught.words) && taught.words.length > 0 && slotWords(other, frame).join(' ') === taught.words.join(' ')) continue;
    return { success: false, reason: 'values_differ', taught, asked: other };
  }
  let root = structuredClone(binding.value);
  const filled: FilledBinding[] = [];
  for (const slot of binding.slots) {
    const source = nth(asked, slot.role, slot.ordinal)!;
    const read = slot.part === 'all' ? asked.filter((other) => other.role === slot.role).map((other) => structuredClone(other.value)) : valueOf(slot, source, frame);
    if (read === undefined) return { success: false, reason: 'unreadable', slot };
    const value = slot.within === undefined ? read : `${slot.within.before}${String(read)}${slot.within.after}`;
    root = setAt(root, slot.path, value);
    const text = slot.part === 'all' ? asked.filter((other) => other.role === slot.role).map((other) => other.text).join(' ') : source.text;
    filled.push({ path: slot.path, value, how: JSON.stringify(value) === JSON.stringify(slot.taught) ? 'unchanged' : 'reread', text });
  }
  return { success: true, value: root, slots: filled };
}

function valueOf(slot: BoundSlot, source: FrameSlot, frame: RequestFrame): unknown {
  const { value } = source;
  switch (slot.part) {
    case 'from':
    case 'to':
      return typeof value === 'object' && value !== null ? (value as TimeWindow)[slot.part] : undefined;
    case 'bare':
    case 'dotted': {
      if (typeof value !== 'string') return undefined;
      const bare = value.replace(/^\*\./u, '');
      return slot.part === 'bare' ? bare : `.${bare}`;
    }
    case 'seconds':
    case 'minutes':
    case 'hours': {
      const seconds = source.source?.seconds;
      if (seconds === undefined) return undefined;
      const amount = seconds / { seconds: 1, minutes: 60, hours: 3600 }[slot.part];
      return Number.isInteger(amount) ? amount : undefined;
    }
    case 'days':
      if (source.role === 'window') return windowDays(source);
      return source.source?.seconds !== undefined && Number.isInteger(source.source.seconds / 86_400) ? source.source.seconds / 86_400 : undefined;
    case 'offset_days':
      return offsetDays(source, frame);
    case 'all':
      return undefined;
    case 'hour': {
      if (typeof value !== 'string') return undefined;
      const [hour, minute] = value.split(':').map(Number);
      return minute === 0 ? hour : undefined;
    }
    case 'written':
      return writtenText(source, frame);
    case 'capitalized':
      return typeof value === 'string' ? capitalize(value) : undefined;
    case 'whole':
      // A person taught by name ("from Luca") is replayed by a name, never by common words ("from the bank"), which
      // the planner may have turned into something else ("Banca").
      if (personRoles.has(source.role) && typeof slot.taught === 'string' && typeof value === 'string' && /^\p{Lu}/u.test(slot.taught) && !/^\p{Lu}/u.test(value) && !value.includes('@')) return undefined;
      return typeof slot.taught === 'string' && typeof value === 'string' && source.role === 'datetime' && slot.within === undefined ? likeTaught(value, slot.taught) : structuredClone(value);
  }
}

/** A date-time written the way the taught one was: in UTC (`Z`), with an offset, or as wall-clock time of the same precision. */
function likeTaught(value: string, taught: string): string {
  if (taught.endsWith('Z')) {
    const iso = new Date(value).toISOString();
    return /\.\d+Z$/u.test(taught) ? iso : iso.replace(/\.\d+Z$/u, 'Z');
  }
  if (/[+-]\d{2}:?\d{2}$/u.test(taught)) return value;
  const wall = value.replace(/(?:Z|[+-]\d{2}:?\d{2})$/u, '');
  return taught.length >= wall.length ? wall.padEnd(taught.length, taught.slice(wall.length)) : wall.slice(0, taught.length);
}

/** Sets `value` at `path` inside `root` (a clone owned by the caller); an empty path replaces the root. */
function setAt(root: unknown, path: ReadonlyArray<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return root;
}
