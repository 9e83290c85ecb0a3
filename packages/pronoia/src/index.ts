export { classifyFailure } from './classify-failure';
export { needsSetupStep } from './needs-setup-step';
export { buildRecoveryHint } from './build-recovery-hint';
export { recover } from './recover';
export type { RecoverInput } from './recover';
export type { RecoveryResult, RecoveredResult, HandoffResult, HandoffReason } from './recovery-result';
