/**
 * Spanish phrases of the closed L0 table (`@metnos/fast-path` `literalPhrases`), by the built-in tool they ask for:
 * realistic ways to ask for the time, the date, one's location, and to undo, in `normalizeQuery` form (lowercase,
 * straight apostrophes, no punctuation: "¿qué hora es?" is "qué hora es"). When in doubt whether a phrase fits, leave
 * it out: lookup is exact.
 */
export const literalPhrases = {
  get_now: [
    'qué hora es', 'que hora es', 'qué hora es ahora', 'que hora es ahora', 'qué hora tienes', 'que hora tienes',
    'me dices la hora', 'me dices qué hora es', 'dime la hora', 'dime qué hora es', 'dime que hora es', 'sabes qué hora es',
    'sabes que hora es', 'hora actual', 'la hora', 'la hora exacta', 'cuál es la hora', 'qué horas son', 'que horas son',
  ],
  get_date: [
    'qué día es', 'que dia es', 'qué día es hoy', 'que dia es hoy', 'hoy qué día es', 'qué fecha es', 'que fecha es',
    'qué fecha es hoy', 'que fecha es hoy', 'cuál es la fecha de hoy', 'la fecha de hoy', 'fecha de hoy', 'fecha actual',
    'dime la fecha', 'dime qué día es', 'me dices qué día es', 'sabes qué día es', 'a qué estamos hoy', 'a cuántos estamos',
  ],
  get_location: [
    'dónde estoy', 'donde estoy', 'dónde estoy ahora', 'dónde me encuentro', 'donde me encuentro', 'dónde estamos',
    'donde estamos', 'cuál es mi ubicación', 'mi ubicación', 'ubicación actual', 'mi ubicación actual',
    'en qué ciudad estoy', 'en que ciudad estoy', 'dime dónde estoy', 'dime donde estoy',
  ],
  undo_last_turn: [
    'deshaz', 'deshacer', 'deshaz eso', 'deshaz lo último', 'deshaz la última acción', 'deshaz la última operación',
    'deshaz lo que hiciste', 'anula la última acción', 'vuelve atrás', 'vuelve atras', 'revierte lo último',
    'déjalo como estaba',
  ],
};
