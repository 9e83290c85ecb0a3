import type { StepFailure } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { classifyAporia } from './classify-aporia';

function failure(fields: Partial<StepFailure>): StepFailure {
  return { tool: 'some_tool', index: 1, kind: 'unknown', code: 'unknown', message: '', ...fields };
}

describe('classifyAporia', () => {
  it('should ask for the location when a tool needs it from the user', () => {
    const result = classifyAporia({
      query: 'where am I?',
      failure: failure({ tool: 'get_location', kind: 'user_action_required', code: 'location_not_shared', message: 'location not shared' }),
    });
    expect(result).toEqual({
      category: 'user_action_required',
      subject: 'location',
      detail: 'get_location#1 user_action_required/location_not_shared: location not shared',
    });
  });

  it('should ask for the location when no plan ran and the query asks where the user is', () => {
    expect(classifyAporia({ query: 'dove sono?' })).toMatchObject({ category: 'user_action_required', subject: 'location' });
  });

  it('should classify a missing capability with a named skill as missing_skill', () => {
    const result = classifyAporia({
      query: 'search Drive for the budget',
      failure: failure({ tool: 'search_drive', kind: 'missing_capability', code: 'skill_disabled', message: 'Google Drive skill is off', details: { skill: 'google_drive' } }),
    });
    expect(result).toMatchObject({ category: 'missing_skill', subject: 'skill', target: 'google_drive' });
  });

  it('should classify a capability without a skill as missing_executor', () => {
    const result = classifyAporia({
      query: 'fold my laundry',
      failure: failure({ kind: 'missing_capability', code: 'no_capability', message: 'nothing can do this' }),
    });
    expect(result).toMatchObject({ category: 'missing_executor', subject: 'executor' });
  });

  it('should classify an unknown tool as missing_executor naming the tool', () => {
    const result = classifyAporia({ query: 'x', failure: failure({ tool: 'fly_drone', kind: 'unknown_tool', code: 'unknown_tool' }) });
    expect(result).toMatchObject({ category: 'missing_executor', subject: 'executor', target: 'fly_drone' });
  });

  it('should classify an index that is not built as missing_data', () => {
    const result = classifyAporia({
      query: 'find 2019 photos',
      failure: failure({ tool: 'search_photos', kind: 'unavailable', code: 'index_missing', message: 'photo index not built', details: { index: 'photos' } }),
    });
    expect(result).toMatchObject({ category: 'missing_data', subject: 'index', target: 'photos' });
  });

  it('should classify not-found and empty results as missing_data', () => {
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'not_found', code: 'not_found', details: { path: '/srv/a' } }) }))
      .toMatchObject({ category: 'missing_data', subject: 'data', target: '/srv/a' });
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'empty_result', code: 'empty' }) }))
      .toMatchObject({ category: 'missing_data', subject: 'data' });
  });

  it('should turn Vaglio blocks into user actions', () => {
    expect(classifyAporia({ query: 'q', failure: failure({ tool: 'move_messages', kind: 'blocked', code: 'confirmation_required' }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'confirmation', target: 'move_messages' });
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'blocked', code: 'path_not_allowed', details: { path: '/etc' } }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'path', target: '/etc' });
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'blocked', code: 'result_too_large' }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'scope' });
  });

  it('should treat an unresponsive backend as a service the user must start', () => {
    expect(classifyAporia({ query: 'q', failure: failure({ tool: 'find_messages', kind: 'timeout', code: 'step_timeout' }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'service', target: 'find_messages' });
  });

  it('should fall back to textual markers for unstructured failures', () => {
    const crash = (message: string) => classifyAporia({ query: 'q', failure: failure({ kind: 'executor_crash', code: 'executor_crash', message }) });
    expect(crash('EACCES: permission denied, open /root/x')).toMatchObject({ category: 'user_action_required', subject: 'permission' });
    expect(crash('ENOENT: no such file or directory')).toMatchObject({ category: 'missing_data', subject: 'data' });
    expect(crash('connect ECONNREFUSED 127.0.0.1:993')).toMatchObject({ category: 'user_action_required', subject: 'service', target: 'some_tool' });
    expect(crash('la skill Drive non è abilitata')).toMatchObject({ category: 'missing_skill' });
  });

  it('should fall back to the failure class when no marker decides', () => {
    const crash = failure({ kind: 'executor_crash', code: 'executor_crash', message: 'x is undefined' });
    expect(classifyAporia({ query: 'q', failure: crash, failureClass: 'missing_input' })).toMatchObject({ category: 'missing_data' });
    expect(classifyAporia({ query: 'q', failure: crash, failureClass: 'out_of_scope' })).toMatchObject({ category: 'user_action_required' });
    expect(classifyAporia({ query: 'q', failure: crash, failureClass: 'wrong_tool' })).toMatchObject({ category: 'missing_executor' });
    expect(classifyAporia({ query: 'q', failure: crash })).toMatchObject({ category: 'missing_executor' });
  });

  it('should map an unresolved filler to a user input request and a missing planner to the llm subject', () => {
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'user_action_required', code: 'filler_unresolved', details: { filler: 'trash_folder' } }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'input', target: 'trash_folder' });
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'unknown', code: 'no_llm', message: 'no planner' }) }))
      .toMatchObject({ category: 'missing_skill', subject: 'llm' });
  });

  it('should classify a missing llm capability as the llm subject, whatever the message says', () => {
    const noLlm = failure({
      tool: 'describe_entries',
      kind: 'missing_capability',
      code: 'llm_unreachable',
      message: 'cannot reach llama-server (connection refused) at location http://127.0.0.1:9',
      details: { capability: 'llm' },
    });
    expect(classifyAporia({ query: 'describe this page', failure: noLlm })).toEqual({
      category: 'missing_skill',
      subject: 'llm',
      detail: 'describe_entries#1 missing_capability/llm_unreachable: cannot reach llama-server (connection refused) at location http://127.0.0.1:9',
    });
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'missing_capability', code: 'x', details: { capability: 'ocr' } }) }))
      .toMatchObject({ category: 'missing_executor', subject: 'executor', target: 'ocr' });
  });

  it("should keep the executor's action hint", () => {
    const located = failure({
      tool: 'get_location',
      kind: 'user_action_required',
      code: 'location_not_shared',
      message: 'not shared',
      details: { action: 'set [executors] location' },
    });
    expect(classifyAporia({ query: 'where am I', failure: located })).toMatchObject({ subject: 'location', action: 'set [executors] location' });
    expect(classifyAporia({ query: 'q', failure: failure({ code: 'weird', details: { action: 'do X' } }) })).toMatchObject({
      category: 'missing_executor',
      action: 'do X',
    });
    expect(classifyAporia({ query: 'q', failure: failure({ code: 'weird', details: { action: '' } }) })).not.toHaveProperty('action');
  });

  it('should default to missing_executor when nothing ran', () => {
    expect(classifyAporia({ query: 'compose a sonnet about rain' })).toEqual({
      category: 'missing_executor',
      subject: 'executor',
      detail: 'no plan could serve the request',
    });
  });
});
