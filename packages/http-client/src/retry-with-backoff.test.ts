import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpStatusError } from './errors/http-status-error';
import { HttpTimeoutError } from './errors/http-timeout-error';
import { retryWithBackoff } from './retry-with-backoff';

const request = { method: 'POST', url: 'http://127.0.0.1:8080/completion' };
const httpError = (status: number): HttpStatusError => new HttpStatusError({ status, responseBody: '', request });

describe('retryWithBackoff', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should wait 500 ms then 1000 ms (no jitter at random=1) before the retries that succeed', async () => {
    const attempts: number[] = [];
    const operation = vi.fn(async (attempt: number) => {
      attempts.push(Date.now());
      if (attempt < 2) throw httpError(503);
      return 'ok';
    });

    const pending = retryWithBackoff(operation, { maxRetries: 2, random: () => 0.999999 });
    await vi.advanceTimersByTimeAsync(499);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);

    await expect(pending).resolves.toBe('ok');
    expect(attempts.map((time) => time - (attempts[0] ?? 0))).toEqual([0, 500, 1500]);
  });

  it('should rethrow the last retryable error once maxRetries is spent', async () => {
    const operation = vi.fn(async () => {
      throw httpError(429);
    });

    const pending = retryWithBackoff(operation, { maxRetries: 1 }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();

    expect(await pending).toMatchObject({ status: 429 });
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it('should not retry non-retryable errors or timeouts', async () => {
    for (const error of [httpError(400), new HttpTimeoutError({ timeoutMs: 1, request }), new Error('bug')]) {
      const operation = vi.fn(async () => {
        throw error;
      });

      await expect(retryWithBackoff(operation)).rejects.toBe(error);
      expect(operation).toHaveBeenCalledTimes(1);
    }
  });

  it('should stop waiting and reject with the abort reason when aborted between attempts', async () => {
    const controller = new AbortController();
    const operation = vi.fn(async () => {
      throw httpError(503);
    });
    const reason = new Error('cancelled');

    const pending = retryWithBackoff(operation, { abortSignal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(reason);

    expect(await pending).toBe(reason);
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
