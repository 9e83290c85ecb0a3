import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * A holiday whose name is also an ordinary phrase is the holiday only written as a name: "the King's Birthday public
 * holiday" is Australia's, "King's birthday party for my son" is someone's birthday.
 */
export const holidayOnlyCapitalised: TemporalFilter = {
  kind: 'filter',
  name: 'holiday-only-capitalised',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'day' || atom.day?.type !== 'holiday' || surroundings.allCaps) return false;
    const names = new RegExp(`(?:^|\\s)(?:${cueWords('holiday-only-capitalised/names')})$`, 'iu');
    const written = surroundings.written.trim();
    return names.test(written) && !new RegExp(`(?:^|\\s)(?:${cueWords('holiday-only-capitalised/names')})$`, 'u').test(written);
  },
  examples: {
    accept: [["is the King's Birthday a day off in Perth?", '2026-06-08']],
    reject: ["it's my son King's birthday party", 'for the kings birthday cake'],
  },
};
