import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { okStep } from './__fixtures__/step-result';
import { applyFromStep } from './apply-from-step';

const mover: ToolManifest = {
  name: 'move_messages',
  description: 'Moves messages.',
  inputSchema: { type: 'object', properties: { messages: { type: 'array' }, dst_folder: { type: 'string' } } },
  consumerArg: 'messages',
};
const classifier: ToolManifest = {
  name: 'classify_entries',
  description: 'Classifies entries.',
  inputSchema: { type: 'object', properties: { entries: { type: 'array' }, category: { type: 'string' }, folder: { type: 'string' } } },
};
const steps = [okStep(1, { entries: [{ id: 'a' }], count: 1, folder: 'INBOX' })];

describe('applyFromStep', () => {
  it('should route entries into the manifest consumerArg and drop from_step', () => {
    expect(applyFromStep({ from_step: 1, dst_folder: 'Trash' }, { manifest: mover, steps, index: 2 })).toEqual({
      ok: true,
      args: { dst_folder: 'Trash', messages: [{ id: 'a' }] },
      routedKeys: ['messages'],
    });
  });

  it('should pass through result fields whose names match schema properties, explicit args winning', () => {
    expect(applyFromStep({ from_step: 1, category: 'spam', folder: 'Archive' }, { manifest: classifier, steps, index: 2 })).toEqual({
      ok: true,
      args: { category: 'spam', folder: 'Archive', entries: [{ id: 'a' }] },
      routedKeys: ['entries'],
    });
  });

  it('should leave args without from_step untouched', () => {
    const args = { category: 'spam' };
    expect(applyFromStep(args, { manifest: classifier, steps, index: 2 })).toEqual({ ok: true, args, routedKeys: [] });
  });

  it('should reject a from_step that is not an earlier step', () => {
    for (const fromStep of [0, 2, 3, 1.5, '1']) {
      const result = applyFromStep({ from_step: fromStep }, { manifest: classifier, steps, index: 2 });
      expect(result.ok ? undefined : result.failure.code).toBe('from_step_invalid');
    }
  });

  it('should reject a from_step that routes nothing', () => {
    const unrelated = okStep(1, { total: 3 });
    const byName = applyFromStep({ from_step: 1 }, { manifest: classifier, steps: [unrelated], index: 2 });
    expect(byName).toMatchObject({ ok: false, failure: { code: 'from_step_unconsumed', details: { fromStep: 1, outputFields: ['total'] } } });
    const byConsumer = applyFromStep({ from_step: 1 }, { manifest: mover, steps: [unrelated], index: 2 });
    expect(byConsumer).toMatchObject({ ok: false, failure: { code: 'from_step_unconsumed' } });
  });
});
