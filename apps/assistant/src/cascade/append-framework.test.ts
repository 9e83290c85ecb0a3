import { describe, expect, it } from 'vitest';
import { appendFramework } from './append-framework';

describe('appendFramework', () => {
  it("should shift the second plan's step references by the first plan's length", () => {
    const first = { steps: [{ tool: 'find_files', args: { folder: 'docs' } }, { tool: 'read_files', args: { from_step: 1 } }], fillers: {}, final_message: '' };
    const rest = {
      steps: [
        { tool: 'describe_entries', args: { text: 'x' } },
        { tool: 'send_messages', args: { from_step: 1, to: ['a@b.c'], subject: 'About ${step1.description}', body: ['${step1.count}', '${FILLER:sig}'] } },
      ],
      fillers: { sig: { prompt: 'Signature?', default: 'Me' } },
      final_message: 'Sent ${step2.sent} (${step1.count} items).',
    };
    expect(appendFramework(first, rest)).toEqual({
      steps: [
        first.steps[0],
        first.steps[1],
        { tool: 'describe_entries', args: { text: 'x' } },
        { tool: 'send_messages', args: { from_step: 3, to: ['a@b.c'], subject: 'About ${step3.description}', body: ['${step3.count}', '${FILLER:sig}'] } },
      ],
      fillers: { sig: { prompt: 'Signature?', default: 'Me' } },
      final_message: 'Sent ${step4.sent} (${step3.count} items).',
    });
    expect(rest.steps[1]?.args.from_step).toBe(1);
  });
});
