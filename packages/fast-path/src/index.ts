export { FastPathError } from './fast-path-error';
export type { FastPathErrorCode } from './fast-path-error';
export { normalizeQuery } from './shared/normalize-query';
export { canonicalizeQuery } from './shared/canonicalize-query';
export type { CanonicalizeOptions } from './shared/canonicalize-query';
export { stopWords } from './shared/stop-words';
export { polaritySignature, samePolarity } from './shared/polarity-signature';
export type { PolaritySignature } from './shared/polarity-signature';
export { valueSignature } from './shared/value-signature';
export { createVectorIndex, createMutableVectorIndex } from './shared/vector-index';
export type { VectorIndex, MutableVectorIndex, VectorHit } from './shared/vector-index';
export { createLiveCandidateIndex } from './shared/create-live-candidate-index';
export type {
  LiveCandidateIndex,
  LiveCandidateIndexOptions,
  CandidateRow,
  CandidateHit,
  CandidateEngine,
  SavedIndexOptions,
} from './shared/create-live-candidate-index';
export { openHnswFile } from './shared/open-hnsw-file';
export type { HnswFile, HnswFileHit } from './shared/open-hnsw-file';
export type { ApproximateIndex, ApproximateIndexFactory } from './shared/approximate-index';
export { loadHnswIndexFactory } from './shared/load-hnsw-index-factory';
export type { HnswOptions } from './shared/load-hnsw-index-factory';
export type { ActionReader } from './shared/action-reader';
export { readActions } from './shared/read-actions';
export { literalPhrases } from './literal/literal-phrases';
export type { LiteralEntry, LiteralLanguage, LiteralTool } from './literal/literal-entry';
export { createLiteralTable } from './literal/create-literal-table';
export type { LiteralTable } from './literal/create-literal-table';
export { matchLiteral } from './literal/match-literal';
export { renderLiteralReply } from './literal/render-literal-reply';
export { createCanonicalMatcher } from './canonical/create-canonical-matcher';
export type {
  CanonicalMatcher,
  CanonicalMatcherOptions,
  CanonicalMatch,
  CanonicalMatchOptions,
  CanonicalMissReason,
} from './canonical/create-canonical-matcher';
export { createMultiToolPathMatcher } from './multi-tool/create-multi-tool-path-matcher';
export type {
  MultiToolPathMatcher,
  MultiToolPathMatcherOptions,
  MultiToolMatch,
  MultiToolMissReason,
  MultiToolCallOptions,
} from './multi-tool/create-multi-tool-path-matcher';
export { detectContinuation } from './multi-tool/detect-continuation';
export type { Continuation, ContinuationMarker } from './multi-tool/detect-continuation';
export { placeholderBindings } from './multi-tool/placeholder-names';
export type { PlaceholderBinding } from './multi-tool/placeholder-names';
export { toPlaceholderSteps } from './multi-tool/to-placeholder-steps';
export { resolvePlaceholderSteps, listPlaceholders } from './multi-tool/resolve-placeholder-steps';
export type { ResolvedSteps } from './multi-tool/resolve-placeholder-steps';
export { pathSignature } from './multi-tool/path-signature';
export { isPathExpired } from './multi-tool/is-path-expired';
export { promoteMultiToolPaths } from './multi-tool/promote-multi-tool-paths';
export { efficacy } from './learning/efficacy';
export type { EfficacyUsage, EfficacyVerdict } from './learning/efficacy';
export { defaultEfficacyPolicy, assertEfficacyPolicy } from './learning/efficacy-policy';
export type { EfficacyPolicy } from './learning/efficacy-policy';
export { ageLearning } from './learning/age-learning';
export { defaultSkillPolicy, assertSkillPolicy } from './learning/skill-policy';
export type { SkillPolicy } from './learning/skill-policy';
export { nextSkillAfterOutcome } from './learning/next-skill-after-outcome';
export type { SkillOutcome } from './learning/next-skill-after-outcome';
export { nextSkillAfterFeedback } from './learning/next-skill-after-feedback';
export { recordSkillOutcome } from './learning/record-skill-outcome';
export type { SkillLifecycleOptions } from './learning/record-skill-outcome';
export { applySkillFeedback } from './learning/apply-skill-feedback';
export type { SkillFeedback } from './learning/apply-skill-feedback';
export type { AgeLearningOptions, AgingReport, LearningAgerStore } from './learning/age-learning';
