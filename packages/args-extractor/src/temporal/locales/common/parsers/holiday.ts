import { alternation } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, holidayIds, YEAR } from '../../../engine/temporal-patterns';

/** holiday */
export const holiday: TemporalParser = {
  kind: 'parser',
  name: 'holiday',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(?:il giorno di|la festa di|la festa del|la festa della|il|la|lo|the|on|a|ad|per)\\s+)?(${alternation(holidayIds.keys())})${E}(?:\\s+(?:(?:del|of|,)\\s+)?(${YEAR})${E}|\\s+(dell'anno scorso|dell'anno passato|dello scorso anno|last year|of last year|dell'anno prossimo|del prossimo anno|next year|of next year|di quest'anno|this year|prossim[oa]|scors[oa]))?`, 'gu'),
  build: (match) => {
    const holiday = holidayIds.get(match[1] ?? '');
    if (holiday === undefined) return undefined;
    const year = yearOf(match[2]);
    const modifier = match[3] ?? '';
    const relative = /^(?:prossim|scors)/u.test(modifier);
    const yearShift = modifier === '' || relative ? undefined : /scors|passat|last/u.test(modifier) ? -1 : /prossim|next/u.test(modifier) ? 1 : 0;
    const holidayModifier = relative ? (/^prossim/u.test(modifier) ? 'next' : 'last') : undefined;
    const day: DayNode = {
      type: 'holiday',
      holiday,
      ...(year === undefined ? {} : { year }),
      ...(yearShift === undefined ? {} : { yearShift }),
      ...(holidayModifier === undefined ? {} : { modifier: holidayModifier }),
    };
    return { kind: 'day', day, priority: 5, skip: match[0].indexOf(match[1] ?? '') };
  },
  examples: {
    accept: [
      ['a Natale andiamo dai nonni, segnalo', '2026-12-25'],
      ['la vigilia di Natale cena dalla zia', '2026-12-24T19:00..2026-12-24T22:00'],
    ],
    reject: [],
  },
};
