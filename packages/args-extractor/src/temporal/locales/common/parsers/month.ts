import { monthNames } from '../../../temporal-lexicon';
import type { DayNode, MonthReference, TemporalNode } from '../../../temporal-node';
import { looksLikeProperName, yearOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E, MONTH_FULL, YEAR } from '../../../engine/temporal-patterns';

/** Months: "marzo", "a settembre", "gennaio 2013", "October 2014", "giugno prossimo", "May of last year", "the month of July". */
export const month: TemporalParser = {
  kind: 'parser',
  name: 'month',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(?:(di|a|ad|in|nel mese di|il mese di|the month of|month of|mese di|during|entro|by|since|until|till|for|of|from|per|durante|dal|da|fino a|this past|this|next|last|coming|prossimo|scorso|lo scorso|il prossimo|questo|early|late)\\s+)?(${MONTH_FULL})(?![\\p{L}\\d])(?:\\s*(?:(?:del|dell'anno|of|,)\\s*)?(${YEAR})${E})?(?:\\s+(prossimo|scorso|passato|che viene|next year|last year|this year|dell'anno prossimo|dell'anno scorso|dell'anno passato|di quest'anno|del prossimo anno|dello scorso anno|of next year|of last year|of this year|di questo anno))?`, 'gu'),
  build: (match, context) => {
    const lead = match[1];
    const word = match[2] ?? '';
    const month = monthNames[word];
    if (month === undefined) return undefined;
    const year = yearOf(match[3]);
    const after = match[4] ?? '';
    const nameStart = match.index + match[0].indexOf(word, (lead ?? '').length);
    const strongLead = lead !== undefined && /^(?:this past|this|next|last|coming|prossimo|scorso|lo scorso|il prossimo|questo|since|until|till|entro|dal|da|fino a|during|durante|nel mese di|il mese di|the month of|month of|mese di|early|late)$/u.test(lead);
    if (!strongLead && year === undefined && after === '' && looksLikeProperName(context, nameStart, nameStart + word.length, match.input)) return undefined;
    if ((word === 'may' || word === 'march') && lead === undefined && year === undefined && after === '' && !/^[A-Z]/u.test(context.original(nameStart, nameStart + word.length))) return undefined;
    if ((word === 'may' || word === 'march') && lead === undefined && year === undefined && after === '' && /^\s*(?:i|we|you|he|she|it|they|the|a|an|be|have|not|to|of|on|forward|ahead|in)\b/u.test(match.input.slice(match.index + match[0].length))) return undefined;
    let reference: MonthReference = { month };
    if (year !== undefined) reference = { month, year };
    else if (/next year|anno prossimo|prossimo anno/u.test(after)) reference = { month, yearShift: 1 };
    else if (/last year|anno scorso|anno passato|scorso anno/u.test(after)) reference = { month, yearShift: -1 };
    else if (/this year|quest'anno|questo anno/u.test(after)) reference = { month, yearShift: 0 };
    else if (/prossimo|che viene/u.test(after) || /^(?:next|coming|prossimo|il prossimo)$/u.test(lead ?? '')) reference = { month, modifier: 'next' };
    else if (/scorso|passato/u.test(after) || /^(?:last|this past|scorso|lo scorso)$/u.test(lead ?? '')) reference = { month, modifier: 'last' };
    else if (lead === 'this' || lead === 'questo') reference = { month, yearShift: 0 };
    const node: TemporalNode = { type: 'period', unit: 'month', shift: 0, month: reference };
    if (lead === 'early' || lead === 'late') {
      const first: DayNode = { type: 'month-edge', edge: 'first', month: reference };
      const from: DayNode = lead === 'early' ? first : { type: 'shifted-day', base: first, days: 20 };
      const to: DayNode = lead === 'early' ? { type: 'shifted-day', base: first, days: 9 } : { type: 'month-edge', edge: 'last', month: reference };
      return { kind: 'node', node: { type: 'range', from: { type: 'day', day: from }, to: { type: 'day', day: to } }, priority: 3 };
    }
    const keepsLead = lead !== undefined && /^(?:this past|this|next|last|coming|prossimo|scorso|lo scorso|il prossimo|questo)$/u.test(lead);
    return { kind: 'node', node, priority: 3, ...(keepsLead ? {} : { skip: nameStart - match.index }) };
  },
  examples: {
    accept: [
      ['marzo', '2027-03-01..2027-04-01'],
      ['a settembre', '2026-09-01..2026-10-01'],
    ],
    reject: [],
  },
};
