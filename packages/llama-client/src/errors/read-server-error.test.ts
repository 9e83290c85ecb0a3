import { describe, expect, it } from 'vitest';
import { readServerError, requestOrigin } from './read-server-error';

describe('readServerError', () => {
  it("should read llama-server's error object", () => {
    const body = JSON.stringify({ error: { code: 400, message: 'the request exceeds the available context size\ntry again', type: 'exceed_context_size_error', n_prompt_tokens: 5000, n_ctx: 4096 } });
    expect(readServerError(body)).toEqual({
      serverType: 'exceed_context_size_error',
      serverMessage: 'the request exceeds the available context size',
      promptTokens: 5000,
      contextSize: 4096,
    });
  });

  it('should keep the first line of a body that is not an error object', () => {
    expect(readServerError('Bad Gateway\n<html>')).toEqual({ serverMessage: 'Bad Gateway' });
    expect(readServerError('')).toEqual({});
  });
});

describe('requestOrigin', () => {
  it('should keep only the origin', () => {
    expect(requestOrigin('http://user:pw@127.0.0.1:8080/completion?x=1')).toBe('http://127.0.0.1:8080');
    expect(requestOrigin('not a url')).toBeUndefined();
  });
});
