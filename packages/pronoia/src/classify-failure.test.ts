import type { FailureClass, StepFailure } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { executorFailure } from './__fixtures__/executor-failure';
import { classifyFailure } from './classify-failure';

const at = { tool: 'some_tool', index: 1, message: '' };

describe('classifyFailure', () => {
  it('should classify every engine code', () => {
    const cases: Array<[StepFailure, FailureClass]> = [
      [{ ...at, code: 'cap_steps_exceeded', details: { capSteps: 3, steps: 4 } }, 'wrong_args'],
      [{ ...at, code: 'unknown_filler', details: { filler: 'x' } }, 'wrong_args'],
      [{ ...at, code: 'unresolved_reference', details: { reference: '${step2.x}' } }, 'wrong_args'],
      [{ ...at, code: 'from_step_invalid', details: { fromStep: 3 } }, 'wrong_args'],
      [{ ...at, code: 'from_step_unconsumed', details: { fromStep: 1 } }, 'wrong_args'],
      [{ ...at, code: 'invalid_args', details: { reason: 'schema', arguments: ['to'] } }, 'wrong_args'],
      [{ ...at, code: 'unknown_tool', details: {} }, 'wrong_tool'],
      [{ ...at, code: 'invalid_result', details: {} }, 'wrong_tool'],
      [{ ...at, code: 'step_timeout', details: { timeoutMs: 10 } }, 'missing_input'],
      [{ ...at, code: 'filler_unresolved', details: { filler: 'to' } }, 'out_of_scope'],
      [{ ...at, code: 'confirmation_required', details: { effects: ['send'] } }, 'out_of_scope'],
      [{ ...at, code: 'path_not_allowed', details: { path: '/etc', reason: 'outside_allowlist' } }, 'out_of_scope'],
      [{ ...at, code: 'result_too_large', details: { entries: 9, maxEntries: 2, maxBytes: 10 } }, 'out_of_scope'],
      [{ ...at, code: 'llm_unavailable', details: {} }, 'out_of_scope'],
      [{ ...at, code: 'plan_failed', details: { reason: 'malformed' } }, 'out_of_scope'],
      [{ ...at, code: 'empty_pool', details: { excludedTools: ['x'] } }, 'out_of_scope'],
    ];
    for (const [failure, expected] of cases) expect([failure.code, classifyFailure(failure)]).toEqual([failure.code, expected]);
  });

  it("should classify an executor's failure by its kind", () => {
    expect(classifyFailure(executorFailure('invalid_args'))).toBe('wrong_args');
    expect(classifyFailure(executorFailure('unknown_tool'))).toBe('wrong_tool');
    for (const kind of ['timeout', 'unavailable', 'not_found', 'empty_result'] as const) expect(classifyFailure(executorFailure(kind))).toBe('missing_input');
    for (const kind of ['user_action_required', 'missing_capability', 'blocked'] as const) expect(classifyFailure(executorFailure(kind))).toBe('out_of_scope');
  });

  it('should classify a crash by the Node error code of its cause, never by its message', () => {
    expect(classifyFailure(executorFailure('executor_crash', { causeCode: 'ENOENT' }))).toBe('missing_input');
    expect(classifyFailure(executorFailure('executor_crash', { causeCode: 'ECONNREFUSED' }))).toBe('missing_input');
    expect(classifyFailure(executorFailure('unknown', { causeCode: 'EACCES' }))).toBe('out_of_scope');
    expect(classifyFailure(executorFailure('executor_crash', {}, { message: 'ENOENT: no such file; permission denied; share your location' }))).toBe('wrong_tool');
    expect(classifyFailure(executorFailure('executor_crash', { causeCode: 'E_WEIRD' }))).toBe('wrong_tool');
  });
});
