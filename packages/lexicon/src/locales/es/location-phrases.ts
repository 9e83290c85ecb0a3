/** Spanish questions of where the user is (`@metnos/aporia` `classifyAporia`), matched as whole words. */
export const locationPhrases: readonly string[] = [
  'dónde estoy', 'donde estoy', 'dónde me encuentro', 'donde me encuentro', 'mi ubicación', 'mi ubicacion',
  ...['qué', 'que', 'cuál', 'cual'].flatMap((which) =>
    ['ciudad', 'sitio', 'lugar'].flatMap((place) => ['estoy', 'me encuentro'].map((verb) => `en ${which} ${place} ${verb}`)),
  ),
];
