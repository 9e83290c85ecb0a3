import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/** An age is not a length: "the 30-year-old suspect", "aged 45 years", "a 30 anni", "un uomo di 45 anni", "Mario Rossi, 45 anni,", "ho 34 anni", "dai 3 ai 5 anni". */
export const age: TemporalFilter = {
  kind: 'filter',
  name: 'age',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const { written, after, before, writtenAfter, normalizedBefore, normalized } = surroundings;
    if (atom.kind !== 'node' || atom.node?.type !== 'duration') return false;
    const years = new RegExp(`(?<![\\p{L}])(?:${cueWords('atom-builders/anno')})(?![\\p{L}])`, 'iu').test(written);
    if (years && new RegExp(`^(?:-|\\s+)(?:${cueWords('age/year')})?(?:${cueWords('age/old')})(?![\\p{L}])|^\\s+(?:${cueWords('age/of-age')})(?![\\p{L}])`, 'u').test(after)) return true;
    if (years && new RegExp(`(?:^|\\s)(?:${cueWords('age/aged')})\\s+$`, 'u').test(normalizedBefore)) return true;
    if (!new RegExp(`(?<![\\p{L}])(?:${cueWords('age/anni')})(?![\\p{L}])`, 'u').test(written)) return false;
    // "il gruppo dai 3 ai 5 anni": a range of ages said with the plural article ("da 3 a 5 anni" may be a sentence).
    // …not after a verb of taking or lasting ("ci vogliono dai 3 ai 5 anni" is a length).
    if (new RegExp(`(?:^|\\s)(?<!(?:${cueWords('length-after-take-verb/takes')})\\s+)(?:${cueWords('age/from-the')})\\s+\\d+\\s+(?:${cueWords('age/to-the')})\\s+$`, 'u').test(normalizedBefore)) return true;
    if (new RegExp(`(?:^|[\\s,(])(?:${cueWords('age/a')})\\s+$`, 'u').test(normalizedBefore) && !new RegExp(`(?:^|\\s)(?:(?:${cueWords('age/condann')})\\p{L}*|${cueWords('age/pena')}|(?:${cueWords('age/prorogat')})\\p{L}|(?:${cueWords('age/estes')})\\p{L}|(?:${cueWords('age/ridott')})\\p{L}|(?:${cueWords('age/portat')})\\p{L})\\s+(?:${cueWords('age/a-2')})\\s+$`, 'u').test(normalizedBefore) && !new RegExp(`^\\s+(?:${cueWords('age/da')})(?![\\p{L}])`, 'u').test(after)) return true;
    if (new RegExp(`(?:^|\\s)(?:${cueWords('age/uomo')})\\s+(?:${cueWords('age/di')})?$`, 'u').test(normalizedBefore) && new RegExp(`^(?:${cueWords('age/di-2')})\\s`, 'u').test(`${normalizedBefore.endsWith('di ') ? 'di ' : ''}${normalized.slice(atom.start, atom.end)}`)) return true;
    // "ho 34 anni", "compie 40 anni": years one has or turns are an age, unless they are years of something ("ho 3 anni di esperienza").
    if (new RegExp(`(?:^|\\s)(?:${cueWords('age/ho')})\\s+$`, 'u').test(normalizedBefore) && !new RegExp(`^\\s+(?:${cueWords('age/da')}|${cueWords('age/years-of')})(?![\\p{L}])`, 'u').test(after)) return true;
    return /\p{Lu}[\p{L}']*,\s+$/u.test(before) && /^\s*,/u.test(writtenAfter);
  },
  examples: {
    accept: [["ho 3 anni di esperienza", 'P3Y'], ['hanno 10 anni per restituire il prestito', 'P10Y'], ['servono dai 3 ai 5 giorni', 'P5D'], ['ci vogliono dai 3 ai 5 anni per costruirlo', 'P5Y']],
    reject: [
      'the 30-year-old suspect',
      'aged 45 years',
      'ho 34 anni e non so ancora cucinare',
      ['domani mio figlio compie 10 anni', 'P10Y'],
      'mio nonno aveva 90 anni e guidava ancora',
      'il gruppo dai 3 ai 5 anni',
    ],
  },
};
