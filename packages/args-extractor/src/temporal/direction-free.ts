import type { TemporalNode } from './temporal-node';

/**
 * Whether `resolveTemporalNode` reads `node` the same way in every direction (past, future, neutral), so that its
 * value, its `relativeKey` and its companion values never depend on the request's tense: a day counted from today
 * ("domani", "tomorrow at 9", "the day before yesterday in the evening") or a date with its year, now, an offset or a
 * window counted from now ("in 10 minutes", "the last 7 days"), a duration. Conservative: any other node may depend on
 * it. `findTemporalValues` reads a request's tense (some twenty patterns, each compiled on its first run in a process)
 * only when one of its expressions is not direction-free.
 */
export function directionFree(node: TemporalNode): boolean {
  switch (node.type) {
    case 'day':
      // …but not a clock of tonight, which looks back to the night just gone in a past request (`nightJustGone`).
      if (node.day.type === 'relative-day' && node.day.days === 0 && node.part === 'night' && node.time !== undefined) return false;
      return node.day.type === 'relative-day' || (node.day.type === 'calendar-date' && (node.day.year !== undefined || node.day.yearShift !== undefined));
    case 'now':
    case 'moment-offset':
    case 'rolling':
    case 'duration':
      return true;
    default:
      return false;
  }
}
