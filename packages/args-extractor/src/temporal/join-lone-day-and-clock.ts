import type { TemporalMention } from './combine-temporal-atoms';
import { partWindows } from './resolve-temporal-node';
import type { PartOfDay, TemporalNode, TimeOfDay } from './temporal-node';
import { hourOnTheClock } from './engine/hour-on-the-clock';
import { sentenceEnd } from './engine/sentence-end';

/** At most this many characters between the day and the clock, none ending a sentence or a line. */
const maxGap = 40;
/** A clock written with its minutes ("8:15", "7.30"). */
const minutesWritten = /\d[:.][0-5]\d/u;
/** An hour without minutes ("at 4pm", "alle 10") joins only across this many words, none after a comma. */
const maxWordsForHour = 3;
const clauseBreak = /,/u;

/** A clock time said with its half of the day (or on the 24-hour clock) falls in `part`'s hours, ends included. */
function withinPart(time: TimeOfDay, part: PartOfDay): boolean {
  const window = partWindows[part];
  let hour = hourOnTheClock(time);
  if (window.to > 24 && hour < window.from) hour += 24;
  return hour + time.minute / 60 >= window.from && hour + time.minute / 60 <= window.to;
}

/**
 * A request that names exactly one day and one clock time written on the 24-hour clock ("08:43", "16:30"), apart but in
 * the same sentence, names one moment: a ticket, a fixture or an invite line ("London Euston 08:43 to Manchester
 * Piccadilly, Thu 28 May", "Sun 24 May, KO 16:30", "Milano Centrale 08:35 - Roma Termini, gio 28 mag"), and so does a
 * clock written with its minutes ("il treno di domani parte alle 8:15"). The two mentions become one day at that time;
 * an hour without minutes joins only a day at most three words away in the same clause ("wed: dentist 4pm", "boxing day
 * sales start at 6am", "lunedì ho il dentista alle 10"), not one further off or after a comma ("call me at 8, the audit
 * is on 28 May" names two things); a range of hours joins anywhere in the day's clause ("oggi la consegna è prevista tra
 * le 14 e le 18"), and a day with its part of the day only a clock written with its minutes ("stasera su Rai 1 alle
 * 21:25"). Anything else (another expression, a sentence between them, a day with its own
 * time or part) is left as it is.
 */
export function joinLoneDayAndClock(mentions: readonly TemporalMention[], text: string): TemporalMention[] {
  if (mentions.length !== 2) return [...mentions];
  const [first, second] = mentions as [TemporalMention, TemporalMention];
  const day = first.node.type === 'day' ? first : second.node.type === 'day' ? second : undefined;
  const clock = day === first ? second : first;
  if (day?.node.type !== 'day' || day.node.time !== undefined) return [...mentions];
  // A clock range ("10am–4pm") joins as its clock would: "Boxing Day opening hours: 10am–4pm" is that day's hours.
  const range = clock.node.type === 'range' && clock.node.from.type === 'time' && clock.node.to.type === 'time' && clock.node.from.part === undefined && clock.node.to.part === undefined ? { from: clock.node.from.time, to: clock.node.to.time } : undefined;
  if ((clock.node.type !== 'time' || clock.node.part !== undefined) && range === undefined) return [...mentions];
  const part = day.node.part;
  // A day with its part ("stasera") takes a clock written with its minutes: "stasera su Rai 1 alle 21:25" is 21:25 tonight,
  // and a range of hours that lies within that part: "stasera siamo al pub dalle 7 alle 10" is 19:00–22:00 tonight.
  if (part !== undefined && (range === undefined ? !minutesWritten.test(text.slice(clock.start, clock.end)) : !(withinPart(range.from, part) && withinPart(range.to, part)))) return [...mentions];
  const [left, right] = first.start <= second.start ? [first, second] : [second, first];
  const gap = text.slice(left.end, right.start);
  if (gap.length > maxGap || sentenceEnd.test(gap)) return [...mentions];
  const fixed = clock.node.type === 'time' ? clock.node.time.fixed === true : range?.from.fixed === true && range.to.fixed === true;
  if (!fixed && !minutesWritten.test(text.slice(clock.start, clock.end))) {
    const words = gap.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
    // A range of hours says it is a span of the day anywhere in the clause ("oggi la consegna è prevista tra le 14 e le 18").
    if ((range === undefined && words > maxWordsForHour) || clauseBreak.test(gap)) return [...mentions];
  }
  if (range !== undefined) {
    const dayOfRange = day.node.day;
    const onDay = (time: TimeOfDay): TemporalNode => ({ type: 'day', day: dayOfRange, time, ...(part === undefined ? {} : { part }) });
    return [{ start: left.start, end: right.end, node: { type: 'range', from: onDay(range.from), to: onDay(range.to) } }];
  }
  if (clock.node.type !== 'time') return [...mentions];
  return [{ start: left.start, end: right.end, node: { type: 'day', day: day.node.day, time: clock.node.time, ...(part === undefined ? {} : { part }) } }];
}
