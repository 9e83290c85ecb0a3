import { ExecutorError, MetnosError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { errorToStepFailure } from './error-to-step-failure';
import { StepTimeout } from './invoke-with-timeout';

const where = { tool: 'find_messages', index: 1 };

describe('errorToStepFailure', () => {
  it('should keep the structured fields of an ExecutorError', () => {
    const error = new ExecutorError({ tool: 'find_messages', failureKind: 'not_found', code: 'folder_missing', message: 'no folder Spam', details: { path: 'Spam', data: { account: 'a' } } });
    expect(errorToStepFailure(error, where)).toEqual({
      tool: 'find_messages',
      index: 1,
      code: 'executor_failed',
      message: 'no folder Spam',
      details: { kind: 'not_found', executorCode: 'folder_missing', path: 'Spam', data: { account: 'a' } },
    });
  });

  it("should keep the Node error code of an ExecutorError's cause", () => {
    const cause = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const error = new ExecutorError({ tool: 'read_files', failureKind: 'executor_crash', code: 'read_failed', message: 'cannot read', cause });
    expect(errorToStepFailure(error, where)).toMatchObject({ code: 'executor_failed', details: { kind: 'executor_crash', executorCode: 'read_failed', causeCode: 'EACCES' } });
  });

  it('should classify timeouts, other MetnosErrors and plain errors', () => {
    expect(errorToStepFailure(new StepTimeout(50), where)).toEqual({ ...where, code: 'step_timeout', message: expect.any(String), details: { timeoutMs: 50 } });
    expect(errorToStepFailure(new MetnosError({ message: 'x', code: 'llm_http' }), where)).toMatchObject({ code: 'executor_failed', details: { kind: 'executor_crash', executorCode: 'llm_http' } });
    const enoent = Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    expect(errorToStepFailure(enoent, where)).toEqual({
      ...where,
      code: 'executor_failed',
      message: 'ENOENT: no such file or directory',
      details: { kind: 'executor_crash', executorCode: 'executor_crash', causeCode: 'ENOENT' },
    });
    expect(errorToStepFailure('boom', where)).toEqual({ ...where, code: 'executor_failed', message: 'boom', details: { kind: 'executor_crash', executorCode: 'executor_crash' } });
  });
});
