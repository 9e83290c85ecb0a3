import { describe, expect, it } from 'vitest';
import { executorFailure } from './__fixtures__/executor-failure';
import { needsSetupStep } from './needs-setup-step';

describe('needsSetupStep', () => {
  it('should accept inputs a setup step can create', () => {
    expect(needsSetupStep(executorFailure('not_found', { index: 'photos' }))).toBe(true);
    expect(needsSetupStep(executorFailure('unavailable', { index: 'photos' }))).toBe(true);
    expect(needsSetupStep(executorFailure('not_found', { causeCode: 'ENOENT' }))).toBe(true);
    expect(needsSetupStep(executorFailure('not_found', { setup: true }))).toBe(true);
  });

  it('should refuse backends that do not answer, timeouts, empty results and engine failures', () => {
    expect(needsSetupStep(executorFailure('unavailable', { causeCode: 'ECONNREFUSED' }))).toBe(false);
    expect(needsSetupStep(executorFailure('timeout', { index: 'photos' }))).toBe(false);
    expect(needsSetupStep(executorFailure('empty_result'))).toBe(false);
    expect(needsSetupStep(executorFailure('not_found', { index: 'photos', setup: false }))).toBe(false);
    expect(needsSetupStep(executorFailure('not_found', {}, { message: 'index not built: ENOENT' }))).toBe(false);
    expect(needsSetupStep({ tool: 'x', index: 1, message: '', code: 'step_timeout', details: { timeoutMs: 5 } })).toBe(false);
  });
});
