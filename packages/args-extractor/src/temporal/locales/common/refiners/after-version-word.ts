import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let versionWord: RegExp | undefined;

/**
 * A number right after a software version word is a version, however it is written: "version 23H2" (no 23 hours 2
 * minutes), "firmware 10.30", "versione 4/12". A date after the word and a preposition stays one ("the version of 3 June").
 */
export const afterVersionWord: TemporalFilter = {
  kind: 'filter',
  name: 'after-version-word',
  locales: ['it', 'en'],
  rejects: (_atom, surroundings) => {
    if (!/^\d/u.test(surroundings.written)) return false;
    versionWord ??= new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('after-version-word/version')})[\\s:]*$`, 'u');
    return versionWord.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['send me the version of 3 June', '2026-06-03'], ['la versione del 4/12 è quella giusta', '2026-12-04']],
    reject: ['Windows 11 version 23H2 is rolling out', ['aggiorna alla versione 4/12 stasera', '2026-12-04'], ['upgrade to firmware 10.30 tonight', '10:30']],
  },
};
