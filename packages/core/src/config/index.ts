export type { MetnosConfig, McpServerConfig, ConfigSection } from './metnos-config';
export { configSpec, type ConfigKeySpec } from './config-spec';
export { defaultConfig } from './default-config';
export { parseConfigToml, type ConfigOverrides } from './parse-config-toml';
export { readEnvConfig, configEnvName } from './read-env-config';
export { renderConfigToml } from './render-config-toml';
export { resolveMetnosPaths, type MetnosPaths } from './resolve-metnos-paths';
export { findUnknownEnvVariables, otherMetnosVariables, type UnknownEnvVariable } from './find-unknown-env-variables';
export { loadConfig, type LoadedConfig, type ConfigSource } from './load-config';
