// The main entry is platform-neutral (browser, edge, Node): contracts, errors and the config schema. The Node-only
// runtime.toml loader (files, home folder, TOML) is on the `@metnos/core/config` subpath.
export type * from './contracts/index';
export { languageNames } from './contracts/language';
export { MetnosError, ConfigError, ExecutorError, findLlmFailure, type ExecutorErrorDetails } from './errors/index';
export { configSpec } from './config/config-spec';
export { defaultConfig } from './config/default-config';
export { readEnvConfig, configEnvName } from './config/read-env-config';
export type { MetnosConfig, ConfigSection } from './config/metnos-config';
export type { ConfigKeySpec, ConfigSectionSpec, ConfigSpec, AnyConfigSpec } from './config/config-spec';
export type { ConfigOverrides } from './config/parse-config-toml';
export type { MetnosPaths } from './config/resolve-metnos-paths';
export type { LoadedConfig, LoadConfigOptions, ConfigSource } from './config/load-config';
export { parseJson, type ParseJsonResult } from './parse-json';
