import { describe, expect, it } from 'vitest';
import { skillTemplateKey, skillTemplateNamespace } from './skill-template-key';

describe('skillTemplateKey', () => {
  const framework = { steps: [{ tool: 'get_now', args: { tz: 'Europe/Rome', format: 'short' } }], fillers: {}, final_message: 'It is ${step1.time}' };

  it('should keep the key replay templates were stored under', () => {
    // The app's `${intentHash}:${frameworkHash(framework)}` before the move (issue 25).
    expect(skillTemplateKey('9da047578be12684', framework)).toBe('9da047578be12684:fe5f582e41875988');
    expect(skillTemplateNamespace).toBe('skill-binding');
  });

  it('should change with the plan', () => {
    expect(skillTemplateKey('9da047578be12684', { ...framework, final_message: 'Now: ${step1.time}' })).not.toBe('9da047578be12684:fe5f582e41875988');
  });
});
