import type { StepFailure } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { classifyFailure } from './classify-failure';

function failure(fields: Partial<StepFailure>): StepFailure {
  return { tool: 'some_tool', index: 1, kind: 'unknown', code: 'unknown', message: '', ...fields };
}

describe('classifyFailure', () => {
  it('should classify by structured kind first', () => {
    expect(classifyFailure(failure({ kind: 'unknown_tool', code: 'unknown_tool' }))).toBe('wrong_tool');
    expect(classifyFailure(failure({ kind: 'invalid_args', code: 'bad' }))).toBe('wrong_args');
    expect(classifyFailure(failure({ kind: 'timeout', code: 'step_timeout' }))).toBe('missing_input');
    expect(classifyFailure(failure({ kind: 'unavailable', code: 'down' }))).toBe('missing_input');
    expect(classifyFailure(failure({ kind: 'not_found', code: 'nf' }))).toBe('missing_input');
    expect(classifyFailure(failure({ kind: 'empty_result', code: 'empty' }))).toBe('missing_input');
    expect(classifyFailure(failure({ kind: 'user_action_required', code: 'x' }))).toBe('out_of_scope');
    expect(classifyFailure(failure({ kind: 'missing_capability', code: 'x' }))).toBe('out_of_scope');
    expect(classifyFailure(failure({ kind: 'blocked', code: 'x' }))).toBe('out_of_scope');
  });

  it('should let known engine codes override the kind', () => {
    expect(classifyFailure(failure({ kind: 'invalid_args', code: 'filler_unresolved' }))).toBe('out_of_scope');
    expect(classifyFailure(failure({ kind: 'invalid_args', code: 'cap_steps_exceeded' }))).toBe('wrong_args');
    expect(classifyFailure(failure({ kind: 'executor_crash', code: 'index_not_built' }))).toBe('missing_input');
    expect(classifyFailure(failure({ kind: 'unknown', code: 'from_step_invalid' }))).toBe('wrong_args');
  });

  it('should read textual markers (it/en) for crashes and unknown kinds', () => {
    const crash = (message: string, details?: Record<string, unknown>) =>
      classifyFailure(failure({ kind: 'executor_crash', code: 'executor_crash', message, details }));
    expect(crash('ENOENT: no such file or directory, scandir /x')).toBe('missing_input');
    expect(crash('boom', { causeCode: 'ENOENT' })).toBe('missing_input');
    expect(crash('connect ECONNREFUSED 127.0.0.1:993 (connection refused)')).toBe('missing_input');
    expect(crash('photo index not built')).toBe('missing_input');
    expect(crash('request timed out')).toBe('missing_input');
    expect(crash('file non trovato')).toBe('missing_input');
    expect(crash('invalid date "yesterday-ish"')).toBe('wrong_args');
    expect(crash('missing required argument "to"')).toBe('wrong_args');
    expect(crash('share your location first')).toBe('out_of_scope');
    expect(crash('EACCES: permission denied, open /root/x')).toBe('out_of_scope');
    expect(crash('Cannot read properties of undefined (reading "x")')).toBe('wrong_tool');
  });

  it('should call an unexplained crash a wrong tool', () => {
    expect(classifyFailure(failure({ kind: 'executor_crash', code: 'executor_crash', message: 'segfault' }))).toBe('wrong_tool');
    expect(classifyFailure(failure({}))).toBe('wrong_tool');
  });
});
