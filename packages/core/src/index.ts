// The main entry is platform-neutral (browser, edge, Node): contracts, errors and the config schema. The Node-only
// runtime.toml loader (files, home folder, TOML) is on the `@metnos/core/config` subpath; what only sibling
// @metnos packages use (`parseJson`) is on `@metnos/core/internal` (no semver promise).
export type * from './contracts/index';
export { languageNames } from './contracts/language';
export { MetnosError, ConfigError, ExecutorError, findLlmFailure, type ExecutorErrorDetails } from './errors/index';
export { configSpec } from './config/config-spec';
export { defaultConfig } from './config/default-config';
export type { MetnosConfig } from './config/metnos-config';
export type { ConfigKeySpec, ConfigSectionSpec, ConfigSpec } from './config/config-spec';
