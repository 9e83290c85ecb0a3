import type { TemporalFilter } from '../../../engine/temporal-rule';

/** An age is not a length: "the 30-year-old suspect", "aged 45 years", "a 30 anni", "un uomo di 45 anni", "Mario Rossi, 45 anni,". */
export const age: TemporalFilter = {
  kind: 'filter',
  name: 'age',
  locales: ['it', 'en'],
  rejects: (atom, surroundings) => {
    const { written, after, before, writtenAfter, normalizedBefore, normalized } = surroundings;
    if (atom.kind !== 'node' || atom.node?.type !== 'duration') return false;
    const years = /(?<![\p{L}])(?:years?|ann[io]|anni)(?![\p{L}])/iu.test(written);
    if (years && /^(?:-|\s+)(?:years?-?\s*)?old(?![\p{L}])|^\s+of\s+age(?![\p{L}])/u.test(after)) return true;
    if (years && /(?:^|\s)aged\s+$/u.test(normalizedBefore)) return true;
    if (!/(?<![\p{L}])ann[io](?![\p{L}])/u.test(written)) return false;
    if (/(?:^|[\s,(])(?:a|all'eta di|all'età di)\s+$/u.test(normalizedBefore) && !/(?:^|\s)(?:condann\p{L}*|pena|fino|prorogat\p{L}|estes\p{L}|ridott\p{L}|portat\p{L})\s+a\s+$/u.test(normalizedBefore) && !/^\s+(?:da|dal|dalla|dall'|dai|di|fa|prima|dopo)(?![\p{L}])/u.test(after)) return true;
    if (/(?:^|\s)(?:uomo|donna|ragazz[oaie]|bambin[oaie]|anzian[oaie]|giovane|giovani|figli[oa]?|pensionat[oa]|student[ei]|studentessa|operai[oa]?|turist[ai]|pilota|madre|padre|enne)\s+(?:di\s+)?$/u.test(normalizedBefore) && /^di\s/u.test(`${normalizedBefore.endsWith('di ') ? 'di ' : ''}${normalized.slice(atom.start, atom.end)}`)) return true;
    return /\p{Lu}[\p{L}']*,\s+$/u.test(before) && /^\s*,/u.test(writtenAfter);
  },
  examples: {
    accept: [],
    reject: [
      'the 30-year-old suspect',
      'aged 45 years',
    ],
  },
};
