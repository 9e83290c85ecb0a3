import { cueWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, PARTS, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/**
 * A weekday before or after a day: "the Friday before Thanksgiving", "the Monday after the 15th", "the Saturday before
 * the Fourth". Not before a clock time or a meal: "mercoledì dopo le 17", "Friday after lunch" is a day and a time, not
 * a shift.
 */
export const weekdayShift: TemporalParser = {
  kind: 'parser',
  name: 'weekday-shift',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(?:${cueWords('weekday-shift/il')})?(${WEEKDAY_FULL})\\s+(${cueWords('weekday-shift/dopo')})(?=\\s|')(?!\\s*(?:${cueWords('weekday-shift/le')})?\\d(?!\\d?(?:${cueWords('find-temporal-values/st')})(?![\\p{L}]))|\\s*(?:${cueWords('weekday-shift/il')})?(?:${cueWords('weekday-shift/mezzogiorno')}|${PARTS})(?![\\p{L}]))`, 'gu'),
  build: (match) => {
    const weekday = weekdayNames[match[1] ?? ''];
    if (weekday === undefined) return undefined;
    return { kind: 'shift', shift: new RegExp(`(?:${cueWords('weekday-shift/dopo-2')})`, 'u').test(match[2] ?? '') ? 1 : -1, weekday, priority: 3 };
  },
  examples: {
    accept: [
      ['il lunedì dopo Natale', '2026-12-28'],
      ['the Friday after Thanksgiving', '2026-11-27'],
      ['the Monday before the 15th', '2026-06-08'],
      ['the bakery shuts the Saturday before the Fourth', '2026-06-27'],
    ],
    reject: [],
  },
};
