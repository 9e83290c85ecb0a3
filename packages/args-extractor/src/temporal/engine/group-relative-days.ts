import { dateWordsOfEveryLocale, type PartOfDayName } from '@metnos/lexicon/internal';

/** Relative-day forms of every locale that mean the same day and part of the day. */
interface RelativeDayGroup {
  forms: string[];
  days: number;
  part?: PartOfDayName;
}

/** The lexicon's relative-day words whose day count `keep` accepts, grouped by meaning (days and part of the day). */
export function groupRelativeDays(keep: (days: number) => boolean): RelativeDayGroup[] {
  const groups = new Map<string, RelativeDayGroup>();
  for (const word of dateWordsOfEveryLocale.flatMap((words) => words.relativeDays)) {
    if (!keep(word.days)) continue;
    const key = `${word.days}:${word.part ?? ''}`;
    const group = groups.get(key) ?? { forms: [], days: word.days, ...(word.part === undefined ? {} : { part: word.part }) };
    group.forms.push(...word.forms);
    groups.set(key, group);
  }
  return [...groups.values()];
}
