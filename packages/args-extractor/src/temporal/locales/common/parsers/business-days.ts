import { cueWords } from '../../../temporal-lexicon';
import type { TemporalNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * Business days counted from today, Monday to Friday: "in 3 business days", "3 working days from now", "2 business days
 * ago", "the next business day", "tra 3 giorni lavorativi", "il prossimo giorno lavorativo" (the day); "within 5 working days", "entro 5 giorni lavorativi" (from now to the end
 * of that day). A count of business days with no cue ("takes 3 business days", "allow five working days") is a length of
 * that many days, not a day.
 */
export const businessDays: TemporalParser = {
  kind: 'parser',
  name: 'business-days',
  locales: ['it', 'en'],
  pattern: () => new RegExp(
    `${B}(?:(?:(?:(${cueWords('business-days/within')})|(${cueWords('business-days/in')}))\\s+)?(\\d{1,3})\\s+(?:${cueWords('business-days/unit')})(?:\\s+(?:(${cueWords('business-days/from-now')})|(${cueWords('business-days/ago')})))?|(${cueWords('business-days/next')})\\s+(?:${cueWords('business-days/unit')}))${E}`,
    'gu',
  ),
  build: (match) => {
    const [, within, inside, count, fromNow, ago, next] = match;
    if (within === undefined && inside === undefined && fromNow === undefined && ago === undefined && next === undefined) return { kind: 'node', node: { type: 'duration', duration: { day: Number(count) } }, priority: 5 };
    const amount = next === undefined ? Number(count) * (ago === undefined ? 1 : -1) : 1;
    const day: TemporalNode = { type: 'day', day: { type: 'offset-day', amount, unit: 'business-day' } };
    return { kind: 'node', node: within === undefined ? day : { type: 'until', to: day, exclusive: false, deadline: true }, priority: 5 };
  },
  examples: {
    accept: [
      ['the refund arrives in 3 business days', '2026-05-22'],
      ['ship it 4 working days from now', '2026-05-25'],
      ['I filed it 2 business days ago', '2026-05-15'],
      ['reply within 5 working days', '2026-05-19T14:05..2026-05-27T00:00'],
      ['la pratica si chiude tra 3 giorni lavorativi', '2026-05-22'],
      ['entro 5 giorni lavorativi', '2026-05-26'],
      ['it ships the next business day', '2026-05-20'],
      ['ti rispondo il primo giorno lavorativo utile', '2026-05-20'],
      ['la consegna richiede sette giorni lavorativi', 'P7D'],
    ],
    reject: [['entro 5 giorni lavorativi', '2026-05-24'], ['delivery takes 3 business days', '2026-05-22']],
  },
};
