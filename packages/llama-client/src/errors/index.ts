export type { LlmRequestInfo } from './llm-request-info';
export { LlmHttpError } from './llm-http-error';
export { LlmTimeoutError } from './llm-timeout-error';
export { LlmNetworkError } from './llm-network-error';
export { LlmResponseError } from './llm-response-error';
export { LlmModelNotFoundError } from './llm-model-not-found-error';
export { LlmDependencyMissingError } from './llm-dependency-missing-error';
export { LlmInvalidRequestError } from './llm-invalid-request-error';
