/**
 * Spanish function words of requests: articles, pronouns, prepositions, auxiliaries, question words and politeness.
 * They are never content; with the other locales' they tell the request's language apart.
 */
export const functionWords: readonly string[] = [
  'el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'de', 'del', 'al', 'a', 'en', 'con', 'sin', 'sobre',
  'por', 'para', 'entre', 'hacia', 'hasta', 'desde', 'y', 'o', 'u', 'ni', 'pero', 'luego', 'después', 'despues',
  'también', 'tambien', 'entonces', 'que', 'quien', 'quién', 'cual', 'cuál', 'cuales', 'cuáles', 'no', 'nunca',
  'jamás', 'me', 'te', 'se', 'nos', 'os', 'le', 'les', 'mí', 'ti', 'él', 'ella', 'ellos', 'ellas', 'nosotros',
  'vosotros', 'usted', 'ustedes', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras',
  'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'esos', 'esas', 'aquel', 'aquella', 'esto', 'eso', 'todo', 'toda',
  'todos', 'todas', 'cada', 'algún', 'alguno', 'alguna', 'algunos', 'algunas', 'soy', 'es', 'eres', 'somos', 'son',
  'está', 'estoy', 'estamos', 'están', 'era', 'ser', 'estar', 'he', 'has', 'ha', 'hemos', 'han', 'haber', 'hay',
  'puedes', 'podrías', 'podrias', 'puede', 'podría', 'podria', 'puedo', 'quiero', 'quisiera', 'necesito', 'debes',
  'debo', 'ahora', 'ya', 'aquí', 'aqui', 'allí', 'alli', 'ahí', 'favor', 'gracias', 'hola', 'vale', 'dónde', 'donde',
  'cuándo', 'cuando', 'cómo', 'como', 'qué', 'cuánto', 'cuanto', 'cuánta', 'cuántos', 'cuantos', 'cuántas', 'por qué',
  'porque', 'todavía', 'todavia', 'aún', 'solo', 'sólo', 'solamente', 'más', 'mas', 'menos', 'mucho', 'muy', 'otro',
  'otra', 'otros', 'otras', 'mismo', 'misma', 'dentro', 'fuera', 'encima', 'debajo', 'mediante', 'vía', 'al menos',
  'mientras', 'sea', 'será', 'sería', 'fue', 'sido', 'oye', 'sabes',
];
