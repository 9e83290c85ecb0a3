/** Spanish words for each qualifier (brand names such as "gmail" are the same in every language: see `qualifierConcepts`). */
export const qualifiers: Readonly<Record<string, readonly string[]>> = {
  local: ['local', 'locales', 'en local', 'en este ordenador', 'en este equipo'],
  web: ['en la web', 'en internet', 'en línea', 'en linea'],
  from_user: ['del usuario', 'pregúntame', 'preguntame', 'pregunta al usuario'],
  unread: ['no leídos', 'no leídas', 'no leído', 'no leída', 'no leidos', 'no leidas', 'sin leer'],
  recent: ['reciente', 'recientes', 'más recientes', 'últimos'],
  starred: ['destacados', 'destacadas', 'importantes', 'marcados', 'marcadas'],
  with_attachments: ['con adjuntos', 'con adjunto', 'con archivos adjuntos', 'adjuntos'],
  large: ['grandes', 'pesados', 'pesadas', 'más grandes'],
};
