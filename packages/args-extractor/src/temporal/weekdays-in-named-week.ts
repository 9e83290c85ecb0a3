import type { TemporalMention } from './combine-temporal-atoms';
import type { DayNode, TemporalNode, WeekdayModifier } from './temporal-node';
import { sentenceEnd } from './engine/sentence-end';

const modifiers: Record<number, WeekdayModifier> = { [-1]: 'last-week', 0: 'this', 1: 'next-week' };

/** `node` with its plain weekdays put in the week `modifier` names, or undefined when it is not a weekday or a range of two. */
function inWeek(node: TemporalNode, modifier: WeekdayModifier): TemporalNode | undefined {
  const day = (inner: TemporalNode): DayNode | undefined => (inner.type === 'day' && inner.day.type === 'weekday' && inner.day.modifier === 'none' ? { ...inner.day, modifier } : undefined);
  if (node.type === 'day') {
    const moved = day(node);
    return moved === undefined ? undefined : { ...node, day: moved };
  }
  if (node.type !== 'range') return undefined;
  const from = day(node.from);
  const to = day(node.to);
  if (from === undefined || to === undefined || node.from.type !== 'day' || node.to.type !== 'day') return undefined;
  return { ...node, from: { ...node.from, day: from }, to: { ...node.to, day: to } };
}

/**
 * A request naming a week (last, this or next) and, later in the same sentence, a plain weekday or a range of two is
 * asking for those days of that week: "La settimana prossima sono a Roma da martedì a giovedì" is 26–28 May, not the
 * week and next Tuesday to Thursday apart; "la semana que viene trabajo desde casa de lunes a miércoles" likewise. Only
 * two mentions; a weekday said with its own modifier ("venerdì prossimo"), after a comma or in another sentence is left as
 * it is.
 */
export function weekdaysInNamedWeek(mentions: readonly TemporalMention[], text: string): TemporalMention[] {
  if (mentions.length !== 2) return [...mentions];
  const [week, days] = mentions as [TemporalMention, TemporalMention];
  if (week.node.type !== 'period' || week.node.unit !== 'week' || week.node.ordinal !== undefined || week.node.containing !== undefined) return [...mentions];
  const modifier = modifiers[week.node.shift];
  // Not across a comma: "la settimana scorsa ero a Milano, lunedì sono tornato" is yesterday.
  if (modifier === undefined || sentenceEnd.test(text.slice(week.end, days.start)) || text.slice(week.end, days.start).includes(',')) return [...mentions];
  const node = inWeek(days.node, modifier);
  return node === undefined ? [...mentions] : [{ start: week.start, end: days.end, node }];
}
