import { cueWords } from '../../../temporal-lexicon';
import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** A lone "now" or "ora" that means the present moment, not "from now" or "l'ora". */
export const nowWord: TemporalParser = {
  kind: 'parser',
  name: 'now-word',
  locales: ['it', 'en'],
  pattern: () => new RegExp(`${B}(${cueWords('now-word/now')})${E}`, 'gu'),
  build: (match) => {
    const before = match.input.slice(0, match.index);
    const after = match.input.slice(match.index + match[0].length);
    if (match[1] === 'ora') {
      if (new RegExp(`(?:${cueWords('now-word/l')}|1|\\d)\\s*$`, 'u').test(before)) return undefined;
      if (new RegExp(`^\\s*(?:${cueWords('now-word/legale')}|\\p{L})`, 'u').test(after) && !new RegExp(`^\\s*(?:${cueWords('now-word/che')})`, 'u').test(after)) {
        if (!/^\s*$|^\s*[,.;:!?]/u.test(after)) return undefined;
      }
    } else {
      if (new RegExp(`(?:${cueWords('now-word/from')})\\s*$`, 'u').test(before)) return undefined;
      if (!new RegExp(`^\\s*$|^\\s*[,.;:!?)]|^\\s*(?:${cueWords('now-word/please')})`, 'u').test(after) && !/^\s*$/u.test(before)) return undefined;
    }
    return { kind: 'node', node: { type: 'now' }, priority: 2 };
  },
  examples: {
    accept: [
      ['manda il messaggio ora', '2026-05-19T14:05'],
      ['now', '2026-05-19T14:05'],
    ],
    reject: [],
  },
};
