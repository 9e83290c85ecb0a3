export type * from './contracts/index';
export { MetnosError, ConfigError, ExecutorError, findLlmFailure, type ExecutorErrorDetails } from './errors/index';
export {
  configSpec,
  defaultConfig,
  parseConfigToml,
  readEnvConfig,
  configEnvName,
  renderConfigToml,
  resolveMetnosPaths,
  loadConfig,
} from './config/index';
export type {
  MetnosConfig,
  McpServerConfig,
  ConfigSection,
  ConfigKeySpec,
  ConfigOverrides,
  MetnosPaths,
  LoadedConfig,
  ConfigSource,
} from './config/index';
export { parseJson, type ParseJsonResult } from './parse-json';
