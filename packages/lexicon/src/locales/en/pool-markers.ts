import type { PoolMarkers } from '../locale-words';

/** English markers that keep an escape-hatch tool in the grammar's pool (`@metnos/tool-grammar` `filterPoolForGrammar`). */
export const poolMarkers: PoolMarkers = {
  proximity: ['near me', 'nearby', 'here', 'around me', 'around here', 'close to me', 'my location', 'where i am'],
  undo: ['undo', 'rollback', 'roll back', 'revert'],
};
