import { describe, expect, it } from 'vitest';
import { frameworkHash } from './framework-hash';

describe('frameworkHash', () => {
  const framework = { steps: [{ tool: 'get_now', args: { tz: 'Europe/Rome', format: 'short' } }], fillers: {}, final_message: 'It is ${step1.time}' };

  it('should give 16 hex digits that ignore key order', () => {
    const reordered = { final_message: framework.final_message, fillers: {}, steps: [{ args: { format: 'short', tz: 'Europe/Rome' }, tool: 'get_now' }] };
    expect(frameworkHash(framework)).toMatch(/^[0-9a-f]{16}$/);
    expect(frameworkHash(reordered)).toBe(frameworkHash(framework));
  });

  it('should keep the value skills and anti-skills were stored under', () => {
    // The value node:crypto gave before the move: createHash('sha256').update(<key-sorted JSON>).digest('hex').slice(0, 16)
    expect(frameworkHash(framework)).toBe('fe5f582e41875988');
  });

  it('should change when an argument changes', () => {
    expect(frameworkHash({ ...framework, steps: [{ tool: 'get_now', args: { tz: 'UTC', format: 'short' } }] })).not.toBe(frameworkHash(framework));
  });
});
