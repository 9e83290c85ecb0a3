import { cueWords } from '../../../temporal-lexicon';
import { readDuration } from '../../../read-duration';
import type { TemporalParser } from '../../../engine/temporal-rule';

let verbBefore: RegExp | undefined;
import { B, DURATION, E } from '../../../engine/temporal-patterns';

/**
 * The time a done performance took, "in" a length after its verb in the same clause: "ho corso 10 km in 52 minuti",
 * "I ran the 10k in 52 minutes", "terminé la maratón en 4 horas" (a length, not an offset from now: "arrivo in 10
 * minuti", "I'll finish in 10 minutes" stay offsets).
 */
export const timeTaken: TemporalParser = {
  kind: 'parser',
  name: 'time-taken',
  locales: ['it', 'en', 'es'],
  pattern: () => new RegExp(`${B}(?:${cueWords('time-taken/in')})\\s+(${DURATION})${E}`, 'gu'),
  build: (match) => {
    // The verb within five words before, in the same clause ("mi ha scritto che arriva in 10 minuti" is an offset).
    const clause = match.input.slice(0, match.index).split(/[.,;:!?]/u).at(-1) ?? '';
    verbBefore ??= new RegExp(`(?<![\\p{L}])(?:${cueWords('time-taken/ho-corso')})(?:\\s+[^\\s]+){0,5}\\s+$`, 'u');
    if (!verbBefore.test(clause)) return undefined;
    const duration = readDuration(match[1] ?? '');
    return duration === undefined ? undefined : { kind: 'node', node: { type: 'duration', duration }, priority: 5 };
  },
  examples: {
    accept: [
      ['ho corso 10 km in 52 minuti', 'PT52M'],
      ['I ran the 10k in 52 minutes', 'PT52M'],
      ['terminé la maratón en 4 horas', 'PT4H'],
      ['ho finito il puzzle in 2 ore e mezza', 'PT2H30M'],
    ],
    reject: [
      ['arrivo in 10 minuti', 'PT10M'],
      ["I'll finish in 10 minutes", 'PT10M'],
      ['termino en 10 minutos', 'PT10M'],
      ['ho finito, ci vediamo in 10 minuti', 'PT10M'],
      ['ho finito il turno e il capo ha detto che passa a prenderci in 10 minuti', 'PT10M'],
    ],
  },
};
