export type { Vaglio, VaglioRule, VaglioVerdict, VaglioCallInput, VaglioResultInput } from './vaglio';
export { createVaglio } from './create-vaglio';
export { confirmDestructiveRule } from './confirm-destructive-rule';
export { pathAllowlistRule } from './path-allowlist-rule';
export { resultSizeRule } from './result-size-rule';
export { defaultVaglioRules } from './default-vaglio-rules';
export type { DefaultVaglioRulesOptions } from './default-vaglio-rules';
export { findPathValues } from './find-path-values';
export type { PathValue } from './find-path-values';
