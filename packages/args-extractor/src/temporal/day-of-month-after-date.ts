import type { TemporalMention } from './combine-temporal-atoms';
import { sentenceEnd } from './engine/sentence-end';


/**
 * A bare day of the month said after a date with its month in the same sentence, and later in that month, is in that
 * month: "parto il 12 giugno e torno il 20" is 12 and 20 June, not 12 June and the coming 20th. A day not later than
 * the date before it ("il 28 maggio, poi il 3"), after a date with its year ("nato il 4 marzo 1985, sposato il 12") or in
 * another sentence is left as it is.
 */
export function dayOfMonthAfterDate(mentions: readonly TemporalMention[], text: string): TemporalMention[] {
  return mentions.map((mention, index) => {
    const previous = mentions[index - 1];
    if (previous === undefined || mention.node.type !== 'day' || mention.node.day.type !== 'day-of-month') return mention;
    const bare = mention.node.day;
    if (bare.monthShift !== undefined || bare.weekday !== undefined) return mention;
    if (previous.node.type !== 'day' || previous.node.day.type !== 'calendar-date') return mention;
    const dated = previous.node.day;
    if (dated.modifier !== undefined || dated.swappable === true || dated.year !== undefined || bare.day <= dated.day || sentenceEnd.test(text.slice(previous.end, mention.start))) return mention;
    const yearShift = dated.yearShift === undefined ? {} : { yearShift: dated.yearShift };
    return { ...mention, node: { ...mention.node, day: { type: 'calendar-date', month: dated.month, day: bare.day, ...yearShift } } };
  });
}
