/** Spanish courtesy around a request ("oye, … por favor", "gracias"), by kind. */
export const courtesy = {
  greetings: ['hola', 'oye'],
  apologies: ['perdona', 'perdón', 'disculpa'],
  pleas: ['por favor', 'porfa'],
  thanks: ['gracias', 'muchas gracias'],
  /** Single words that may close a request and are never part of its text ("… por favor", "… gracias"; `readRequest`). */
  closers: ['favor', 'gracias', 'porfa', 'amablemente'],
  /** Multi-word courtesy phrases whose words alone mean something else ("por" is a preposition). */
  phrases: ['por favor', 'muchas gracias'],
  /** Words a canonical request drops (`@metnos/fast-path` `canonicalizeQuery`): articles, courtesy and filler. */
  fillers: [
    'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'por', 'favor', 'porfa', 'puedes', 'podrías', 'podrias',
    'me', 'te', 'quisiera', 'gracias', 'hola', 'oye', 'del', 'al',
  ],
};
