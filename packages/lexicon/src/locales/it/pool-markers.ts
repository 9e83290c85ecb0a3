import type { PoolMarkers } from '../locale-words';

/** Italian markers that keep an escape-hatch tool in the grammar's pool (`@metnos/tool-grammar` `filterPoolForGrammar`). */
export const poolMarkers: PoolMarkers = {
  proximity: ['qui', 'qua', 'vicino a me', 'qui vicino', 'nei dintorni', 'nelle vicinanze', 'dove sono', 'intorno a me', 'la mia posizione'],
  undo: ['annulla', 'annullare', 'annulla quello', 'disfa', 'torna indietro', 'ripristina'],
};
