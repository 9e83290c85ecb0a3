export type { MetnosConfig, ConfigSection } from './metnos-config';
export { configSpec, type ConfigKeySpec, type ConfigSectionSpec, type ConfigSpec, type AnyConfigSpec } from './config-spec';
export { defaultConfig } from './default-config';
export { parseConfigToml, type ConfigOverrides } from './parse-config-toml';
export { readEnvConfig, configEnvName } from './read-env-config';
export { renderConfigToml } from './render-config-toml';
export { resolveMetnosPaths, type MetnosPaths } from './resolve-metnos-paths';
export { findUnknownEnvVariables, otherMetnosVariables, type UnknownEnvVariable } from './find-unknown-env-variables';
export { loadConfig, type LoadedConfig, type LoadConfigOptions, type ConfigSource } from './load-config';
