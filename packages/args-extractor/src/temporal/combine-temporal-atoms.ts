import { endPastMidnight } from './end-past-midnight';
import { cueWords } from './temporal-lexicon';
import type { TemporalAtom } from './find-temporal-atoms';
import type { DayNode, PartOfDay, TemporalNode, TimeOfDay } from './temporal-node';
import { upToActivity } from './up-to-activity';
import { timeOfNode } from './engine/time-of-node';

/** A temporal expression found in the text: its span (normalised offsets) and its meaning. */
export interface TemporalMention {
  start: number;
  end: number;
  node: TemporalNode;
  /** The cue word the first atom began with ("until" in "until 6pm"). */
  lead?: string;
}

const joinGap = new RegExp(`^(?:,|${cueWords('combine-temporal-atoms/di')})?$`, 'u');
const toGap = new RegExp(`^(?:-|${cueWords('combine-temporal-atoms/al')})$`, 'u');
const needsBetween = new RegExp(`^(?:${cueWords('combine-temporal-atoms/e')})$`, 'u');
const needsFrom = new RegExp(`^(?:${cueWords('combine-temporal-atoms/a')})$`, 'u');
const fromLeads = new RegExp(`^(?:${cueWords('combine-temporal-atoms/dalle')})$`, 'u');
const toLeads = new RegExp(`^(?:${cueWords('combine-temporal-atoms/alle')})$`, 'u');
const rangePrefix = new RegExp(`(?:^|[\\s,(])(${cueWords('combine-temporal-atoms/dal')})\\s*$`, 'u');
const betweenPrefix = new RegExp(`(?:^|[\\s,(])(${cueWords('combine-temporal-atoms/between')})\\s*$`, 'u');
const sincePrefix = new RegExp(`(?:^|[\\s,(])(${cueWords('combine-temporal-atoms/dal-2')})\\s*$`, 'u');
const untilPrefix = new RegExp(`(?:^|[\\s,(])(${cueWords('combine-temporal-atoms/fino-a')})\\s*$`, 'u');
/** "dal" after a start said in the present ("il contratto decorre dal 1° luglio"): the start is planned, not past. */
const startVerbSince = new RegExp(`(?:^|[\\s,(])(?:${cueWords('combine-temporal-atoms/decorre')})\\s+(?:${cueWords('combine-temporal-atoms/dal-2')})\\s*$`, 'u');
const notUntilWord = new RegExp(`^(?:${cueWords('combine-temporal-atoms/not-until')})$`, 'u');
const negatedClause = new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('combine-temporal-atoms/not')})(?![\\p{L}])|\\p{L}(?:${cueWords('combine-temporal-atoms/n-t')})(?![\\p{L}])`, 'u');
const clauseEnd = /[.!?;:]/u;
const onwardsSuffix = new RegExp(`^\\s*(?:(?:${cueWords('combine-temporal-atoms/on')})\\b|${cueWords('combine-temporal-atoms/onwards')})`, 'u');

interface Group {
  start: number;
  end: number;
  atoms: TemporalAtom[];
}

/**
 * Joins neighbouring atoms into expressions: a day with a time or a part of the day ("domani alle 9", "Friday
 * evening", "at 9am tomorrow"), a shift with its day ("il giorno dopo domani"), two expressions around a range word
 * ("dal 3 al 5", "Monday to Friday", "tra le 18 e le 20"), and "since/until/by" before an expression. Parts of the day
 * that qualify nothing ("la sera", "dinner") and shifts with no day are dropped.
 */
export function combineTemporalAtoms(atoms: readonly TemporalAtom[], text: string): TemporalMention[] {
  const mentions: TemporalMention[] = [];
  let index = 0;
  while (index < atoms.length) {
    const first = atoms[index] as TemporalAtom;
    const left: Group = { start: first.start, end: first.end, atoms: [first] };
    let next = index + 1;
    let right: Group | undefined;
    while (next < atoms.length) {
      const atom = atoms[next] as TemporalAtom;
      const previous = (right ?? left).atoms[(right ?? left).atoms.length - 1] as TemporalAtom;
      const gap = text.slice(previous.end, atom.start).trim().replace(/\s+/gu, ' ');
      const group = right ?? left;
      if (right === undefined && isRangeLink(gap, left, atom, text)) {
        right = { start: atom.start, end: atom.end, atoms: [atom] };
        next += 1;
        continue;
      }
      if (joinGap.test(gap) && compatible(group, atom)) {
        group.atoms.push(atom);
        group.end = atom.end;
        next += 1;
        continue;
      }
      break;
    }
    index = next;
    const leftNodes = mergeGroup(left.atoms);
    if (right !== undefined) {
      const rightNodes = mergeGroup(right.atoms);
      const from = leftNodes[leftNodes.length - 1];
      const to = rightNodes[0];
      if (from !== undefined && to !== undefined && rangeable(from.node) && rangeable(to.node)) {
        for (const extra of leftNodes.slice(0, -1)) mentions.push(extra);
        const [start, end] = [from.start, to.end];
        const [fromNode, toNode] = shareDay(from.node, to.node);
        mentions.push(wrap({ start, end, node: { type: 'range', from: fromNode, to: toNode } }, text, true));
        for (const extra of rightNodes.slice(1)) mentions.push(extra);
        continue;
      }
      for (const mention of [...leftNodes, ...rightNodes]) mentions.push(wrap(mention, text, false));
      continue;
    }
    for (const mention of leftNodes) mentions.push(wrap(mention, text, false));
  }
  return mentions;
}

function isRangeLink(gap: string, left: Group, atom: TemporalAtom, text: string): boolean {
  const last = left.atoms[left.atoms.length - 1] as TemporalAtom;
  const first = left.atoms[0] as TemporalAtom;
  if (gap === '' && last.kind === 'time' && atom.kind === 'time' && fromLeads.test(first.lead ?? last.lead ?? '') && toLeads.test(atom.lead ?? '')) return true;
  // "from 8pm on 1 June to 6am on 2 June": a clock opened by "from" runs to the clock "to" leads, whatever day follows each.
  if (gap === '' && last.kind === 'day' && first.kind === 'time' && atom.kind === 'time' && fromLeads.test(first.lead ?? '') && toLeads.test(atom.lead ?? '')) return true;
  if (gap === '' && last.kind === 'time' && atom.kind === 'time' && new RegExp(`^(?:${cueWords('combine-temporal-atoms/e-le')})$`, 'u').test(atom.lead ?? '') && betweenPrefix.test(text.slice(0, left.start))) return true;
  if (gap === '' && last.kind === 'time' && atom.kind === 'time' && new RegExp(`^(?:${cueWords('combine-temporal-atoms/until')})$`, 'u').test(atom.lead ?? '')) return true;
  if (!toGap.test(gap)) return false;
  if (atom.kind === 'shift' || atom.kind === 'same-time' || last.kind === 'shift') return false;
  if (atom.kind === 'part' && atom.standalone !== true && atom.day === undefined) return false;
  if (last.kind === 'part' && last.standalone !== true && left.atoms.length === 1) return false;
  const prefix = text.slice(0, left.start);
  if (needsBetween.test(gap)) return betweenPrefix.test(prefix) || fromLeads.test(first.lead ?? '');
  if (needsFrom.test(gap)) return rangePrefix.test(prefix) || new RegExp(`^(?:${cueWords('combine-temporal-atoms/dalle-2')})$`, 'u').test(first.lead ?? '');
  if (gap === 'to' && atom.kind === 'node' && atom.node?.type !== 'period') return rangePrefix.test(prefix) || last.kind !== 'node';
  return true;
}

function compatible(group: Group, atom: TemporalAtom): boolean {
  const kinds = new Set(group.atoms.map((member) => member.kind));
  const hasDay = group.atoms.some((member) => member.kind === 'day' || (member.kind === 'node' && member.node?.type === 'day') || member.day !== undefined);
  switch (atom.kind) {
    case 'time':
      return !kinds.has('time') && !group.atoms.some((member) => member.kind === 'node' && member.node?.type !== 'day' && member.node?.type !== 'part');
    case 'part':
      return !kinds.has('part') && !group.atoms.some((member) => member.kind === 'node' && member.node?.type !== 'day' && !isTimeRange(member.node));
    case 'day': {
      if (!hasDay) return !group.atoms.some((member) => member.kind === 'node' && member.node?.type !== 'period' && member.node?.type !== 'part' && !isTimeRange(member.node));
      const days = group.atoms.filter((member) => member.kind === 'day');
      return days.length === 1 && (isWeekday(days[0]?.day) || isWeekday(atom.day));
    }
    case 'shift':
      return false;
    case 'same-time':
      return hasDay;
    case 'node':
      if (atom.node?.type === 'part') return !kinds.has('part') && !kinds.has('time');
      // A clock range inside a night said alone ("stanotte tra le 2 e le 3") is on that night, as "stanotte alle 2" is.
      if (isTimeRange(atom.node)) {
        const night = group.atoms.some((member) => member.kind === 'node' && member.node?.type === 'part' && member.node.part === 'night');
        return (hasDay || night) && !kinds.has('time') && !group.atoms.some((member) => member.kind === 'node' && member.node?.type !== 'day' && !(night && member.node?.type === 'part'));
      }
      if (atom.node?.type === 'day') return !hasDay && !kinds.has('node');
      return false;
  }
}

function isTimeRange(node: TemporalNode | undefined): boolean {
  return node?.type === 'range' && node.from.type === 'time' && node.to.type === 'time';
}

function isWeekday(day: DayNode | undefined): boolean {
  return day?.type === 'weekday';
}

function rangeable(node: TemporalNode): boolean {
  return node.type !== 'duration' && node.type !== 'range' && node.type !== 'since' && node.type !== 'until' && node.type !== 'rolling';
}

/**
 * A time-only end of a range takes the day of the other end ("domani dalle 14 alle 16"); an end hour below the start
 * with no am/pm is in the afternoon ("11:30-1:30", "8am until 6") unless that too is before the start ("dalle 22 alle 2":
 * past midnight, `endPastMidnight`); a zone written after the end is the start's too.
 */
function shareDay(from: TemporalNode, to: TemporalNode): [TemporalNode, TemporalNode] {
  const fromTime = timeOfNode(from);
  const toTime = timeOfNode(to);
  if (fromTime !== undefined && toTime !== undefined && toTime.meridiem === undefined && toTime.fixed !== true && toTime.hour < 12) {
    const fromHour = fromTime.meridiem === 'pm' && fromTime.hour < 12 ? fromTime.hour + 12 : fromTime.hour;
    if (toTime.hour < fromHour) {
      const later = endPastMidnight(fromHour, toTime) ?? { ...toTime, meridiem: 'pm' as const };
      to = to.type === 'time' ? { ...to, time: later } : to.type === 'day' ? { ...to, time: later } : to;
    }
  }
  // A zone written after the range is the zone of both ends ("9am-10am eastern", "14:00-15:00 (UTC+01:00) Amsterdam").
  if (fromTime !== undefined && toTime?.zone !== undefined && fromTime.zone === undefined) {
    const zoned = { ...fromTime, zone: toTime.zone };
    from = from.type === 'time' ? { ...from, time: zoned } : from.type === 'day' ? { ...from, time: zoned } : from;
  }
  // "Tuesday through Thursday next week": the week named on the end is the start's too.
  if (from.type === 'day' && to.type === 'day' && from.day.type === 'weekday' && from.day.modifier === 'none' && to.day.type === 'weekday' && (to.day.modifier === 'next-week' || to.day.modifier === 'last-week') && from.day.weekday <= (to.day.weekday || 7)) {
    from = { ...from, day: { ...from.day, modifier: to.day.modifier } };
  }
  if (from.type === 'day' && to.type === 'time') return [from, { type: 'day', day: from.day, time: to.time, ...(to.part === undefined ? {} : { part: to.part }) }];
  if (from.type === 'time' && to.type === 'day' && to.time !== undefined) return [{ type: 'day', day: to.day, time: from.time, ...(from.part === undefined ? {} : { part: from.part }) }, to];
  return [from, to];
}

/** Merges one run of joined atoms into expressions (several when they cannot be one). */
function mergeGroup(atoms: TemporalAtom[]): TemporalMention[] {
  const mentions: TemporalMention[] = [];
  let start = atoms[0]?.start ?? 0;
  let end = start;
  let day: DayNode | undefined;
  let time: TimeOfDay | undefined;
  let part: PartOfDay | undefined;
  let standalone = false;
  let sameTime = false;
  let shift = 0;
  let shiftWeekday: number | undefined;
  let node: TemporalNode | undefined;
  const lead = atoms[0]?.lead;
  const flush = (): void => {
    let result: TemporalNode | undefined;
    if (day !== undefined && node?.type === 'period' && node.unit === 'year' && node.year === undefined && (day.type === 'holiday' || day.type === 'calendar-date') && day.year === undefined) {
      day = { ...day, yearShift: node.shift };
      node = undefined;
    }
    if (day === undefined && (time !== undefined || isTimeRange(node)) && part === 'night' && standalone) day = { type: 'relative-day', days: 0 };
    if (day !== undefined && node?.type === 'range' && node.from.type === 'time' && node.to.type === 'time') {
      const withPart = part === undefined ? {} : { part };
      result = { type: 'range', from: { type: 'day', day, time: node.from.time, ...withPart }, to: { type: 'day', day, time: node.to.time, ...withPart } };
      node = undefined;
    } else if (day === undefined && time === undefined && part !== undefined && node?.type === 'range' && node.from.type === 'time' && node.to.type === 'time') {
      result = { type: 'range', from: { ...node.from, part }, to: { ...node.to, part } };
      node = undefined;
    } else if (day !== undefined) {
      result = { type: 'day', day, ...(time === undefined ? {} : { time }), ...(part === undefined ? {} : { part }), ...(sameTime ? { sameTime } : {}) };
    } else if (time !== undefined) result = { type: 'time', time, ...(part === undefined ? {} : { part }) };
    else if (part !== undefined && standalone) result = { type: 'part', part };
    else if (node !== undefined) result = node;
    if (result !== undefined && node !== undefined && result !== node && node.type === 'period' && node.unit === 'week' && day?.type === 'weekday') {
      result = { type: 'day', day: { type: 'week-day', weekday: day.weekday, week: node.shift }, ...(time === undefined ? {} : { time }), ...(part === undefined ? {} : { part }) };
    } else if (result !== undefined && node !== undefined && result !== node && node.type === 'period' && node.containing !== undefined && day !== undefined) {
      result = { ...node, containing: day };
    }
    if (result !== undefined) mentions.push({ start, end, node: result, ...(lead === undefined || mentions.length > 0 ? {} : { lead }) });
    day = undefined;
    time = undefined;
    part = undefined;
    standalone = false;
    sameTime = false;
    shift = 0;
    shiftWeekday = undefined;
    node = undefined;
  };
  for (const atom of atoms) {
    if (day === undefined && time === undefined && part === undefined && node === undefined && shift === 0) start = atom.start;
    switch (atom.kind) {
      case 'shift':
        shift += atom.shift ?? 0;
        if (atom.weekday !== undefined) shiftWeekday = atom.weekday;
        break;
      case 'day': {
        let found = atom.day as DayNode;
        if (shift !== 0) {
          found = shiftWeekday === undefined ? { type: 'shifted-day', base: found, days: shift } : { type: 'weekday-from', base: found, weekday: shiftWeekday, sign: shift > 0 ? 1 : -1 };
          shift = 0;
          shiftWeekday = undefined;
        }
        // A weekday written beside a date may settle its order ("Mon 06/01") or its year ("was held on Friday 22 May").
        if (day?.type === 'weekday' && found.type === 'calendar-date' && found.year === undefined && found.yearShift === undefined) found = { ...found, weekday: day.weekday };
        if (day === undefined || day.type === 'weekday') day = found;
        break;
      }
      case 'time':
        time = atom.time;
        break;
      case 'part':
        part = atom.part;
        standalone ||= atom.standalone === true;
        if (atom.day !== undefined && day === undefined) day = atom.day;
        break;
      case 'same-time':
        sameTime = true;
        break;
      case 'node': {
        const found = atom.node as TemporalNode;
        if (found.type === 'day') {
          day = shift === 0 ? found.day : shiftWeekday === undefined ? { type: 'shifted-day', base: found.day, days: shift } : { type: 'weekday-from', base: found.day, weekday: shiftWeekday, sign: shift > 0 ? 1 : -1 };
          if (found.time !== undefined) time = found.time;
          if (found.part !== undefined) part = found.part;
          if (found.sameTime === true) sameTime = true;
          shift = 0;
          shiftWeekday = undefined;
        } else if (found.type === 'part') {
          part = found.part;
          standalone = true;
        } else node = found;
        break;
      }
    }
    end = atom.end;
  }
  if (shift !== 0 && shiftWeekday === undefined && day === undefined && time === undefined && node === undefined) day = { type: 'relative-day', days: shift };
  // "on Friday after the profit warning": a weekday whose shift finds no day to count from is that weekday.
  if (shiftWeekday !== undefined && day === undefined && node === undefined) day = { type: 'weekday', weekday: shiftWeekday, modifier: 'none' };
  flush();
  return mentions;
}

/** Wraps an expression in "since" or "until" when the words before it say so ("dal 3 marzo", "entro venerdì"). */
function wrap(mention: TemporalMention, text: string, isRange: boolean): TemporalMention {
  const prefix = mention.lead === undefined ? text.slice(0, mention.start) : `${text.slice(0, mention.start).trimEnd()} ${mention.lead}`;
  const node = mention.node;
  // "till the end of next week": until a span read as one expression runs to its end.
  if (!isRange && node.type === 'range') {
    const until = untilPrefix.exec(prefix);
    if (until !== null && notUntilWord.test(until[1] ?? '') && !negatedClause.test(prefix.slice(0, until.index).split(clauseEnd).pop() ?? '')) {
      return { start: mention.start, end: mention.end, node: { type: 'until', to: node.to, exclusive: false } };
    }
  }
  if (isRange || node.type === 'since' || node.type === 'until' || node.type === 'range' || node.type === 'rolling' || node.type === 'duration') return mention;
  if (node.type === 'period' && node.unit === 'year' && node.year !== undefined) return mention;
  const until = untilPrefix.exec(prefix);
  if (until !== null && !upToActivity(prefix)) {
    const word = until[1] ?? '';
    // "won't be finished until next year", "can't start until Friday": a denied "until" says when the thing happens.
    if (notUntilWord.test(word) && negatedClause.test(prefix.slice(0, until.index).split(clauseEnd).pop() ?? '')) return mention;
    const deadline = new RegExp(`^(?:${cueWords('combine-temporal-atoms/entro')})`, 'u').test(word);
    return { start: mention.start, end: mention.end, node: { type: 'until', to: node, exclusive: new RegExp(`(?:${cueWords('combine-temporal-atoms/before')})`, 'u').test(word), ...(deadline ? { deadline } : {}) } };
  }
  const since = sincePrefix.exec(prefix);
  if (since !== null) {
    const word = since[1] ?? '';
    if (word === 'dopo' && node.type === 'day' && node.time === undefined && node.day.type === 'offset-day') return mention;
    // "dopo X", and "da X in poi" / "from X onwards", look forward when the request says neither way.
    const startsThen = startVerbSince.test(prefix);
    const after = new RegExp(`^(?:${cueWords('combine-temporal-atoms/dopo')})`, 'u').test(word) || onwardsSuffix.test(text.slice(mention.end)) || startsThen;
    return { start: mention.start, end: mention.end, node: { type: 'since', from: node, looksBack: !startsThen && new RegExp(`(?:${cueWords('combine-temporal-atoms/since')})`, 'u').test(word), ...(after ? { after } : {}) } };
  }
  if (new RegExp(`(?:^|\\s)(?:${cueWords('combine-temporal-atoms/from')})\\s*$`, 'u').test(prefix) && onwardsSuffix.test(text.slice(mention.end))) {
    return { start: mention.start, end: mention.end, node: { type: 'since', from: node, looksBack: false, after: true } };
  }
  return mention;
}
