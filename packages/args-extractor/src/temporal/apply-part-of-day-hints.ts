import type { TemporalAtom } from './engine/temporal-rule';
import { meridiemOfPart } from './engine/meridiem-of-part';
import { partOfDayHint } from './engine/part-of-day-hint';
import { B, MERIDIEM } from './engine/temporal-patterns';
import { cueWords } from './temporal-lexicon';
import type { PartOfDay, TimeOfDay } from './temporal-node';

let meridiemWritten: RegExp | undefined;
let rangeGap: RegExp | undefined;
let rangeLead: RegExp | undefined;

/**
 * A bare clock (no am/pm, not a 24-hour reading: `fixed`) or a range of two, in the same clause as a word that fixes the
 * part of the day (`partOfDayHint`: a meal, "aperitivo", "school pickup", a doctor's visit), goes on the half of the day
 * that word marks (`meridiemOfPart`): "dinner with Anna at 8" is 20:00, "pranzo all'1" 13:00, "alle 7 per
 * l'aperitivo" 19:00, "drinks at half six" 18:30, "school pickup is at quarter past three" 15:15, "cena dalle 8 alle 10"
 * 20:00-22:00; an end after an afternoon start stays after it ("from 3 to 7" after school). No such word ("call me at
 * 8"), one past the end of the clause ("dinner. Then call me at 8") or a clock the word does not settle ("lunch at 12",
 * "the school run at 8:15") leaves the reader's 24-hour convention. Runs on the atoms the rules found, before they
 * are combined, as `joinLoneDayAndClock` runs on the expressions after.
 */
export function applyPartOfDayHints(atoms: readonly TemporalAtom[], text: string): TemporalAtom[] {
  const placed = [...atoms];
  for (let index = 0; index < placed.length; index += 1) {
    const atom = placed[index] as TemporalAtom;
    const time = bareTime(atom);
    const next = placed[index + 1];
    const nextTime = next === undefined ? undefined : bareTime(next);
    if (time !== undefined && next !== undefined && nextTime !== undefined && linksRange(text.slice(atom.end, next.start), next)) {
      // Two clocks the combiner joins into a range ("3:15-3:30"): one range, its hint before the first or after the last.
      const ends = placeRange(partOfDayHint(text, atom.start, next.end), time, nextTime);
      if (ends !== undefined) {
        placed[index] = { ...atom, time: ends.from };
        placed[index + 1] = { ...next, time: ends.to };
      }
      index += 1;
    } else if (time !== undefined) {
      const part = partOfDayHint(text, atom.start, atom.end);
      const meridiem = part === undefined ? undefined : meridiemOfPart(part, time.hour);
      if (meridiem !== undefined) placed[index] = { ...atom, time: { ...time, meridiem } };
    } else if (atom.node?.type === 'range') {
      const range = bareRange(atom, text);
      const ends = range === undefined ? undefined : placeRange(partOfDayHint(text, atom.start, atom.end), range.from, range.to);
      if (ends !== undefined) placed[index] = { ...atom, node: { ...atom.node, from: { type: 'time', time: ends.from }, to: { type: 'time', time: ends.to } } };
    }
  }
  return placed;
}

/** The time of a clock atom with no am/pm, no 24-hour reading and no part of the day of its own. */
function bareTime(atom: TemporalAtom): TimeOfDay | undefined {
  if (atom.kind !== 'time' || atom.time === undefined || atom.part !== undefined) return undefined;
  return atom.time.meridiem === undefined && atom.time.fixed !== true ? atom.time : undefined;
}

/** The ends of a range atom of two bare clocks ("from 3 to 5:30", "dalle 8 alle 10"): no am/pm written at either end. */
function bareRange(atom: TemporalAtom, text: string): { from: TimeOfDay; to: TimeOfDay } | undefined {
  const node = atom.node;
  if (atom.kind !== 'node' || node?.type !== 'range' || node.from.type !== 'time' || node.to.type !== 'time') return undefined;
  if (node.from.part !== undefined || node.to.part !== undefined) return undefined;
  const { time: from } = node.from;
  const { time: to } = node.to;
  if (from.meridiem !== undefined || from.fixed === true || to.fixed === true || from.hour > 23 || to.hour > 23) return undefined;
  // The end may carry the pm the range gave an end before its start ("from 10 to 2"); an am/pm written is no bare end.
  meridiemWritten ??= new RegExp(`(?:${B}|\\d)(?:${MERIDIEM})(?![\\p{L}])`, 'u');
  return meridiemWritten.test(text.slice(atom.start, atom.end)) ? undefined : { from, to };
}

/** Whether the words between two clocks make them a range's ends, as the combiner reads them ("3:15-3:30", "7 to 9"). */
function linksRange(gap: string, next: TemporalAtom): boolean {
  rangeGap ??= new RegExp(`^(?:-|–|${cueWords('combine-temporal-atoms/al')})$`, 'u');
  rangeLead ??= new RegExp(`^(?:${cueWords('combine-temporal-atoms/alle')})$`, 'u');
  const words = gap.trim().replace(/\s+/gu, ' ');
  return rangeGap.test(words) || (words === '' && next.lead !== undefined && rangeLead.test(next.lead));
}

/** Both ends of a range on the half of the day `part` marks; undefined when it settles neither. */
function placeRange(part: PartOfDay | undefined, from: TimeOfDay, to: TimeOfDay): { from: TimeOfDay; to: TimeOfDay } | undefined {
  if (part === undefined) return undefined;
  const fromMeridiem = meridiemOfPart(part, from.hour);
  // An end after an afternoon start is the afternoon's or the evening's ("from 3 to 7" after school).
  const toMeridiem = meridiemOfPart(part, to.hour) ?? (fromMeridiem === 'pm' && to.hour >= 1 && to.hour <= 11 ? 'pm' : undefined);
  if (fromMeridiem === undefined && toMeridiem === undefined) return undefined;
  const placedTo: TimeOfDay = { ...to };
  if (toMeridiem === undefined) delete placedTo.meridiem;
  else placedTo.meridiem = toMeridiem;
  return { from: { ...from, ...(fromMeridiem === undefined ? {} : { meridiem: fromMeridiem }) }, to: placedTo };
}
