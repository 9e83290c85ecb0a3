import { cueWords, alternation } from '../../../temporal-lexicon';
import type { DayNode } from '../../../temporal-node';
import { yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, holidayIds, YEAR } from '../../../engine/temporal-patterns';
import { holidayCountryVariants } from '../../../holidays';

/** Holidays, with an optional year or a modifier: "Natale 2025", "Pasqua", "Thanksgiving last year", "Ferragosto dell'anno scorso", "last Easter", "next Christmas". */
export const holiday: TemporalParser = {
  kind: 'parser',
  name: 'holiday',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:(${cueWords('holiday/last')})\\s+)?(?:${cueWords('holiday/il-giorno-di')})?(${alternation(holidayIds.keys())})${E}(?:\\s+(?:${cueWords('day-month/del')})?(${YEAR})${E}|\\s+(${cueWords('holiday/dell-anno-scorso')}))?`, 'gu'),
  build: (match, context) => {
    const named = holidayIds.get(match[2] ?? '');
    if (named === undefined) return undefined;
    // A country named in the request picks its own day for the holiday ("In Ireland the August bank holiday").
    const holiday = holidayCountryVariants[named]?.find(([country]) => new RegExp(`(?<![\\p{L}])(?:${cueWords(country)})(?![\\p{L}])`, 'iu').test(context.originalText))?.[1] ?? named;
    const year = yearOf(match[3]);
    const lead = match[1];
    if (lead !== undefined && year !== undefined) return undefined;
    // "last Easter", "lo scorso Natale" read like "Natale scorso": the nearest one before (or after) today.
    // "last year's Thanksgiving", "next year's Easter": the one of that year.
    const ofYear = lead !== undefined && new RegExp(`^(?:${cueWords('holiday/last-year-s')})$`, 'u').test(lead);
    const modifier = match[4] ?? (lead === undefined ? '' : ofYear ? lead.replace(/'?\p{L}$/u, '') : new RegExp(`^(?:${cueWords('holiday/next')})$`, 'u').test(lead) ? 'prossimo' : new RegExp(`^(?:${cueWords('holiday/last-2')})$`, 'u').test(lead) ? 'scorso' : 'this year');
    const relative = new RegExp(`^(?:${cueWords('holiday/prossim')})`, 'u').test(modifier);
    const yearShift = modifier === '' || relative ? undefined : new RegExp(`(?:${cueWords('holiday/scors')})`, 'u').test(modifier) ? -1 : new RegExp(`(?:${cueWords('holiday/prossim-2')})`, 'u').test(modifier) ? 1 : 0;
    const holidayModifier = relative ? (new RegExp(`^(?:${cueWords('holiday/prossim-3')})`, 'u').test(modifier) ? 'next' : 'last') : undefined;
    const day: DayNode = {
      type: 'holiday',
      holiday,
      ...(year === undefined ? {} : { year }),
      ...(yearShift === undefined ? {} : { yearShift }),
      ...(holidayModifier === undefined ? {} : { modifier: holidayModifier }),
    };
    return { kind: 'day', day, priority: 5, skip: lead === undefined ? match[0].indexOf(match[2] ?? '') : 0 };
  },
  examples: {
    accept: [
      ['we fly to Ottawa for Canadian Thanksgiving', '2026-10-12'],
      // Thanksgiving on a Monday is Canada's (the US one is a Thursday).
      ['the gym is shut on Thanksgiving Monday', '2026-10-12'],
      ['per il Ringraziamento canadese siamo a Montreal', '2026-10-12'],
      ['en Nochevieja', '2026-12-31'],
      ['este año vamos a los Sanfermines', '2026-07-07'],
      ['la manifestación de la Diada', '2026-09-11'],
      ['volamos a Boston para Acción de Gracias', '2026-11-26'],
      ['sweets for the office on Diwali', '2026-11-08'],
      ['schools close for Patriots Day', '2027-04-19'],
      ['a Natale andiamo dai nonni, segnalo', '2026-12-25'],
      ['la vigilia di Natale cena dalla zia', '2026-12-24T19:00..2026-12-24T22:00'],
      ['il cenone della Vigilia da noi', '2026-12-24'],
      ['what did we do last Easter?', '2026-04-05', 'last Easter'],
      ['this Christmas we stay home', '2026-12-25'],
      ['last Christmas I gave you my heart', '2025-12-25'],
      ["we hosted last year's Thanksgiving", '2025-11-27'],
      ["book next year's Easter trip", '2027-03-28'],
      ['lo scorso Natale eravamo a Roma', '2025-12-25'],
      ['vote on Election Day 2028', '2028-11-07'],
      ['Thanksgiving dinner at grandma', '2026-11-26T19:00..2026-11-26T22:00'],
      ['Labor Day barbecue', '2026-09-07'],
      ['Memorial Day', '2026-05-25'],
      ['Easter 2027', '2027-03-28'],
      ["New Year's Eve party", '2026-12-31'],
      ['our Dublin office shuts for the August bank holiday', '2026-08-03'],
      ['the London office shuts for the August bank holiday', '2026-08-31'],
      ['parades were held on Victoria Day', '2026-05-18'],
      ["the King's Birthday long weekend", '2026-06-08'],
      ['Melbourne Cup day', '2026-11-03'],
      // Canada's (and the US's) Labour Day is the first Monday of September; May Day stays 1 May.
      ['Labour Day picnic in Toronto', '2026-09-07'],
      ['the Labour Day march in London', '2027-05-01'],
      ['May Day in Canada', '2027-05-01'],
    ],
    reject: [
      ['we fly to Ottawa for Canadian Thanksgiving', '2026-11-26'],
      "la vigilia dell'esame ho dormito poco",
      ['Labour Day picnic in Toronto.', '2027-05-01'],
    ],
  },
};
