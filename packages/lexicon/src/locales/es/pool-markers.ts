import type { PoolMarkers } from '../locale-words';

/** Spanish markers that keep an escape-hatch tool in the grammar's pool (`@metnos/tool-grammar` `filterPoolForGrammar`). */
export const poolMarkers: PoolMarkers = {
  proximity: ['aquí', 'aqui', 'cerca de mí', 'cerca de mi', 'por aquí cerca', 'cerca de aquí', 'en los alrededores', 'dónde estoy', 'mi ubicación'],
  undo: ['deshaz', 'deshacer', 'deshaz eso', 'vuelve atrás', 'revierte', 'revertir'],
};
