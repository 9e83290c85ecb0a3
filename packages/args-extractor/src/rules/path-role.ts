// Words that may stand between a role preposition and the path: articles, possessives and folder nouns
// ("to the folder ~/x", "nella mia cartella ~/x", "dalla cartella Scaricati").
const between = String.raw`(?:\s+(?:the|my|your|our|its|this|that|il|lo|la|i|gli|le|l'|mio|mia|miei|mie|tuo|tua|questa|questo|quella|quello|cartella|folder|directory|dir|sottocartella|subfolder|file))*`;
const sourceBefore = new RegExp(String.raw`(?:^|[\s(])(?:from|out\s+of|da|dal|dalla|dallo|dai|dagli|dalle|dall'|di|del|della|dello|dei|degli|delle|dell'|source|origine|sorgente)${between}\s*$`, 'iu');
const destinationBefore = new RegExp(String.raw`(?:^|[\s(])(?:to|into|in|inside|on|onto|under|nella|nel|nello|nei|negli|nelle|nell'|dentro|verso|a|al|alla|allo|ai|agli|alle|all'|su|sul|sulla|sullo|sui|sugli|sulle|sull'|sotto|destination|destinazione)${between}\s*$`, 'iu');

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
