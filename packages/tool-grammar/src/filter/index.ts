export { filterPoolForGrammar, type PoolFilterOptions, type PoolFilterMarkers } from './filter-pool-for-grammar';
export { createMarkerMatcher } from './create-marker-matcher';
export {
  defaultProximityMarkers,
  defaultUndoMarkers,
  defaultProviderSuffixMarkers,
  defaultEscapeHatchConditions,
  type EscapeHatchCondition,
} from './default-markers';
