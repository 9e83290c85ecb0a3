import type { ExecutorFailureDetails, StepFailure } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { classifyAporia } from './classify-aporia';
import { renderAporiaMessage } from './render-aporia-message';

const at = { tool: 'some_tool', index: 1, message: '' };

function executorFailure(kind: ExecutorFailureDetails['kind'], details: Partial<ExecutorFailureDetails> = {}, fields: Partial<typeof at> = {}): StepFailure {
  return { ...at, ...fields, code: 'executor_failed', details: { kind, executorCode: kind, ...details } };
}

describe('classifyAporia', () => {
  it("should ask for what the executor says only the user can provide", () => {
    const located = classifyAporia({ query: 'where am I?', failure: executorFailure('user_action_required', { need: 'location' }, { tool: 'get_location', message: 'not shared' }) });
    expect(located).toEqual({ category: 'user_action_required', subject: 'location', detail: 'get_location#1 executor_failed/user_action_required/user_action_required' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('user_action_required', { need: 'credentials', service: 'smtp.example.com' }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'credentials', target: 'smtp.example.com' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('unavailable', { need: 'service', url: 'imap://x' }) }))
      .toMatchObject({ subject: 'service', target: 'imap://x' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('blocked', { need: 'permission', path: '/root/x' }) }))
      .toMatchObject({ subject: 'permission', target: '/root/x' });
  });

  it('should ask for the location when no plan ran and the query asks where the user is', () => {
    expect(classifyAporia({ query: 'dove sono?' })).toMatchObject({ category: 'user_action_required', subject: 'location' });
    expect(classifyAporia({ query: 'where am I' })).toMatchObject({ subject: 'location' });
    for (const query of ['in che città mi trovo adesso?', 'tell me where I am', 'what is my current location', 'which city am I in']) {
      expect(classifyAporia({ query }), query).toMatchObject({ subject: 'location' });
    }
    expect(classifyAporia({ query: 'where is the station' }).subject).not.toBe('location');
  });

  it('should classify a missing capability: a named skill, the llm, else a missing executor', () => {
    expect(classifyAporia({ query: 'q', failure: executorFailure('missing_capability', { skill: 'google_drive' }) })).toMatchObject({ category: 'missing_skill', subject: 'skill', target: 'google_drive' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('missing_capability', { capability: 'llm' }, { message: 'cannot reach llama-server at location http://x' }) }))
      .toEqual({ category: 'missing_skill', subject: 'llm', detail: 'some_tool#1 executor_failed/missing_capability/missing_capability' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('missing_capability', { capability: 'ocr' }) })).toMatchObject({ category: 'missing_executor', subject: 'executor', target: 'ocr' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('missing_capability', { capability: 'synthesis' }, { tool: 'request_new_executor' }) }))
      .toMatchObject({ category: 'missing_executor', subject: 'executor', target: 'synthesis' });
  });

  it('should classify an unknown tool, an invalid result and an empty pool as missing executors', () => {
    expect(classifyAporia({ query: 'x', failure: { ...at, tool: 'fly_drone', code: 'unknown_tool', details: {} } })).toMatchObject({ category: 'missing_executor', subject: 'executor', target: 'fly_drone' });
    expect(classifyAporia({ query: 'x', failure: { ...at, code: 'invalid_result', details: {} } })).toMatchObject({ category: 'missing_executor', target: 'some_tool' });
    expect(classifyAporia({ query: 'x', failure: { ...at, tool: 'metis', index: 0, code: 'empty_pool', details: { excludedTools: ['a'] } } })).toMatchObject({ category: 'missing_executor' });
  });

  it('should classify an index that is not built, not-found and empty results as missing data', () => {
    expect(classifyAporia({ query: 'q', failure: executorFailure('unavailable', { index: 'photos' }) })).toMatchObject({ category: 'missing_data', subject: 'index', target: 'photos' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('not_found', { path: '/srv/a' }) })).toMatchObject({ category: 'missing_data', subject: 'data', target: '/srv/a' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('empty_result') })).toEqual({ category: 'missing_data', subject: 'data', detail: 'some_tool#1 executor_failed/empty_result/empty_result' });
  });

  it('should turn Vaglio blocks into user actions', () => {
    expect(classifyAporia({ query: 'q', failure: { ...at, tool: 'move_messages', code: 'confirmation_required', details: { effects: ['overwrite'] } } }))
      .toMatchObject({ category: 'user_action_required', subject: 'confirmation', target: 'move_messages' });
    expect(classifyAporia({ query: 'q', failure: { ...at, code: 'path_not_allowed', details: { path: '/etc', reason: 'denied' } } }))
      .toMatchObject({ category: 'user_action_required', subject: 'path', target: '/etc' });
    expect(classifyAporia({ query: 'q', failure: { ...at, code: 'result_too_large', details: { entries: 5, maxEntries: 2, maxBytes: 9 } } }))
      .toMatchObject({ category: 'user_action_required', subject: 'scope' });
  });

  it('should treat a step timeout and an unresponsive backend as a service the user must start', () => {
    expect(classifyAporia({ query: 'q', failure: { ...at, tool: 'find_messages', code: 'step_timeout', details: { timeoutMs: 5 } } }))
      .toMatchObject({ category: 'user_action_required', subject: 'service', target: 'find_messages' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('timeout', { url: 'https://x.example' }) })).toMatchObject({ subject: 'service', target: 'https://x.example' });
  });

  it("should classify a crash by its cause's Node error code, never by its message", () => {
    expect(classifyAporia({ query: 'q', failure: executorFailure('executor_crash', { causeCode: 'EACCES', path: '/root/x' }) })).toMatchObject({ subject: 'permission', target: '/root/x' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('executor_crash', { causeCode: 'ENOENT' }) })).toMatchObject({ category: 'missing_data', subject: 'data' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('executor_crash', { causeCode: 'ECONNREFUSED' }) })).toMatchObject({ subject: 'service', target: 'some_tool' });
    const misleading = executorFailure('executor_crash', {}, { message: 'EACCES permission denied; share your location; the skill is not enabled' });
    expect(classifyAporia({ query: 'q', failure: misleading })).toMatchObject({ category: 'missing_executor', subject: 'executor' });
  });

  it("should fall back to Pronoia's class for an unexplained crash", () => {
    const crash = executorFailure('executor_crash', {}, { message: 'x is undefined' });
    expect(classifyAporia({ query: 'q', failure: crash, failureClass: 'missing_input' })).toMatchObject({ category: 'missing_data' });
    expect(classifyAporia({ query: 'q', failure: crash, failureClass: 'out_of_scope' })).toMatchObject({ category: 'user_action_required' });
    expect(classifyAporia({ query: 'q', failure: crash, failureClass: 'wrong_tool' })).toMatchObject({ category: 'missing_executor' });
    expect(classifyAporia({ query: 'q', failure: crash, failureClass: 'wrong_args' })).toMatchObject({ category: 'user_action_required', subject: 'arguments' });
    expect(classifyAporia({ query: 'q', failure: crash })).toMatchObject({ category: 'missing_executor' });
  });

  it.each([
    { name: 'a truncated plan', details: { reason: 'truncated' }, subject: 'plan_truncated' },
    { name: 'a malformed plan', details: { reason: 'malformed' }, subject: 'plan_unusable' },
    { name: 'an invalid plan', details: { reason: 'invalid', excludedTool: 'find_files' }, subject: 'plan_unusable' },
    { name: "a server's refusal", details: { reason: 'llm_error', llm: { reason: 'http', status: 400, serverType: 'exceed_context_size_error' } }, subject: 'llm_error' },
  ] as const)('should classify $name as a planning gap (missing_skill)', ({ details, subject }) => {
    const classification = classifyAporia({ query: 'plan my week', failure: { tool: 'metis', index: 0, message: 'm', code: 'plan_failed', details }, failureClass: 'wrong_args' });
    expect(classification).toMatchObject({ category: 'missing_skill', subject });
  });

  it("should carry the provider's failure unchanged for llm_error and llm subjects", () => {
    const llm = { reason: 'http', status: 400, serverType: 'exceed_context_size_error', promptTokens: 5210, contextSize: 4096 } as const;
    expect(classifyAporia({ query: 'q', failure: { tool: 'metis', index: 0, message: 'm', code: 'plan_failed', details: { reason: 'llm_error', llm } } })).toEqual({
      category: 'missing_skill',
      subject: 'llm_error',
      llm,
      detail: 'metis#0 plan_failed',
    });
    const unreachable = { reason: 'unreachable', origin: 'http://127.0.0.1:9' } as const;
    expect(classifyAporia({ query: 'q', failure: { tool: 'metis', index: 0, message: 'm', code: 'llm_unavailable', details: { llm: unreachable } } })).toMatchObject({
      subject: 'llm',
      llm: unreachable,
    });
  });

  it('should name the tool and the schema argument names of invalid arguments', () => {
    const invalid: StepFailure = { ...at, tool: 'send_messages', code: 'invalid_args', message: "missing required args ['to']", details: { reason: 'schema', arguments: ['to'] } };
    const classification = classifyAporia({ query: 'send it to him', failure: invalid });
    expect(classification).toMatchObject({ category: 'user_action_required', subject: 'arguments', target: 'send_messages', arguments: ['to'] });
    expect(renderAporiaMessage(classification, { language: 'it', query: 'mandalo a lui' })).toBe(
      'Non riesco: non sono riuscito a ricavare dalla richiesta il valore di "to" per send_messages. Per procedere: indicalo esplicitamente nella richiesta (es. "to: ...") e chiedi di nuovo.',
    );
    expect(classifyAporia({ query: 'q', failure: executorFailure('invalid_args', { arguments: ['when'] }, { tool: 'create_reminders' }) }))
      .toMatchObject({ target: 'create_reminders', arguments: ['when'] });
    expect(classifyAporia({ query: 'q', failure: { ...at, code: 'invalid_args', details: { reason: 'one_of', arguments: ['from', 'subject'] } } })).toMatchObject({ arguments: ['from', 'subject'] });
    const unnamed = classifyAporia({ query: 'q', failure: executorFailure('invalid_args', {}, { tool: 'find_files' }) });
    expect(unnamed).toEqual({ category: 'user_action_required', subject: 'arguments', target: 'find_files', detail: 'find_files#1 executor_failed/invalid_args/invalid_args' });
  });

  it('should call plan-wiring errors an unusable plan', () => {
    for (const failure of [
      { ...at, code: 'unresolved_reference', details: { reference: '${step5.x}' } },
      { ...at, code: 'cap_steps_exceeded', details: { capSteps: 2, steps: 3 } },
      { ...at, code: 'unknown_filler', details: { filler: 'x' } },
      { ...at, code: 'from_step_invalid', details: { fromStep: 4 } },
      { ...at, code: 'from_step_unconsumed', details: { fromStep: 1 } },
    ] as StepFailure[]) {
      expect(classifyAporia({ query: 'q', failure, failureClass: 'wrong_args' })).toMatchObject({ category: 'missing_skill', subject: 'plan_unusable' });
    }
  });

  it('should map an unresolved filler to a user input request', () => {
    expect(classifyAporia({ query: 'q', failure: { ...at, code: 'filler_unresolved', details: { filler: 'trash_folder' } } }))
      .toMatchObject({ category: 'user_action_required', subject: 'input', target: 'trash_folder' });
  });

  it("should keep the executor's action hint", () => {
    const action = { en: 'set [executors] location', it: 'imposta [executors] location' };
    expect(classifyAporia({ query: 'where am I', failure: executorFailure('user_action_required', { need: 'location', action }) })).toMatchObject({ subject: 'location', action });
    expect(classifyAporia({ query: 'q', failure: executorFailure('not_found', { action: 'do X' }) })).toMatchObject({ category: 'missing_data', action: 'do X' });
    expect(classifyAporia({ query: 'q', failure: executorFailure('not_found') })).not.toHaveProperty('action');
  });

  it('should default to missing_executor when nothing ran', () => {
    expect(classifyAporia({ query: 'compose a sonnet about rain' })).toEqual({ category: 'missing_executor', subject: 'executor', detail: 'no plan could serve the request' });
    expect(classifyAporia({ query: 'q', failureClass: 'wrong_args' })).toMatchObject({ category: 'user_action_required', subject: 'arguments' });
  });
});
