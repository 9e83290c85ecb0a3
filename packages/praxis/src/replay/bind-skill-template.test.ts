import { readRequest } from '@metnos/args-extractor';
import { findAndSendFramework } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { bindSkillTemplate } from './bind-skill-template';

const now = new Date('2026-05-19T10:30:00Z');
const framework = findAndSendFramework;

describe('bindSkillTemplate', () => {
  it("should bind the plan's arguments that came from the request to their slots, and leave the planner's own values unbound", () => {
    const request = 'find the pdf files in Downloads and send them to anna@example.com';
    const binding = bindSkillTemplate(framework, readRequest(request, { now, language: 'en' }));
    expect(binding.request).toBe(request);
    expect(binding.slots.map((slot) => slot.taught).sort()).toEqual(['*.pdf', '~/Downloads', 'anna@example.com'].sort());
    // The constants the planner chose (20, 'Files', the step reference) are no slot.
    expect(binding.slots.map((slot) => slot.taught)).not.toContain(20);
    expect(binding.slots.map((slot) => slot.taught)).not.toContain('Files');
  });

  it('should bind nothing of a plan whose values the request does not hold', () => {
    const binding = bindSkillTemplate({ steps: [{ tool: 'get_now', args: { tz: 'Europe/Rome' } }], fillers: {}, final_message: '' }, readRequest('what time is it', { now, language: 'en' }));
    expect(binding.slots).toEqual([]);
  });
});
