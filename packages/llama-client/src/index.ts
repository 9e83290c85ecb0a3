export { createLlamaServerProvider } from './llama-server/create-llama-server-provider';
export type { LlamaServerProvider, LlamaServerProviderOptions } from './llama-server/create-llama-server-provider';
export { waitForHealthy } from './llama-server/wait-for-healthy';
export type { WaitForHealthyOptions } from './llama-server/wait-for-healthy';
export { convertToLlamaServerCompletionBody } from './llama-server/convert-to-llama-server-completion-body';
export { convertToLlamaServerChatBody } from './llama-server/convert-to-llama-server-chat-body';
export { mapLlamaServerStopType } from './llama-server/map-llama-server-stop-type';
export { createOpenAiCompatibleProvider } from './openai-compatible/create-openai-compatible-provider';
export type { OpenAiCompatibleProvider, OpenAiCompatibleProviderOptions } from './openai-compatible/create-openai-compatible-provider';
export { convertToOpenAiBody } from './openai-compatible/convert-to-openai-body';
export type { GrammarField } from './openai-compatible/convert-to-openai-body';
export { mapOpenAiFinishReason } from './openai-compatible/map-openai-finish-reason';
export { createInProcessProvider } from './in-process/create-in-process-provider';
export type { InProcessProvider, InProcessProviderOptions } from './in-process/create-in-process-provider';
export { createLlmProviderFromConfig } from './create-llm-provider-from-config';
export type { LlmProviderFromConfigOptions } from './create-llm-provider-from-config';
export type { LlmStreamPart } from './llm-stream-part';
export type { TierEndpoint, TierEndpointsOptions } from './resolve-tier-endpoints';
export { SseParser } from './sse/sse-parser';
export type { SseEvent } from './sse/sse-parser';
export {
  LlmHttpError,
  LlmTimeoutError,
  LlmNetworkError,
  LlmResponseError,
  LlmModelNotFoundError,
  LlmDependencyMissingError,
  LlmInvalidRequestError,
} from './errors/index';
export type { LlmRequestInfo } from './errors/index';
