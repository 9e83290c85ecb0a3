import type { DayNode, PartOfDay } from './temporal-node';

/**
 * Whether a clock tonight ("stanotte alle 2", "tonight at 3") is on the night just gone: the request looks back and
 * the moment named is still to come. "stanotte alle 2 è suonato l'allarme", said at 14:00, is 02:00 this morning; "stanotte
 * alle 2 parto" stays tonight. Only today's night: a day named otherwise keeps its night.
 */
export function nightJustGone(day: DayNode, part: PartOfDay | undefined, direction: 'past' | 'future' | 'neutral', momentIsAhead: boolean): boolean {
  return direction === 'past' && part === 'night' && day.type === 'relative-day' && day.days === 0 && momentIsAhead;
}
