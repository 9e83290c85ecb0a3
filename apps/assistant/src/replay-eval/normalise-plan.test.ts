import { describe, expect, it } from 'vitest';
import { normalisePlan } from './normalise-plan';

const home = '/home/user';

describe('normalisePlan', () => {
  it('should read paths, wildcards and defaults the way the executors do', () => {
    const plan = normalisePlan(
      [
        { tool: 'find_files', args: { folder: 'Documents/', pattern: '*.PDF', max_results: 100 } },
        { tool: 'move_files', args: { from_step: 1, entries: [{ path: 'x' }], destination: '~/Downloads' } },
      ],
      home,
    );
    expect(plan).toEqual([
      { tool: 'find_files', args: { folder: '/home/user/Documents', extension: 'pdf' } },
      { tool: 'move_files', args: { destination: '/home/user/Downloads' } },
    ]);
  });

  it('should compare reminder date-times as instants and keep dates as dates', () => {
    const [withOffset] = normalisePlan([{ tool: 'create_reminders', args: { text: 'x', when: '2026-11-27T09:00:00+01:00' } }], home);
    const [utc] = normalisePlan([{ tool: 'create_reminders', args: { text: 'x', when: '2026-11-27T08:00:00Z' } }], home);
    const [date] = normalisePlan([{ tool: 'create_reminders', args: { text: 'x', when: '2026-12-03' } }], home);
    expect(withOffset).toEqual(utc);
    expect(date?.args.when).toBe('2026-12-03');
  });

  it("should drop the arguments the expected step leaves to the model, and keep a text's punctuation and case", () => {
    const expected = [{ tool: 'send_messages', args: { to: ['A@x.it'], subject: 'Fwd' }, free: ['subject', 'body'] }];
    expect(normalisePlan([{ tool: 'send_messages', args: { to: ['a@x.it'], subject: 'Other', body: 'Hi!' } }], home, expected)).toEqual([{ tool: 'send_messages', args: { to: ['a@x.it'] } }]);
    expect(normalisePlan([{ tool: 'send_messages', args: { to: ['a@x.it'], subject: ' Lunch? ' } }], home)[0]?.args.subject).toBe('Lunch?');
  });
});
