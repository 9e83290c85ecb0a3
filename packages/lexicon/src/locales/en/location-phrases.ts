/** English questions of where the user is (`@metnos/aporia` `classifyAporia`), matched as whole words. */
export const locationPhrases: readonly string[] = [
  'where am i', 'where i am', 'my location', 'my current location', 'my position', 'my current position',
  ...['city', 'town', 'place'].map((place) => `which ${place} am i in`),
];
