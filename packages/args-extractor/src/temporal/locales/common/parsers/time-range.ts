import { cueWords } from '../../../temporal-lexicon';
import { endPastMidnight } from '../../../end-past-midnight';
import type { TimeOfDay } from '../../../temporal-node';
import { meridiemOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MERIDIEM, MONTH_ANY, UNITS } from '../../../engine/temporal-patterns';

/**
 * Time ranges with bare hours made explicit by the range words: "between 6 and 8 pm", "from 9 to 11", "9-11am"; not
 * before what the numbers count ("between 10 and 20 guests", "from 10 to 20 rooms").
 */
export const timeRange: TemporalParser = {
  kind: 'parser',
  name: 'time-range',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${cueWords('time-range/between')})\\s+(\\d{1,2})(?:[:.](\\d\\d))?\\s*(${MERIDIEM})?\\s*(?:${cueWords('time-range/and')}|-)\\s*(\\d{1,2})(?:[:.](\\d\\d))?\\s*(${MERIDIEM})?(?![\\p{L}\\d]|[.:]\\d)(?!\\s*(?:${UNITS}|${MONTH_ANY}|%|${cueWords('time-range/euro')}|${cueWords('time-range/people')})(?![\\p{L}]))(?!\\s+(?!(?:${cueWords('time-range/time-plurals')})(?![\\p{L}]))\\p{L}{2,}(?:${cueWords('time-range/plural')})(?![\\p{L}]))`, 'gu'),
  build: (match) => {
    const fromHour = Number(match[2]);
    const toHour = Number(match[5]);
    if (fromHour > 24 || toHour > 24) return undefined;
    let fromMeridiem = match[4];
    const toMeridiem = match[7];
    if (fromMeridiem === undefined && toMeridiem !== undefined && fromHour <= toHour) fromMeridiem = toMeridiem;
    const from: TimeOfDay = { hour: fromHour, minute: Number(match[3] ?? 0), ...meridiemOf(fromMeridiem) };
    const to: TimeOfDay = { hour: toHour, minute: Number(match[6] ?? 0), ...meridiemOf(toMeridiem) };
    if (from.meridiem === undefined && to.meridiem === undefined && toHour < fromHour && toHour <= 12) to.meridiem = endPastMidnight(fromHour, to)?.meridiem ?? 'pm';
    return { kind: 'node', node: { type: 'range', from: { type: 'time', time: from }, to: { type: 'time', time: to } }, lead: match[1], priority: 6 };
  },
  examples: {
    accept: [
      ['between 6 and 8 pm', '2026-05-19T18:00..2026-05-19T20:00'],
      ['from 9 to 11', '2026-05-20T09:00..2026-05-20T11:00'],
      ['between 22 and 2', '2026-05-19T22:00..2026-05-20T02:00'],
      ['open from 9 to 5 weekdays', '2026-05-20T09:00..2026-05-20T17:00'],
      // A verb in -s after the range is no plural noun it counts.
      ['from 6 to 9 works for me', '2026-05-20T06:00..2026-05-20T09:00'],
    ],
    reject: [['between 10 and 20 guests will come', '2026-05-20T10:00..2026-05-20T20:00'], ['find listings with between 10 and 20 rooms', '2026-05-20T10:00..2026-05-20T20:00'], ['between 22 and 2', '2026-05-19T22:00..2026-05-20T14:00']],
  },
};
