import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay } from './delay';

describe('delay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should resolve after the given milliseconds and not before', async () => {
    let done = false;
    const pending = delay(1000).then(() => {
      done = true;
    });

    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });

  it('should reject with the abort reason when aborted while waiting', async () => {
    const controller = new AbortController();
    const pending = delay(1000, { abortSignal: controller.signal });
    const reason = new Error('stop');

    controller.abort(reason);

    await expect(pending).rejects.toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });
});
