import { cueWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import { offsetNode } from '../../../engine/atom-builders';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/**
 * Spanish counts one unit and a half without a number: "la película dura hora y media", "año y medio", and after
 * "dentro de" or "en" an offset: "avísame dentro de hora y media".
 */
export const spanishUnitAndAHalf: TemporalParser = {
  kind: 'parser',
  name: 'spanish-unit-and-a-half',
  locales: ['es'],
  pattern: () => new RegExp(
    `${B}(?:(${cueWords('spanish-unit-and-a-half/dentro-de')})\\s+)?(${cueWords('spanish-unit-and-a-half/unit')})\\s+(${cueWords('spanish-unit-and-a-half/y-media')})${E}`,
    'gu',
  ),
  build: (match) => {
    const duration = readDuration(`1 ${match[2] ?? ''} ${match[3] ?? ''}`);
    if (duration === undefined) return undefined;
    if (match[1] !== undefined) return { kind: 'node', node: offsetNode(duration, 1), priority: 4 };
    return { kind: 'node', node: { type: 'duration', duration }, priority: 1 };
  },
  examples: {
    accept: [
      ['la película dura hora y media', 'PT1H30M'],
      ['avísame dentro de hora y media', '2026-05-19T15:35'],
      ['estuve fuera año y medio', 'P1Y6M'],
    ],
    reject: ['la hora de la cena', ['son las 5 y media', 'PT1H30M']],
  },
};
