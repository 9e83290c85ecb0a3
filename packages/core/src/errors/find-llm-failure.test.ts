import { describe, expect, it } from 'vitest';
import { findLlmFailure } from './find-llm-failure';

describe('findLlmFailure', () => {
  it('should find the provider failure along the cause chain', () => {
    const provider = Object.assign(new Error('refused'), { llmFailure: { reason: 'unreachable', origin: 'http://127.0.0.1:1' } });
    const wrapped = new Error('planning failed', { cause: new Error('call failed', { cause: provider }) });
    expect(findLlmFailure(wrapped)).toEqual({ reason: 'unreachable', origin: 'http://127.0.0.1:1' });
  });

  it('should give the deepest failure, the most specific one', () => {
    const refused = Object.assign(new Error('refused'), { llmFailure: { reason: 'unreachable', origin: 'http://h:1' } });
    const deadline = Object.assign(new Error('not healthy in time', { cause: refused }), { llmFailure: { reason: 'timeout', timeoutMs: 300 } });
    expect(findLlmFailure(deadline)).toEqual({ reason: 'unreachable', origin: 'http://h:1' });
  });

  it('should give undefined without one, and stop on a cyclic chain', () => {
    const cyclic: { cause?: unknown } = {};
    cyclic.cause = cyclic;
    expect(findLlmFailure(cyclic)).toBeUndefined();
    expect(findLlmFailure(new Error('plain'))).toBeUndefined();
    expect(findLlmFailure(undefined)).toBeUndefined();
    expect(findLlmFailure({ llmFailure: { status: 500 } })).toBeUndefined();
  });
});
