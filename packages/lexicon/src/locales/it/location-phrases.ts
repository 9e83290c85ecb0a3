/** Italian questions of where the user is (`@metnos/aporia` `classifyAporia`), matched as whole words. */
export const locationPhrases: readonly string[] = [
  'dove sono', 'dove mi trovo', 'mi trovo', 'la mia posizione',
  ...['che', 'quale'].flatMap((which) =>
    ['città', 'citta', 'posto', 'luogo'].flatMap((place) => ['sono', 'mi trovo'].map((verb) => `in ${which} ${place} ${verb}`)),
  ),
];
