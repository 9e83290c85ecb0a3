import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** Nights of a stay, as days, after "per"/"for"/"di" or a verb of staying ("stay four nights"): "una camera per tre notti", "for three nights" ("le mille e una notte" stays a title, "milleuno notti" a number). */
export const nightsOfStay: TemporalParser = {
  kind: 'parser',
  name: 'nights-of-stay',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(per|for|di|of|stay|staying|stare|restare|rimanere|fermarci|fermarmi|pernottare|soggiornare)\\s+(\\d{1,3}|a|one|una)\\s+(notti|notte|nights|night)${E}`, 'gu'),
  build: (match) => {
    const count = /^\d/u.test(match[2] ?? '') ? Number(match[2]) : 1;
    if (count < 1 || (count === 1) !== /^(?:notte|night)$/u.test(match[3] ?? '')) return undefined;
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
