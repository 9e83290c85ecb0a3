import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';
import { WEEKDAY_ABBR, WEEKDAY_FULL } from '../../../engine/temporal-patterns';

const CORRECTION = '\\s*[,;:.!\\u2013\\u2014-]*\\s*';

/**
 * A day the writer corrects at once: in "on tuesday no wednesday", "martedì anzi mercoledì", "domani no anzi
 * dopodomani", "el lunes, digo el martes" the corrected day is no value, the day that replaces it is. And "instead of"
 * drops the day it names: "fri instead of thurs", "venerdì invece di giovedì". A day followed by "no" and no other day
 * ("lunedì no, non posso") stays. Correction words may pile up ("no wait hmm actually").
 */
export const correctedDay: TemporalFilter = {
  kind: 'filter',
  name: 'corrected-day',
  locales: ['it', 'en', 'es'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' && !(atom.kind === 'node' && atom.node?.type === 'day')) return false;
    if (new RegExp(`(?:^|[\\s,.;:!?(])(?:${cueWords('corrected-day/instead-of')})\\s+(?:(?:${cueWords('corrected-day/on')})\\s+)?$`, 'u').test(surroundings.normalizedBefore)) return true;
    const replacement = `(?:(?:${cueWords('corrected-day/on')})\\s+)?(?:${cueWords('corrected-day/day')}|${WEEKDAY_FULL}|(?:${WEEKDAY_ABBR})\\.?)(?![\\p{L}])`;
    return new RegExp(`^${CORRECTION}(?:(?:${cueWords('corrected-day/then')})${CORRECTION})+${replacement}`, 'u').test(surroundings.after);
  },
  examples: {
    accept: [
      ['lunch on monday no thursday', '2026-05-21'],
      ['call me tomorrow, sorry, the day after tomorrow', '2026-05-21'],
      ['ci sentiamo lunedì anzi martedì prossimo', '2026-05-26'],
      ['vengo oggi no scusa domani', '2026-05-20'],
      ['friday no wait hmm actually saturday', '2026-05-23'],
      ['let us meet on saturday rather than friday', '2026-05-23'],
      ['porto la torta sabato invece di domenica', '2026-05-23'],
      ['lunedì no, non posso', '2026-05-25'],
      ['nos vemos el lunes, digo el martes', '2026-05-26'],
    ],
    reject: [
      ['lunch on monday no thursday', '2026-05-25'],
      ['call me tomorrow, sorry, the day after tomorrow', '2026-05-20'],
      ['ci sentiamo lunedì anzi martedì prossimo', '2026-05-25'],
      ['vengo oggi no scusa domani', '2026-05-19'],
      ['friday no wait hmm actually saturday', '2026-05-22'],
      ['let us meet on saturday rather than friday', '2026-05-22'],
      ['porto la torta sabato invece di domenica', '2026-05-24'],
    ],
  },
};
