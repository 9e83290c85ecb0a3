import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

/**
 * "Hold on a second.", "just a sec!", "aspetta un attimo": a short length asked of the listener at the end of a
 * clause is a way of asking them to wait, not a length to read. Followed by more of the clause it is one ("wait a
 * minute before retrying").
 */
export const holdOnASecond: TemporalFilter = {
  kind: 'filter',
  name: 'hold-on-a-second',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    if (atom.kind !== 'node' || atom.node?.type !== 'duration') return false;
    const { normalized, after } = surroundings;
    const written = normalized.slice(atom.start, atom.end);
    if (!new RegExp(`^(?:${cueWords('hold-on-a-second/a-second')})$`, 'u').test(written)) return false;
    if (!/^\s*(?:[.!?,;:…]|$)/u.test(after)) return false;
    return new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('hold-on-a-second/hold-on')})\\s+$`, 'u').test(normalized.slice(0, atom.start));
  },
  examples: {
    accept: [['wait a minute before retrying', 'PT1M']],
    reject: ['Hang on a sec, I am on the phone.', 'aspetta un attimo!', ['just a minute', 'PT1M']],
  },
};
