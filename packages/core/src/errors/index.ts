export { MetnosError } from './metnos-error';
export { ConfigError } from './config-error';
export { ExecutorError } from './executor-error';
