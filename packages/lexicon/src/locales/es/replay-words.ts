import { articulate } from '../../grammar/articulate';
import * as grammar from './grammar';

/** Spanish words a replay reads requests with (`@metnos/args-extractor` `analyzeRequest`, `readReplayNumber`, places). */
export const replayWords = {
  /** Short linking words that rule spans take in ("a las 17", "antes del viernes"): not values themselves. */
  linkingWords: ['de', 'a', 'el', 'la', 'los', 'las', 'al', 'del', 'en', 'para', 'antes', 'hasta', 'desde', 'y'],
  /** Number words the rules leave out because they double as common words ("uno"/"una" are articles, "once" is English). */
  ambiguousNumbers: { uno: 1, una: 1, once: 11, ninguno: 0 },
  /** Prepositions that make a place a source ("de Descargas", "desde la carpeta"). */
  sourcePrepositions: [...articulate(grammar, 'de', { bare: true }), 'desde'],
  /** Prepositions that make a place a destination ("a", "al", "hacia"). */
  targetPrepositions: [...articulate(grammar, 'a', { bare: true }), 'hacia'],
  /** Words that carry a value a request depends on though no rule turns them into an argument (see the English list). */
  valueWords: [
    'mediodía', 'medianoche', 'mañana', 'tarde', 'noche', 'madrugada', 'esta', 'anoche', 'hoy', 'ayer', 'anteayer',
    'próximo', 'próxima', 'próximos', 'próximas', 'pasado', 'pasada', 'pasados', 'pasadas',
    'lunes', 'martes', 'miércoles', 'miercoles', 'jueves', 'viernes', 'sábado', 'sabado', 'domingo',
    'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre',
    'segundo', 'segundos', 'minuto', 'minutos', 'hora', 'horas', 'día', 'días', 'semana', 'semanas', 'mes', 'meses', 'año', 'años',
  ],
};
