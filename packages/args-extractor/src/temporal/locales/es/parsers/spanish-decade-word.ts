import { cueWords } from '../../../temporal-lexicon';
import type { TemporalNode } from '../../../temporal-node';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B } from '../../../engine/temporal-patterns';

/**
 * A decade by its tens written as a word after "los": "en los ochenta", "a finales de los noventa". Not a count of
 * things ("los ochenta invitados"), nor tens written in digits ("los 80 euros").
 */
export const spanishDecadeWord: TemporalParser = {
  kind: 'parser',
  name: 'spanish-decade-word',
  locales: ['es'],
  pattern: () => new RegExp(`${B}(?:${cueWords('spanish-decade-word/los')})\\s+([2-9]0)(?![\\p{L}\\d])`, 'gu'),
  build: (match, context) => {
    const tens = match[1] ?? '';
    const start = match.index + match[0].length - tens.length;
    const written = context.original(start, start + tens.length);
    if (!/^\p{L}+$/u.test(written)) return undefined;
    // "los ochenta invitados": a count before a lowercase noun.
    const after = context.originalText.slice(context.original(0, start + tens.length).length);
    if (/^\s+\p{Ll}/u.test(after)) return undefined;
    const first = 1900 + Number(tens);
    const year = (value: number): TemporalNode => ({ type: 'period', unit: 'year', shift: 0, year: { year: value } });
    return { kind: 'node', node: { type: 'range', from: year(first), to: year(first + 9) }, priority: 4 };
  },
  examples: {
    accept: [
      ['en los ochenta Madrid vivió la Movida', '1980-01-01..1990-01-01'],
      ['la música de los noventa.', '1990-01-01..2000-01-01'],
    ],
    reject: ['los ochenta invitados llegaron', 'los 80 euros'],
  },
};
