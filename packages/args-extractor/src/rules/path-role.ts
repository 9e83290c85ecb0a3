import { wordAlternation, wordsOfEveryLocale } from '@metnos/lexicon';

// Words that may stand between a role preposition and the path: articles, possessives and folder nouns
// ("to the folder ~/x", "nella mia cartella ~/x", "dalla cartella Scaricati").
const roleWords = (kind: 'pathSource' | 'pathDestination' | 'pathBetween'): string => wordAlternation([...wordsOfEveryLocale((locale) => locale.roles[kind])]);
const between = String.raw`(?:\s+(?:${roleWords('pathBetween')}))*`;
const sourceBefore = new RegExp(String.raw`(?:^|[\s(])(?:${roleWords('pathSource')})${between}\s*$`, 'iu');
const destinationBefore = new RegExp(String.raw`(?:^|[\s(])(?:${roleWords('pathDestination')})${between}\s*$`, 'iu');

/**
 * The role of a place named right after `textBefore` (the request text up to the place), it/en: `source` after
 * "from", "out of", "da", "dalla", "di", "della"…, `destination` after "to", "into", "in", "on", "under", "nella",
 * "alla", "sul", "sotto", "verso"…, with articles, possessives and folder nouns allowed in between ("to the folder",
 * "nella mia cartella"). Undefined when no such preposition comes right before.
 */
export function pathRole(textBefore: string): 'source' | 'destination' | undefined {
  const before = textBefore.replace(/(?<=^|\s)["'«“‘`]$/u, '');
  if (sourceBefore.test(before)) return 'source';
  if (destinationBefore.test(before)) return 'destination';
  return undefined;
}
