import type { PartOfDay } from '../temporal-node';

/**
 * The half of the day a part of the day puts a bare hour of 1-11 on: a morning meal before noon, lunch after noon only
 * for 1-5, the afternoon ("school pickup", "after school") up to 6, any later part after noon; none for the night, for
 * 12 and for hours past it. An evening venue or drink ("the pub", "a concert", "drinks") leaves 11 alone: pubs and
 * theatres open at 11 and matinees start then, as often as a night starts at 23.
 */
export function meridiemOfPart(part: PartOfDay, hour: number): 'am' | 'pm' | undefined {
  if (hour < 1 || hour > 11 || part === 'night') return undefined;
  if (part.endsWith('morning')) return 'am';
  if (part === 'lunch') return hour < 6 ? 'pm' : undefined;
  // The afternoon runs to 6: "school run at 8:15" is the morning's.
  if (part.endsWith('afternoon')) return hour < 7 ? 'pm' : undefined;
  if (part === 'evening') return hour < 11 ? 'pm' : undefined;
  return 'pm';
}
