import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * "A media mañana" and "a media tarde" are the middle of a morning or an afternoon. "A primera hora" is the start of a working morning ("te llamo mañana a primera hora", "a primera hora de la tarde"
 * the start of the afternoon), "a última hora" the end of a day's part ("a última hora de la tarde" the evening).
 */
export const spanishFirstHour: TemporalParser = {
  kind: 'parser',
  name: 'spanish-first-hour',
  locales: ['es'],
  pattern: () => new RegExp(
    `${B}(?:${cueWords('spanish-first-hour/a')})\\s+(?:(${cueWords('spanish-first-hour/primera')}|${cueWords('spanish-first-hour/ultima')})\\s+(?:${cueWords('spanish-first-hour/hora')})` +
      `(?:\\s+(${cueWords('spanish-first-hour/de-la-manana')}|${cueWords('spanish-first-hour/de-la-tarde')}|${cueWords('spanish-first-hour/de-la-noche')}))?` +
      `|(?:${cueWords('spanish-first-hour/media')})\\s+(${cueWords('spanish-first-hour/manana')}|${cueWords('spanish-first-hour/tarde')}))${E}`,
    'gu',
  ),
  build: (match) => {
    // "a media mañana", "a media tarde": the middle of that part of the day.
    if (match[3] !== undefined) return { kind: 'part', part: new RegExp(`^(?:${cueWords('spanish-first-hour/tarde')})$`, 'u').test(match[3]) ? 'afternoon' : 'morning', standalone: true, priority: 4 };
    const first = new RegExp(`^(?:${cueWords('spanish-first-hour/primera')})$`, 'u').test(match[1] ?? '');
    const of = match[2] ?? '';
    const afternoon = new RegExp(`^(?:${cueWords('spanish-first-hour/de-la-tarde')})$`, 'u').test(of);
    const night = new RegExp(`^(?:${cueWords('spanish-first-hour/de-la-noche')})$`, 'u').test(of);
    if (first) return { kind: 'part', part: afternoon ? 'afternoon' : night ? 'evening' : 'morning', standalone: true, priority: 4 };
    // The last hour of a morning is noon's, of the afternoon or the day the evening's.
    return { kind: 'part', part: of === '' || afternoon ? 'evening' : night ? 'night' : 'lunch', standalone: true, priority: 4 };
  },
  examples: {
    accept: [
      ['te llamo mañana a primera hora', '2026-05-20T06:00..2026-05-20T12:00'],
      ['hablamos mañana a última hora de la tarde', '2026-05-20T18:00..2026-05-21T00:00'],
      ['paso a media mañana', '2026-05-20T06:00..2026-05-20T12:00'],
    ],
    reject: ['es la primera hora de clase', ['paso a media mañana', '2026-05-20']],
  },
};
