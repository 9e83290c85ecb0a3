import { describe, expect, it } from 'vitest';
import { isPlanFault } from './is-plan-fault';

const at = { tool: 'move_files', index: 1, message: '' };

describe('isPlanFault', () => {
  it('should not blame the plan for a step waiting for consent or for a missing language model', () => {
    expect(isPlanFault({ ...at, code: 'confirmation_required', details: { effects: ['overwrite'] } })).toBe(false);
    expect(isPlanFault({ ...at, code: 'llm_unavailable', details: {} })).toBe(false);
    expect(isPlanFault({ ...at, code: 'executor_failed', details: { kind: 'missing_capability', executorCode: 'llm_unreachable', capability: 'llm' } })).toBe(false);
  });

  it('should not blame the plan for a store found damaged while it ran', () => {
    expect(isPlanFault({ ...at, code: 'executor_failed', details: { kind: 'user_action_required', executorCode: 'store_damaged', path: '/d/assistant.sqlite' } })).toBe(false);
  });

  it('should blame the plan for anything else', () => {
    expect(isPlanFault({ ...at, code: 'executor_failed', details: { kind: 'not_found', executorCode: 'folder_not_found' } })).toBe(true);
    expect(isPlanFault({ ...at, code: 'executor_failed', details: { kind: 'missing_capability', executorCode: 'x', capability: 'ocr' } })).toBe(true);
    expect(isPlanFault({ ...at, code: 'invalid_args', details: { reason: 'schema', arguments: ['x'] } })).toBe(true);
    expect(isPlanFault(undefined)).toBe(true);
  });
});
