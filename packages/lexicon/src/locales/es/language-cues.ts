import type { LanguageCues } from '../locale-words';

/** What tells a Spanish request from another language's (see `detectLanguage`). */
export const languageCues: LanguageCues = {
  timeWords: [
    'hoy', 'ayer', 'mañana', 'pasado mañana', 'anoche', 'semana', 'semanas', 'mes', 'meses', 'año', 'años', 'días',
    'minutos', 'segundos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo', 'pasada',
    'pasado', 'próxima', 'próximo', 'proxima', 'proximo', 'tarde', 'noche', 'mediodía', 'medianoche', 'madrugada',
  ],
  wordEndings: ['ción', 'ciones', 'dad', 'dades', 'ados', 'adas', 'idos', 'idas', 'aje', 'ñar', 'ñas'],
  letters: ['ñ'],
  accentedLetters: ['á', 'í', 'ó', 'ú', 'ñ', 'ü', 'é'],
  exactWords: [],
  punctuation: ['¿', '¡'],
};
