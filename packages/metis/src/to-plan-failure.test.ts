import { MetnosError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { MetisError } from './metis-error';
import { toPlanFailure } from './to-plan-failure';

const providerError = (llmFailure: object) => Object.assign(new MetnosError({ code: 'llm_x', message: 'provider failed' }), { llmFailure });

describe('toPlanFailure', () => {
  it('should say no model is usable for no_llm, with the health probe failure when there was one', () => {
    const noLlm = new MetisError({ code: 'no_llm', message: 'none' });
    expect(toPlanFailure(noLlm)).toEqual({ tool: 'metis', index: 0, message: 'metis no_llm: none', code: 'llm_unavailable', details: { llm: { reason: 'not_configured' } } });
    const probe = providerError({ reason: 'unreachable', origin: 'http://127.0.0.1:9' });
    expect(toPlanFailure(noLlm, { unreachableCause: probe })).toMatchObject({ code: 'llm_unavailable', details: { llm: { reason: 'unreachable', origin: 'http://127.0.0.1:9' } } });
  });

  it('should tell an unusable provider from a model that failed to plan', () => {
    const refused = new MetisError({ code: 'llm_failed', message: 'x', cause: providerError({ reason: 'model_missing', modelPath: '/m.gguf' }) });
    expect(toPlanFailure(refused)).toMatchObject({ code: 'llm_unavailable', details: { llm: { reason: 'model_missing', modelPath: '/m.gguf' } } });
    const overflow = { reason: 'http', status: 400, serverType: 'exceed_context_size_error', promptTokens: 5000, contextSize: 4096 };
    const failed = new MetisError({ code: 'llm_failed', message: 'x', cause: providerError(overflow) });
    expect(toPlanFailure(failed)).toMatchObject({ code: 'plan_failed', details: { reason: 'llm_error', llm: overflow } });
    expect(toPlanFailure(new MetisError({ code: 'llm_failed', message: 'x', cause: new Error('?') }))).toMatchObject({ code: 'plan_failed', details: { reason: 'llm_error' } });
  });

  it('should map the model-output failures and an empty pool', () => {
    expect(toPlanFailure(new MetisError({ code: 'truncated_output', message: 'x' }))).toMatchObject({ code: 'plan_failed', details: { reason: 'truncated' } });
    expect(toPlanFailure(new MetisError({ code: 'malformed_output', message: 'x' }))).toMatchObject({ code: 'plan_failed', details: { reason: 'malformed' } });
    expect(toPlanFailure(new MetisError({ code: 'invalid_plan', message: 'x', details: { tool: 'send_messages' } }))).toMatchObject({
      code: 'plan_failed',
      details: { reason: 'invalid', excludedTool: 'send_messages' },
    });
    expect(toPlanFailure(new MetisError({ code: 'empty_pool', message: 'x', details: { excludedTools: ['a', 1] } }))).toMatchObject({ code: 'empty_pool', details: { excludedTools: ['a'] } });
    expect(toPlanFailure(new TypeError('bug'))).toMatchObject({ code: 'plan_failed', details: { reason: 'llm_error' }, message: 'bug' });
  });
});
