import type { Executor } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { invokeWithTimeout, StepTimeout } from './invoke-with-timeout';

const context = { turnId: 't1', now: new Date('2026-05-25T10:00:00Z'), language: 'en' as const };

function executor(invoke: Executor['invoke']): Executor {
  return { manifest: { name: 'slow', description: 'x', inputSchema: { type: 'object' } }, invoke };
}

describe('invokeWithTimeout', () => {
  it('should hand the executor its context and return its result', async () => {
    const seen: unknown[] = [];
    const result = await invokeWithTimeout(executor(async (args, ctx) => {
      seen.push(args, ctx.turnId, ctx.now.toISOString(), ctx.language, ctx.signal.aborted);
      return { ok: true };
    }), { a: 1 }, { ...context, timeoutMs: 1000 });
    expect(result).toEqual({ ok: true });
    expect(seen).toEqual([{ a: 1 }, 't1', '2026-05-25T10:00:00.000Z', 'en', false]);
  });

  it('should reject with StepTimeout and abort the executor signal when it runs too long', async () => {
    let signal: AbortSignal | undefined;
    const never = executor((_args, ctx) => {
      signal = ctx.signal;
      return new Promise(() => {});
    });
    await expect(invokeWithTimeout(never, {}, { ...context, timeoutMs: 20 })).rejects.toBeInstanceOf(StepTimeout);
    expect(signal?.aborted).toBe(true);
  });

  it('should reject with the caller abort reason', async () => {
    const controller = new AbortController();
    const never = executor(() => new Promise(() => {}));
    const running = invokeWithTimeout(never, {}, { ...context, timeoutMs: 10_000, abortSignal: controller.signal });
    controller.abort(new Error('user cancelled'));
    await expect(running).rejects.toThrow('user cancelled');
  });
});
