import type { StepFailure } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { needsSetupStep } from './needs-setup-step';

function failure(fields: Partial<StepFailure>): StepFailure {
  return { tool: 'search_photos', index: 1, kind: 'unavailable', code: 'x', message: '', ...fields };
}

describe('needsSetupStep', () => {
  it('should accept inputs a setup step can create', () => {
    expect(needsSetupStep(failure({ message: 'photo index not built' }))).toBe(true);
    expect(needsSetupStep(failure({ kind: 'not_found', message: 'ENOENT: no such file or directory' }))).toBe(true);
    expect(needsSetupStep(failure({ kind: 'not_found', message: 'x', details: { setup: true } }))).toBe(true);
  });

  it('should refuse backends that do not answer, timeouts and empty results', () => {
    expect(needsSetupStep(failure({ message: 'connection refused' }))).toBe(false);
    expect(needsSetupStep(failure({ kind: 'timeout', message: 'index not built' }))).toBe(false);
    expect(needsSetupStep(failure({ kind: 'empty_result', message: 'no results' }))).toBe(false);
    expect(needsSetupStep(failure({ message: 'index not built', details: { setup: false } }))).toBe(false);
  });
});
