import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Nights of a stay, as days, after "per"/"for"/"di" or a verb of staying ("stay four nights"): "una camera per tre notti", "for three nights" ("le mille e una notte" stays a title, "milleuno notti" a number). */
export const nightsOfStay: TemporalParser = {
  kind: 'parser',
  name: 'nights-of-stay',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${cueWords('nights-of-stay/per')})\\s+(\\d{1,3}|${cueWords('nights-of-stay/a')})\\s+(${cueWords('nights-of-stay/notti')})${E}`, 'gu'),
  build: (match) => {
    const count = /^\d/u.test(match[2] ?? '') ? Number(match[2]) : 1;
    if (count < 1 || (count === 1) !== new RegExp(`^(?:${cueWords('nights-of-stay/notte')})$`, 'u').test(match[3] ?? '')) return undefined;
    return { kind: 'node', node: { type: 'duration', duration: { day: count } }, priority: 1, skip: match[0].indexOf(match[2] ?? '') };
  },
  examples: {
    accept: [
      ['stay four nights', 'P4D'],
      ['una camera per tre notti', 'P3D'],
    ],
    reject: [],
  },
};
