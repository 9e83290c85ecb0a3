import type { TemporalParser } from '../../../engine/temporal-rule';
import { B, E } from '../../../engine/temporal-patterns';

/** A lone "now" or "ora" that means the present moment, not "from now" or "l'ora". */
export const nowWord: TemporalParser = {
  kind: 'parser',
  name: 'now-word',
  locales: ['it', 'en'],
  pattern: new RegExp(`${B}(now|ora)${E}`, 'gu'),
  build: (match) => {
    const before = match.input.slice(0, match.index);
    const after = match.input.slice(match.index + match[0].length);
    if (match[1] === 'ora') {
      if (/(?:l'|un'|un|una|mezz'|quest'|ogni|all'|dell'|nell'|sull'|per|che|di|a|un'altra|prima|mezza|1|\d)\s*$/u.test(before)) return undefined;
      if (/^\s*(?:legale|solare|locale|esatta|di|del|della|in cui|e\s|ed\s|che|\p{L})/u.test(after) && !/^\s*(?:che\s)/u.test(after)) {
        if (!/^\s*$|^\s*[,.;:!?]/u.test(after)) return undefined;
      }
    } else {
      if (/(?:from|until|till|by|as of|up to|and|for)\s*$/u.test(before)) return undefined;
      if (!/^\s*$|^\s*[,.;:!?)]|^\s*(?:please|thanks|pls|for me)/u.test(after) && !/^\s*$/u.test(before)) return undefined;
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
