import type { PathWords } from '../locale-words';

/** Spanish words that make "home" or "inicio" the home folder (`@metnos/args-extractor` `findPaths`). */
export const pathWords: PathWords = {
  homeNames: ['home', 'inicio'],
  homeOpeners: ['en', 'mi', 'desde', 'carpeta', 'la carpeta', 'mi carpeta'],
  homeFollowers: [],
  notHomeFollowers: ['de sesión', 'de sesion', 'rápido', 'del curso', 'de la partida', 'page', 'del día'],
};
