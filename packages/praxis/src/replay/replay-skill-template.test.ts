import { readRequest } from '@metnos/args-extractor';
import { findAndSendFramework } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { bindSkillTemplate } from './bind-skill-template';
import { replaySkillTemplate } from './replay-skill-template';

const now = new Date('2026-05-19T10:30:00Z');
const read = (request: string) => readRequest(request, { now, language: 'en' });
const framework = findAndSendFramework;
// The template as a store keeps it: JSON text, read back.
const template = JSON.parse(JSON.stringify(bindSkillTemplate(framework, read('find the pdf files in Downloads and send them to anna@example.com')))) as unknown;

describe('replaySkillTemplate', () => {
  it("should re-read the request's values and keep the plan's own tools and constants", () => {
    const replayed = replaySkillTemplate(template, framework, read('find the zip files in Documents and send them to luca@example.com'));
    expect(replayed?.framework.steps).toEqual([
      { tool: 'find_files', args: { folder: '~/Documents', pattern: '*.zip', max_results: 20 } },
      { tool: 'send_email', args: { to: 'luca@example.com', subject: 'Files', attachments: '${step1.entries}' } },
    ]);
    expect(replayed?.framework.final_message).toBe('Sent.');
    expect(replayed?.reread).toEqual(expect.arrayContaining(['~/Documents', '*.zip', 'luca@example.com']));
    expect(replayed?.taught).toEqual(expect.arrayContaining(['~/Downloads', '*.pdf', 'anna@example.com']));
  });

  it('should miss a request whose slots are not those it was taught with', () => {
    expect(replaySkillTemplate(template, framework, read('find the zip files in Documents'))).toBeUndefined();
  });

  it('should miss what is no frame binding (nothing kept, or a template of an older release)', () => {
    const request = read('find the pdf files in Downloads and send them to anna@example.com');
    expect(replaySkillTemplate(undefined, framework, request)).toBeUndefined();
    expect(replaySkillTemplate({ template: 'find the ${ext} files' }, framework, request)).toBeUndefined();
    expect(replaySkillTemplate({ slots: [] }, framework, request)).toBeUndefined();
  });

  it('should give the slots as written on both sides', () => {
    const reminder = { steps: [{ tool: 'create_reminders', args: { text: 'call Anna', when: '2026-05-20T18:00' } }], fillers: {}, final_message: '' };
    const taught = bindSkillTemplate(reminder, read('remind me to call Anna tomorrow at 6pm'));
    const replayed = replaySkillTemplate(taught, reminder, read('remind me to call Anna tomorrow at 9pm'));
    expect(replayed?.framework.steps[0]?.args).toEqual({ text: 'call Anna', when: '2026-05-20T21:00' });
    expect(replayed?.taughtText.join(' ')).toMatch(/6pm/);
    expect(replayed?.rereadText.join(' ')).toMatch(/9pm/);
  });
});
