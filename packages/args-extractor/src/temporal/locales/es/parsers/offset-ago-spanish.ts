import { cueWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import { offsetNode } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, DURATION, E } from '../../../engine/temporal-patterns';

/** Spanish puts "hace" before the length it counts back: "hace 3 días", "hace exactamente una semana", "hace 2 horas". */
export const offsetAgoSpanish: TemporalParser = {
  kind: 'parser',
  name: 'offset-ago-spanish',
  locales: ['es'],
  pattern: () => new RegExp(`${B}(?:${cueWords('spanish-offset-ago/hace')})\\s+(?:${cueWords('spanish-offset-ago/exactly')})?(${DURATION})${E}`, 'gu'),
  build: (match) => {
    const duration = readDuration(match[1] ?? '');
    if (duration === undefined) return undefined;
    return { kind: 'node', node: offsetNode(duration, -1), priority: 4 };
  },
  examples: {
    accept: [
      ['hace 3 días', '2026-05-16', 'hace 3 días'],
      ['lo mandé hace una semana', '2026-05-12'],
      ['hace 2 horas', '2026-05-19T12:05'],
    ],
    reject: ['hace calor', 'hace falta un libro'],
  },
};
