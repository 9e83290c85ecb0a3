import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';
import { WEEKDAY_FULL } from '../../../engine/temporal-patterns';

let weekdayList: RegExp | undefined;
let author: RegExp | undefined;

/**
 * A list of weekdays opened by a capitalised one in mid-sentence and followed by "di" and a capitalised name is a work
 * and its author ("a teatro danno Sabato, domenica e lunedì di Eduardo"), no day of it. The same list at the start of a
 * sentence, in lowercase, or without an author after it is days ("ci vediamo Sabato, domenica e lunedì", "i turni di
 * sabato, domenica e lunedì di Marco").
 */
export const weekdayListAfterName: TemporalFilter = {
  kind: 'filter',
  name: 'weekday-list-after-name',
  locales: ['it'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' && atom.kind !== 'node') return false;
    weekdayList ??= new RegExp(`(?<![\\p{L}])(?:${WEEKDAY_FULL})(?:\\s*,\\s*(?:${WEEKDAY_FULL}))*\\s*(?:,|\\s(?:${cueWords('weekday-list-after-name/e')}))\\s*(?:${WEEKDAY_FULL})(?![\\p{L}])`, 'gu');
    author ??= new RegExp(`^\\s+(?:${cueWords('weekday-list-after-name/di')})\\s+\\p{Lu}`, 'u');
    const { normalized, context } = surroundings;
    const list = [...normalized.matchAll(weekdayList)].find((match) => match.index <= atom.start && atom.start < match.index + match[0].length);
    if (list === undefined) return false;
    const before = context.original(0, list.index);
    const listEnd = context.original(0, list.index + list[0].length).length;
    if (!/^\p{Lu}\p{Ll}/u.test(context.originalText.slice(before.length)) || /^\s*$|[.!?:;]\s*$/u.test(before)) return false;
    return author.test(context.originalText.slice(listEnd));
  },
  examples: {
    accept: [
      ['ci vediamo Sabato, domenica e lunedì di sicuro', '2026-05-23'],
      ['ci vediamo Sabato, domenica e lunedì di sicuro', '2026-05-24..2026-05-26'],
      ['i turni di sabato, domenica e lunedì di Marco', '2026-05-24..2026-05-26'],
    ],
    reject: ['a teatro danno Sabato, domenica e lunedì di Eduardo'],
  },
};
