import { weekdayNames } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, PARTS, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

/** Not before a clock time or a meal: "mercoledì dopo le 17", "Friday after lunch" is a day and a time, not a shift. */
export const weekdayShift: TemporalParser = {
  kind: 'parser',
  name: 'weekday-shift',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(?:il|lo|la|the)\\s+)?(${WEEKDAY_FULL})\\s+(dopo|successivo a|seguente a|after|following|prima di|prima del|prima della|prima dell'|precedente a|before)(?=\\s|')(?!\\s*(?:(?:le|l'|the|ore|le ore)\\s*)?\\d|\\s*(?:(?:il|lo|la|the)\\s+)?(?:mezzogiorno|mezzanotte|noon|midnight|${PARTS})(?![\\p{L}]))`, 'gu'),
  build: (match) => {
    const weekday = weekdayNames[match[1] ?? ''];
    if (weekday === undefined) return undefined;
    return { kind: 'shift', shift: /dopo|successivo|seguente|after|following/u.test(match[2] ?? '') ? 1 : -1, weekday, priority: 3 };
  },
  examples: {
    accept: [
      ['il lunedì dopo Natale', '2026-12-28'],
      ['the Friday after Thanksgiving', '2026-11-27'],
    ],
    reject: [],
  },
};
