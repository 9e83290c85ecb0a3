import type { TimeWindow } from '../extracted-value';
import { formatCivilDate, getZonedParts } from '../time/zoned-time';
import type { BoundPart, BoundSlot, FrameBinding, TaughtSlot } from './frame-binding';
import type { FrameSlot, RequestFrame, SlotRole } from './request-frame';

/** Roles whose value may sit inside a longer string of a plan ("*budget*", "from:sara@…", "Summary of https://…"). */
const embeddableRoles = new Set<SlotRole>(['url', 'recipient', 'sender', 'copy', 'path', 'name', 'query', 'subject', 'text', 'source', 'destination', 'place']);
/** Roles whose values are distinctive enough to be found inside a longer text (a URL, a path, a folder). */
const distinctiveRoles = new Set<SlotRole>(['url', 'path', 'source', 'destination', 'place']);
/** Roles of free text, which a planner may capitalise ("call Luca" → "Call Luca"). */
const textRoles = new Set<SlotRole>(['text', 'subject', 'body', 'query', 'name']);
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/u;
/** Roles of values a planner may copy as the user wrote them ("5pm", "Saturday"). */
const writtenRoles = new Set<SlotRole>(['date', 'datetime', 'time', 'window', 'duration', 'quantity']);

/** The slots of a frame a plan can bind: those read on their own, not inside running text (a body's "Monday"). */
export function standaloneSlots(frame: RequestFrame): FrameSlot[] {
  return frame.slots.filter((slot) => slot.within === undefined);
}

/** A frame's standalone slots as a binding keeps them. */
function taughtSlots(frame: RequestFrame): TaughtSlot[] {
  return standaloneSlots(frame).map((slot) => ({ role: slot.role, value: slot.value, text: slot.text.toLowerCase(), words: slotWords(slot, frame) }));
}

/**
 * Binds the values of `value` (a tool's arguments, every step's arguments, any JSON) to the slots of `frame`, the
 * reading of the request that produced them (issue 22): a leaf equal to a slot's value, or to a part of it (a
 * window's end, a file type's bare extension, a duration in minutes, a capitalised text), is bound to that slot by
 * role and ordinal; a leaf holding a slot's value inside a longer string is bound with the text around it; every
 * other leaf is a constant the planner chose. Exact matches win over parts, parts over embedded values; among equal
 * matches, the first slot in text order. Pure.
 */
export function bindFrame(value: unknown, frame: RequestFrame): FrameBinding {
  const slots = standaloneSlots(frame);
  const ordinals = slots.map((slot, index) => slots.slice(0, index).filter((other) => other.role === slot.role).length);
  const bound: BoundSlot[] = [];
  const walk = (item: unknown, path: Array<string | number>): void => {
    if (Array.isArray(item)) {
      item.forEach((child, position) => walk(child, [...path, position]));
      return;
    }
    if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) walk(child, [...path, key]);
      return;
    }
    if (typeof item !== 'string' && typeof item !== 'number') return;
    const found = findBinding(item, slots, frame);
    if (found !== undefined) bound.push({ path, role: slots[found.index]!.role, ordinal: ordinals[found.index]!, part: found.part, ...(found.within === undefined ? {} : { within: found.within }), taught: item });
  };
  walk(value, []);
  bindLists(value, bound, slots);
  const boundText = new Set(bound.filter((slot) => slot.role === 'text').map((slot) => slot.ordinal));
  return { request: frame.text, value: structuredClone(value), slots: bound, frame: taughtSlots(frame), freeWords: freeWords(frame, boundText) };
}

/** Roles a list argument takes every slot of ("to anna@… and marco@…"). */
const listRoles = new Set<SlotRole>(['recipient', 'copy']);

/**
 * Folds the items of a list bound one by one to every slot of a role, in text order (`to: [anna, marco]` for "to
 * anna@… and marco@…"), into one `all` binding of the list: a request with another number of those slots fills it.
 */
function bindLists(value: unknown, bound: BoundSlot[], slots: readonly FrameSlot[]): void {
  for (const role of listRoles) {
    const count = slots.filter((slot) => slot.role === role).length;
    if (count === 0) continue;
    const items = bound.filter((slot) => slot.role === role && slot.part === 'whole' && slot.within === undefined && typeof slot.path.at(-1) === 'number');
    const byList = new Map<string, BoundSlot[]>();
    for (const item of items) {
      const key = JSON.stringify(item.path.slice(0, -1));
      byList.set(key, [...(byList.get(key) ?? []), item]);
    }
    for (const [key, members] of byList) {
      const path = JSON.parse(key) as Array<string | number>;
      const list = path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], value);
      // The whole list, and every slot of the role in order: nothing else in it.
      if (!Array.isArray(list) || list.length !== count || members.length !== count || !members.every((member, position) => member.path.at(-1) === position && member.ordinal === position)) continue;
      for (const member of members) bound.splice(bound.indexOf(member), 1);
      bound.push({ path, role, ordinal: 0, part: 'all', taught: structuredClone(list) });
    }
  }
}

function findBinding(leaf: string | number, slots: readonly FrameSlot[], frame: RequestFrame): { index: number; part: BoundPart; within?: BoundSlot['within'] } | undefined {
  for (const [index, slot] of slots.entries()) if (sameValue(leaf, slot)) return { index, part: 'whole' };
  for (const [index, slot] of slots.entries()) {
    const part = partOf(leaf, slot, frame);
    if (part !== undefined) return { index, part };
  }
  if (typeof leaf !== 'string') return undefined;
  let best: { index: number; length: number; at: number } | undefined;
  for (const [index, slot] of slots.entries()) {
    if (!embeddableRoles.has(slot.role) || typeof slot.value !== 'string' || slot.value.length < 3) continue;
    const at = leaf.indexOf(slot.value);
    if (at === -1 || slot.value.length <= (best?.length ?? 0)) continue;
    // Inside words ("Vasco" in "Vasco Rossi") the planner added meaning that another value would not share; only a
    // distinctive value (a URL, an address, a path) or one set off by symbols ("*budget*") is bound inside a string.
    const around = leaf.slice(0, at) + leaf.slice(at + slot.value.length);
    if (!distinctiveRoles.has(slot.role) && !slot.value.includes('@') && /\p{L}/u.test(around)) continue;
    best = { index, length: slot.value.length, at };
  }
  if (best === undefined) return undefined;
  return { index: best.index, part: 'whole', within: { before: leaf.slice(0, best.at), after: leaf.slice(best.at + best.length) } };
}

/** Whether a leaf is the slot's value as a tool takes it (a date-time compared as the same wall-clock minute or instant). */
function sameValue(leaf: string | number, slot: FrameSlot): boolean {
  if (leaf === slot.value) return true;
  if (typeof leaf !== 'string' || typeof slot.value !== 'string') return false;
  if (slot.role === 'datetime' && isoDateTime.test(leaf)) return sameDateTime(leaf, slot.value);
  return false;
}

function sameDateTime(leaf: string, value: string): boolean {
  if (hasZone(leaf)) return Date.parse(leaf) === Date.parse(value);
  // A wall-clock time without a zone: the same minute as written in the turn's zone.
  return leaf.slice(0, 16) === value.slice(0, 16) && /^(?::00(?:\.0+)?)?$/u.test(leaf.slice(16));
}

const hasZone = (text: string) => /(?:Z|[+-]\d{2}:?\d{2})$/u.test(text);

function partOf(leaf: string | number, slot: FrameSlot, frame: RequestFrame): BoundPart | undefined {
  const { value } = slot;
  if (slot.role === 'window' && typeof leaf === 'number') return leaf === windowDays(slot) ? 'days' : undefined;
  if (slot.role === 'window' && typeof value === 'object' && value !== null) {
    const window = value as TimeWindow;
    if (typeof leaf === 'string' && window.from === leaf) return 'from';
    if (typeof leaf === 'string' && window.to === leaf) return 'to';
    return undefined;
  }
  if (slot.role === 'file_type' && typeof value === 'string' && typeof leaf === 'string') {
    const bare = value.replace(/^\*\./u, '');
    if (leaf === bare) return 'bare';
    if (leaf === `.${bare}`) return 'dotted';
    return undefined;
  }
  if (slot.role === 'duration' && typeof leaf === 'number') {
    const seconds = slot.source?.seconds;
    if (seconds === undefined) return undefined;
    if (leaf === seconds) return 'seconds';
    if (leaf === seconds / 60) return 'minutes';
    if (leaf === seconds / 3600) return 'hours';
    if (leaf === seconds / 86_400) return 'days';
    return undefined;
  }
  if (slot.role === 'date' && typeof leaf === 'number') return leaf === offsetDays(slot, frame) ? 'offset_days' : undefined;
  if (slot.role === 'time' && typeof leaf === 'number' && typeof value === 'string') {
    const [hour, minute] = value.split(':').map(Number);
    if (minute === 0 && leaf === hour) return 'hour';
  }
  if (writtenRoles.has(slot.role) && typeof leaf === 'string' && leaf.trim().length > 0 && writtenText(slot, frame).toLowerCase() === leaf.trim().toLowerCase()) return 'written';
  if (textRoles.has(slot.role) && typeof value === 'string' && typeof leaf === 'string' && value.length > 0 && leaf !== value && leaf === capitalize(value)) return 'capitalized';
  return undefined;
}

/** A window back from now ("in the last 3 days", "negli ultimi 4 giorni") as its number of days; undefined otherwise. */
export function windowDays(slot: FrameSlot): number | undefined {
  if (slot.role !== 'window' || !/^last:\d+:day$/u.test(slot.source?.relativeKey ?? '')) return undefined;
  const { from, to } = slot.value as TimeWindow;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  return Number.isFinite(days) ? days : undefined;
}

/**
 * A date written relative to today ("tra 5 giorni", "10 days ago", "tra due settimane") as its distance from the
 * frame's today in days; undefined for a date written otherwise ("December 5"), whose distance is no value of the request.
 */
export function offsetDays(slot: FrameSlot, frame: RequestFrame): number | undefined {
  if (slot.role !== 'date' || typeof slot.value !== 'string' || !(slot.source?.relativeKey ?? '').includes('"offset-day"')) return undefined;
  const today = formatCivilDate(getZonedParts(frame.now, frame.timeZone));
  const days = (Date.parse(`${slot.value}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return Number.isInteger(days) ? days : undefined;
}

/** The text with its first letter upper-cased. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toLocaleUpperCase() + text.slice(1);
}

/** A value slot's text as written, without the function words before it ("on Saturday" → "Saturday", "at 5pm" → "5pm"). */
export function writtenText(slot: FrameSlot, frame: RequestFrame): string {
  const first = frame.reading.words.find((word) => word.start >= slot.start && word.end <= slot.end && word.role !== 'function');
  return frame.text.slice(first === undefined ? slot.start : Math.max(slot.start, first.start), slot.end).trim();
}

/**
 * The words of a request the lexicon does not know (role `content`, `literal`, `number`), outside its standalone
 * slots, lower-cased and sorted; the words of a free-text slot count unless that slot is bound (`boundText`: their
 * ordinals).
 */
export function freeWords(frame: RequestFrame, boundText: ReadonlySet<number>): string[] {
  const slots = standaloneSlots(frame);
  const covering = slots.filter((slot, index) => slot.role !== 'text' || boundText.has(slots.slice(0, index).filter((other) => other.role === 'text').length));
  return frame.reading.words
    .filter((word) => (word.role === 'content' || word.role === 'literal' || word.role === 'number') && !covering.some((slot) => word.start >= slot.start && word.end <= slot.end))
    .map((word) => word.text.toLowerCase())
    .sort();
}

/** The content words of a slot (no function words), lower-cased: what two readings of a text slot compare by. */
export function slotWords(slot: FrameSlot, frame: RequestFrame): string[] {
  return frame.reading.words
    .filter((word) => word.start >= slot.start && word.end <= slot.end && word.role !== 'function')
    .map((word) => (word.canonical ?? word.text).toLowerCase());
}
