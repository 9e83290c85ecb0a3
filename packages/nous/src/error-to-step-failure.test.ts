import { ExecutorError, MetnosError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { errorToStepFailure } from './error-to-step-failure';
import { StepTimeout } from './invoke-with-timeout';

const where = { tool: 'find_messages', index: 1 };

describe('errorToStepFailure', () => {
  it('should keep the structured fields of an ExecutorError', () => {
    const error = new ExecutorError({ tool: 'find_messages', failureKind: 'not_found', code: 'folder_missing', message: 'no folder Spam', details: { folder: 'Spam' } });
    expect(errorToStepFailure(error, where)).toEqual({ tool: 'find_messages', index: 1, kind: 'not_found', code: 'folder_missing', message: 'no folder Spam', details: { folder: 'Spam' } });
  });

  it('should classify timeouts, other MetnosErrors and plain errors', () => {
    expect(errorToStepFailure(new StepTimeout(50), where)).toMatchObject({ kind: 'timeout', code: 'step_timeout', details: { timeoutMs: 50 } });
    expect(errorToStepFailure(new MetnosError({ message: 'x', code: 'llm_http' }), where)).toMatchObject({ kind: 'executor_crash', code: 'llm_http' });
    const enoent = Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    expect(errorToStepFailure(enoent, where)).toEqual({ ...where, kind: 'executor_crash', code: 'executor_crash', message: 'ENOENT: no such file or directory', details: { causeCode: 'ENOENT' } });
    expect(errorToStepFailure('boom', where)).toEqual({ ...where, kind: 'executor_crash', code: 'executor_crash', message: 'boom' });
  });
});
