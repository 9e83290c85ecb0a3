/**
 * Why a call to a language model failed, as its provider reports it. Providers put it on their errors once
 * (`MetnosError.llmFailure`, read with {@link findLlmFailure}); it travels unchanged to the dead-end message.
 * - `not_configured`: no provider is configured;
 * - `unreachable`: the server cannot be reached (refused, DNS, reset);
 * - `model_missing`: the model file does not exist; `dependency_missing`: a package the provider needs is not installed;
 * - `timeout`: no answer within `timeoutMs`;
 * - `http`: the server answered an error `status` (with its own `serverType`/`serverMessage` when it sent them);
 * - `invalid_response`: the answer could not be read; `invalid_request`: the request was refused before sending.
 */
export interface LlmFailure {
  reason: 'not_configured' | 'unreachable' | 'model_missing' | 'dependency_missing' | 'timeout' | 'http' | 'invalid_response' | 'invalid_request';
  /** Origin of the server that was called (`http://127.0.0.1:8080`), never a path or credentials. */
  origin?: string;
  status?: number;
  /** The server's error type, e.g. llama-server's `exceed_context_size_error`. */
  serverType?: string;
  /** The server's own error message, cut to one line. */
  serverMessage?: string;
  timeoutMs?: number;
  promptTokens?: number;
  contextSize?: number;
  /** `model_missing`: the file that does not exist. */
  modelPath?: string;
  /** `dependency_missing`: the npm package to install. */
  packageName?: string;
}
