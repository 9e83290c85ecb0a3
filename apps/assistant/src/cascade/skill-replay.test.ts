import { createPraxisStore } from '@metnos/praxis-store';
import { findAndSendFramework } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { replaySkill, saveSkillTemplate } from './skill-replay';

const now = new Date('2026-05-19T10:30:00Z');
const framework = findAndSendFramework;

describe('replaySkill', () => {
  it("should re-read the request's values and keep the plan's own tools and constants", () => {
    const store = createPraxisStore({ filename: ':memory:' });
    saveSkillTemplate(store, { intentHash: '0123456789abcdef', framework, request: 'find the pdf files in Downloads and send them to anna@example.com', now, language: 'en' });
    const replayed = replaySkill(store, { intentHash: '0123456789abcdef', framework, request: 'find the zip files in Documents and send them to luca@example.com', now, language: 'en' });
    expect(replayed?.steps).toEqual([
      { tool: 'find_files', args: { folder: '~/Documents', pattern: '*.zip', max_results: 20 } },
      { tool: 'send_email', args: { to: 'luca@example.com', subject: 'Files', attachments: '${step1.entries}' } },
    ]);
    expect(replayed?.final_message).toBe(framework.final_message);
    store.close();
  });

  it('should miss when a value cannot be re-read, or when no template was kept', () => {
    const store = createPraxisStore({ filename: ':memory:' });
    const folders = { steps: [{ tool: 'find_files', args: { folder: 'docs', pattern: '*.pdf' } }], fillers: {}, final_message: '' };
    saveSkillTemplate(store, { intentHash: '0123456789abcdef', framework: folders, request: 'find the pdf files in docs', now, language: 'en' });
    expect(replaySkill(store, { intentHash: '0123456789abcdef', framework: folders, request: 'find the pdf files in docs', now, language: 'en' })?.steps[0]?.args).toEqual({ folder: 'docs', pattern: '*.pdf' });
    expect(replaySkill(store, { intentHash: '0123456789abcdef', framework: folders, request: 'find the pdf files in downloads', now, language: 'en' })).toBeUndefined();
    expect(replaySkill(store, { intentHash: 'fedcba9876543210', framework: folders, request: 'find the pdf files in docs', now, language: 'en' })).toBeUndefined();
    store.close();
  });

  it('should rebuild the template of a replayed skill from the values that ran, never the taught ones with a later request', () => {
    const store = createPraxisStore({ filename: ':memory:' });
    const taught = { steps: [{ tool: 'create_reminders', args: { text: 'call Anna', when: '2026-05-20T09:00' } }], fillers: {}, final_message: '' };
    const ran = { ...taught, steps: [{ tool: 'create_reminders', args: { text: 'call Anna', when: '2026-05-20T18:00' } }] };
    const options = { intentHash: '0123456789abcdef', framework: taught, now, language: 'en' as const };
    saveSkillTemplate(store, { ...options, ran, request: 'remind me to call Anna tomorrow at 6pm' });
    // The 6pm request repeated gets 18:00, not the 09:00 the skill was taught with.
    expect(replaySkill(store, { ...options, request: 'remind me to call Anna tomorrow at 6pm' })?.steps[0]?.args).toEqual({ text: 'call Anna', when: '2026-05-20T18:00' });
    store.close();
  });
});
