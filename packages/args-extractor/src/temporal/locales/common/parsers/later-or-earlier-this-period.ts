import { cueWords } from '../../../temporal-lexicon';
import type { TemporalNode } from '../../../temporal-node';
import { periodUnitOf } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * What is left of the current day, week, month or year, or what has gone: "later today" and "later this week" run from
 * now to the end of the period, "earlier today" and "earlier this month" from its start to now; so "later in the month",
 * "più avanti nel mese", "più tardi oggi", "más adelante en el mes". "later in the month of June" names another month.
 */
export const laterOrEarlierThisPeriod: TemporalParser = {
  kind: 'parser',
  name: 'later-or-earlier-this-period',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(${cueWords('later-or-earlier-this-period/later')})\\s+(?:(${cueWords('later-or-earlier-this-period/today')})|(?:${cueWords('later-or-earlier-this-period/this')})\\s*(${cueWords('later-or-earlier-this-period/week')})(?!\\s+(?:${cueWords('later-or-earlier-this-period/of')})${E}))${E}`, 'gu'),
  build: (match) => {
    const unit = match[3] === undefined ? undefined : periodUnitOf(match[3]);
    const period: TemporalNode = unit === undefined ? { type: 'day', day: { type: 'relative-day', days: 0 } } : { type: 'period', unit, shift: 0 };
    const node: TemporalNode = !new RegExp(`^(?:${cueWords('later-or-earlier-this-period/earlier')})$`, 'u').test(match[1] ?? '') ? { type: 'until', to: period, exclusive: false } : { type: 'since', from: period, looksBack: true };
    return { kind: 'node', node, priority: 5 };
  },
  examples: {
    accept: [
      ['the vote is expected later this week', '2026-05-19T14:05..2026-05-25T00:00'],
      ['call me later today', '2026-05-19T14:05..2026-05-20T00:00'],
      ['what did I spend earlier this month?', '2026-05-01T00:00..2026-05-19T14:05'],
      ['the results come out later in the year', '2026-05-19T14:05..2027-01-01T00:00'],
      ['ne riparliamo più avanti nella settimana', '2026-05-19T14:05..2026-05-25T00:00'],
      ['lo vemos más adelante en el mes', '2026-05-19T14:05..2026-06-01T00:00'],
    ],
    reject: [['ne riparliamo più avanti nel mese di luglio', '2026-05-19T14:05..2026-06-01T00:00']],
  },
};
