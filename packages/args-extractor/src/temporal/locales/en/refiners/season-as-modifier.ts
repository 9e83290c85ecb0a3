import { alternation, cueWords, monthAbbreviations, monthNames, seasonWords, weekdayNames } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';
import { ORDINAL_SUFFIX } from '../../../engine/temporal-patterns';

/**
 * A bare season before a noun names a kind of thing ("summer camp", "winter tyres", "spring cleaning"), not a time,
 * when the same sentence dates it: in "the summer camp runs Aug 3–7" (or "from 3 to 7 August") the date is August 3–7,
 * not the summer. Alone
 * ("sign up for summer camp") or with a determiner ("this summer", "in summer") it is still read.
 */
export const seasonAsModifier: TemporalFilter = {
  kind: 'filter',
  name: 'season-as-modifier',
  locales: ['en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'node' || atom.node?.type !== 'period' || atom.node.unit !== 'season') return false;
    const season = surroundings.normalized.slice(atom.start, atom.end).trim().replace(new RegExp(`^(?:${cueWords('temporal-patterns/the')})\\s*`, 'u'), '');
    if (seasonWords[season] === undefined) return false;
    const next = /^\s+(\p{Ll}[\p{Ll}'-]*)/u.exec(surroundings.writtenAfter)?.[1];
    if (next === undefined || new RegExp(`^(?:${cueWords('season-as-modifier/of')})$`, 'u').test(next) || seasonWords[next] !== undefined) return false;
    const sentence = surroundings.after.split(/[.!?;]\s/u)[0] ?? '';
    const dateWords = alternation([...Object.keys(monthNames), ...Object.keys(monthAbbreviations), ...Object.keys(weekdayNames)]);
    const months = alternation([...Object.keys(monthNames), ...Object.keys(monthAbbreviations)]);
    return new RegExp(`(?<![\\p{L}])(?:${dateWords})\\.?\\s*\\d|\\d{1,2}[/.]\\d{1,2}|\\d${ORDINAL_SUFFIX}\\s+(?:${cueWords('season-as-modifier/of-month')}\\s+)?(?:${months})(?![\\p{L}])`, 'u').test(sentence);
  },
  examples: {
    accept: [
      ['the summer camp will be fun', '2026-06-21..2026-09-23'],
      ['the winter sale is on this winter', '2026-12-21..2027-03-20'],
    ],
    reject: [['the summer camp runs July 6-10', '2026-06-21..2026-09-22'], ['the winter school meets from 12 to 16 January', '2026-12-21..2027-03-20'], ['winter tyres go on sale Nov 2', '2026-12-21..2027-03-20']],
  },
};
