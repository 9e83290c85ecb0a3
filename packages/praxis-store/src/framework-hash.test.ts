import { describe, expect, it } from 'vitest';
import { frameworkHash } from './framework-hash';

describe('frameworkHash', () => {
  const framework = { steps: [{ tool: 'get_now', args: { tz: 'Europe/Rome', format: 'short' } }], fillers: {}, final_message: 'It is ${step1.time}' };

  it('should give 16 hex digits that ignore key order', () => {
    const reordered = { final_message: framework.final_message, fillers: {}, steps: [{ args: { format: 'short', tz: 'Europe/Rome' }, tool: 'get_now' }] };
    expect(frameworkHash(framework)).toMatch(/^[0-9a-f]{16}$/);
    expect(frameworkHash(reordered)).toBe(frameworkHash(framework));
  });

  it('should change when an argument changes', () => {
    expect(frameworkHash({ ...framework, steps: [{ tool: 'get_now', args: { tz: 'UTC', format: 'short' } }] })).not.toBe(frameworkHash(framework));
  });
});
