// `@metnos/core/config`: the Node-only runtime.toml loader. The config schema and its types (`configSpec`,
// `defaultConfig`, `ConfigSpec`, `MetnosConfig`) are on the main entry.
export { loadConfig, type LoadedConfig, type LoadConfigOptions, type ConfigSource } from './load-config';
export { parseConfigToml, type ConfigOverrides } from './parse-config-toml';
export { resolveMetnosPaths, type MetnosPaths } from './resolve-metnos-paths';
export { findUnknownEnvVariables, type UnknownEnvVariable } from './find-unknown-env-variables';
