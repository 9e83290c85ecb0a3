import { MetnosError } from '@metnos/core';
import { HttpStatusError } from '@metnos/http-client';
import { describe, expect, it } from 'vitest';
import { LlmHttpError } from './llm-http-error';

describe('LlmHttpError', () => {
  it('should derive isRetryable from the status', () => {
    const retryable = [400, 401, 404, 408, 409, 429, 500, 503].map((status) => new LlmHttpError({ status, body: '', request: { method: 'GET', url: 'http://h/' } }).isRetryable);
    expect(retryable).toEqual([false, false, false, true, true, true, true, true]);
  });

  it('should carry status, body, request and cause, and be recognised by marker', () => {
    const cause = new Error('inner');
    const error = new LlmHttpError({ status: 503, body: '{"error":{}}', request: { method: 'GET', url: 'http://h/health' }, cause });

    expect(error).toMatchObject({ name: 'LlmHttpError', code: 'llm_http', status: 503, isRetryable: true, cause, message: 'GET http://h/health answered 503: {"error":{}}' });
    expect(LlmHttpError.isInstance(error)).toBe(true);
    expect(MetnosError.isInstance(error)).toBe(true);
    expect(LlmHttpError.isInstance(new Error('x'))).toBe(false);
    // one error family with the embedder's: @metnos/http-client's HttpStatusError
    expect(HttpStatusError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ responseBody: '{"error":{}}', request: { method: 'GET', url: 'http://h/health' } });
  });
});
