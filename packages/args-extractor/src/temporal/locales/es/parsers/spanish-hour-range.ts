import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, MONTH_ANY, UNITS } from '../../../engine/temporal-patterns';

/**
 * Spanish opening hours without "las": "hoy de 15 a 17", "abre de 9 a 13", "desde 10 hasta 12:30". The hours must run
 * forward, so a ratio ("es de 3 a 1") is no range, nor a count ("de 5 a 10 personas").
 */
export const spanishHourRange: TemporalParser = {
  kind: 'parser',
  name: 'spanish-hour-range',
  locales: ['es'],
  pattern: () => new RegExp(
    `${B}(${cueWords('spanish-hour-range/de')})\\s+(\\d{1,2})(?:[:.](\\d\\d))?\\s+(?:${cueWords('spanish-hour-range/a')})\\s+(\\d{1,2})(?:[:.](\\d\\d))?(?:\\s*(?:${cueWords('spanish-hour-range/h')}))?(?![\\p{L}\\d]|[.:]\\d)(?!\\s*(?:${UNITS}|${MONTH_ANY}|%|${cueWords('time-range/euro')})(?![\\p{L}]))`,
    'gu',
  ),
  build: (match) => {
    const from = { hour: Number(match[2]), minute: Number(match[3] ?? 0) };
    const to = { hour: Number(match[4]), minute: Number(match[5] ?? 0) };
    if (from.hour > 24 || to.hour > 24 || from.minute > 59 || to.minute > 59) return undefined;
    if (to.hour * 60 + to.minute <= from.hour * 60 + from.minute) return undefined;
    return { kind: 'node', node: { type: 'range', from: { type: 'time', time: from }, to: { type: 'time', time: to } }, lead: match[1], priority: 6 };
  },
  examples: {
    accept: [
      ['hoy de 15 a 17 estoy en una llamada', '2026-05-19T15:00..2026-05-19T17:00'],
      ['la tienda abre de 9 a 13:30', '2026-05-20T09:00..2026-05-20T13:30'],
      ['atendemos de 9 a 14 h', '2026-05-20T09:00..2026-05-20T14:00'],
    ],
    reject: ['la proporción es de 3 a 1', 'un grupo de 5 a 10 personas'],
  },
};
