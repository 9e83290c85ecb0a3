import type { HttpRequestInfo } from '@metnos/http-client';

/** The HTTP request an LLM error is about: what was sent where, for logs and error reports. */
export type LlmRequestInfo = HttpRequestInfo;
