import { cueWords } from '../../../temporal-lexicon';
import type { TemporalFilter } from '../../../engine/temporal-rule';

let aSecond: RegExp | undefined;
let holdOn: RegExp | undefined;

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
    aSecond ??= new RegExp(`^(?:${cueWords('hold-on-a-second/a-second')})$`, 'u');
    if (!aSecond.test(normalized.slice(atom.start, atom.end))) return false;
    if (!/^\s*(?:[.!?,;:…]|$)/u.test(after)) return false;
    holdOn ??= new RegExp(`(?:^|[^\\p{L}])(?:${cueWords('hold-on-a-second/hold-on')})\\s+$`, 'u');
    return holdOn.test(surroundings.normalizedBefore);
  },
  examples: {
    accept: [['wait a minute before retrying', 'PT1M']],
    reject: ['Hang on a sec, I am on the phone.', 'aspetta un attimo!', ['just a minute', 'PT1M']],
  },
};
