/**
 * Number words the rules read as numbers, Italian and English. Words that double as common words are left
 * out on purpose: `one`/`uno`/`una`/`un` (articles), `sei` (Italian "you are").
 */
export const numberWords: ReadonlyMap<string, number> = new Map([
  ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9],
  ['ten', 10], ['eleven', 11], ['twelve', 12], ['thirteen', 13], ['fourteen', 14], ['fifteen', 15],
  ['sixteen', 16], ['seventeen', 17], ['eighteen', 18], ['nineteen', 19], ['twenty', 20], ['thirty', 30],
  ['forty', 40], ['fifty', 50], ['sixty', 60], ['hundred', 100],
  ['due', 2], ['tre', 3], ['quattro', 4], ['cinque', 5], ['sette', 7], ['otto', 8], ['nove', 9], ['dieci', 10],
  ['undici', 11], ['dodici', 12], ['tredici', 13], ['quattordici', 14], ['quindici', 15], ['sedici', 16],
  ['diciassette', 17], ['diciotto', 18], ['diciannove', 19], ['venti', 20], ['ventiquattro', 24], ['trenta', 30],
  ['quaranta', 40], ['cinquanta', 50], ['sessanta', 60], ['cento', 100],
]);
