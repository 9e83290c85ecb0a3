import type { TemporalMention } from './combine-temporal-atoms';
import type { TemporalNode, TimeOfDay } from './temporal-node';
import { cueWords } from './temporal-lexicon';
import { hourOnTheClock } from './engine/hour-on-the-clock';
import { sentenceAround } from './engine/sentence-end';
import { timeOfNode } from './engine/time-of-node';

const NOON = 12;
/** The bare hours English reads in the afternoon: one to five, the hours of sleep ("at 3", "3:15", "quarter to five"); six is a waking hour. */
const lastAfternoonHour = 5;
let waking: RegExp | undefined;

/**
 * English speaks the 12-hour clock: a bare hour from one to five, with or without its minutes and with nothing else to
 * place it ("meet at quarter to three", "pick up the kids at 3:15", "are you free between 2 and 4 tmrw"), is in the
 * afternoon, as a person hearing it would take it, and the later bare hour ending a range that starts so, or starts
 * with pm, follows it ("from 5 to 7" is 17:00-19:00, "from 3pm to 5" 15:00-17:00). Untouched: an hour with am/pm or written on the 24-hour clock ("03:15", "15:00"), one with a part of the
 * day ("3 in the morning", "tonight at 2"), six to twelve ("the bus leaves at half past six", "at 11"), one in a sentence about waking up, an
 * early start or the night ("set an alarm for 5:15", "wake me at quarter to seven", "early flight at 6", "my night shift ends at 5",
 * "I went to bed at 3", "the first train leaves at 5:10"), and every request not read
 * as English (Italian and Spanish write the 24-hour clock: "alle 3" stays 03:00).
 */
export function afternoonBareHours(mentions: readonly TemporalMention[], text: string, language: string | undefined): TemporalMention[] {
  if (language !== 'en') return [...mentions];
  return mentions.map((mention) => {
    if (!hasBareMorningHour(mention.node)) return mention;
    waking ??= new RegExp(`(?<![\\p{L}])(?:${cueWords('afternoon-bare-hours/waking')})(?![\\p{L}])`, 'u');
    if (waking.test(sentenceAround(text, mention.start, mention.end))) return mention;
    return { ...mention, node: toAfternoon(mention.node) };
  });
}

function isBare(time: TimeOfDay): boolean {
  return time.meridiem === undefined && time.fixed !== true && time.zone === undefined;
}

function isAfternoonHour(time: TimeOfDay): boolean {
  return isBare(time) && time.hour >= 1 && time.hour <= lastAfternoonHour;
}

function hasBareMorningHour(node: TemporalNode): boolean {
  switch (node.type) {
    case 'time':
    case 'day':
      return node.part === undefined && node.time !== undefined && isAfternoonHour(node.time);
    case 'range': {
      // "from 3pm to 5": the end of a range that starts in the afternoon follows it there as well.
      const start = timeOfNode(node.from);
      const end = timeOfNode(node.to);
      const endFollows = start?.meridiem === 'pm' && end !== undefined && isBare(end) && end.hour > start.hour && end.hour < NOON && partOf(node.to) === undefined;
      return hasBareMorningHour(node.from) || endFollows;
    }
    case 'since':
      return hasBareMorningHour(node.from);
    case 'until':
      return hasBareMorningHour(node.to);
    default:
      return false;
  }
}

function toAfternoon(node: TemporalNode): TemporalNode {
  switch (node.type) {
    case 'time':
      return { ...node, time: { ...node.time, meridiem: 'pm' } };
    case 'day':
      return node.time === undefined ? node : { ...node, time: { ...node.time, meridiem: 'pm' } };
    case 'range': {
      const from = timeOfNode(node.from)?.meridiem === 'pm' ? node.from : toAfternoon(node.from);
      const start = timeOfNode(node.from);
      const end = timeOfNode(node.to);
      // The end follows its start onto the afternoon when it is a later bare hour of the same half ("from 5 to 7").
      const to = start !== undefined && end !== undefined && isBare(end) && end.hour >= start.hour && end.hour < NOON && partOf(node.to) === undefined ? toAfternoon(node.to) : node.to;
      // An end that the afternoon start would pass is left with its start ("from 2 to 1pm").
      const [newStart, newEnd] = [timeOfNode(from), timeOfNode(to)];
      if (newStart !== undefined && newEnd !== undefined && hourOnTheClock(newEnd) * 60 + newEnd.minute <= hourOnTheClock(newStart) * 60 + newStart.minute) return node;
      return { ...node, from, to };
    }
    case 'since':
      return { ...node, from: toAfternoon(node.from) };
    case 'until':
      return { ...node, to: toAfternoon(node.to) };
    default:
      return node;
  }
}

function partOf(node: TemporalNode): string | undefined {
  return node.type === 'time' || node.type === 'day' ? node.part : undefined;
}
