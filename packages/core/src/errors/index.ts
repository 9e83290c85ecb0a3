export { MetnosError } from './metnos-error';
export { ConfigError } from './config-error';
export { ExecutorError, type ExecutorErrorDetails } from './executor-error';
export { findLlmFailure } from './find-llm-failure';
