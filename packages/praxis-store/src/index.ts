export { createPraxisStore } from './create-praxis-store';
export type { CreatePraxisStoreOptions, SqlitePraxisStore } from './create-praxis-store';
export type { SkillKeyChange, SkillRekeying, SkillRekeyingStore, SkillRequest } from './create-skill-rekeying';
export type { StoreMeta } from './create-store-meta';
export { PraxisStoreError } from './praxis-store-error';
export type { PraxisStoreErrorCode } from './praxis-store-error';
export { extractPlaceholders } from './extract-placeholders';
export { migrations } from './migrations';
export type { Migration } from './migrations';
export { openDatabase } from './open-database';
export type { OpenDatabaseOptions } from './open-database';
export type { Database as SqliteDatabase } from 'better-sqlite3';
// The @metnos/* types this package's API uses, re-exported so that its users need not install those packages.
export { MetnosError } from '@metnos/core';
export type {
  ActiveDayStore,
  AgedSubjectKind,
  AntiSkillRecord,
  AporiaCategory,
  AporiaRecord,
  AporiaStore,
  CandidateChanges,
  CanonicalQueryRecord,
  CanonicalQueryStore,
  Feedback,
  FillerSpec,
  Framework,
  FrameworkStep,
  Intent,
  LearnedUsage,
  LearningChangeKind,
  LearningChangeRecord,
  LearningChangeStore,
  LearningRevertResult,
  LearningSubjectKind,
  LlmCacheStore,
  LlmTier,
  MultiToolPathRecord,
  MultiToolPathStore,
  ObservationRecord,
  ObservationStore,
  PathStep,
  PraxisStore,
  ProtoExecutorRecord,
  SkillChangeKind,
  SkillDraft,
  SkillKey,
  SkillRecord,
  SkillState,
  SkillStatus,
  SkillStore,
  SkillTransition,
  TurnLayer,
} from '@metnos/core';
export type { StatsStore, TurnStatRecord } from '@metnos/core';
