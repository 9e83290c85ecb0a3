/** The HTTP request an LLM error is about: what was sent where, for logs and error reports. */
export interface LlmRequestInfo {
  method: string;
  url: string;
  /** The JSON body that was sent, when there was one. */
  body?: unknown;
}
