import { describe, expect, it } from 'vitest';
import { appendFramework } from './append-framework';

describe('appendFramework', () => {
  it("should append the residual plan, whose steps are numbered after the prefix's, without renumbering", () => {
    const first = { steps: [{ tool: 'find_files', args: { folder: 'docs' } }, { tool: 'read_files', args: { from_step: 1 } }], fillers: { a: { prompt: 'A?' } }, final_message: 'Read.' };
    const rest = {
      steps: [
        { tool: 'describe_entries', args: { from_step: 2 } },
        { tool: 'send_messages', args: { to: ['a@b.c'], subject: 'About ${step3.description}', body: '${FILLER:sig}' } },
      ],
      fillers: { sig: { prompt: 'Signature?', default: 'Me' } },
      final_message: 'Sent ${step4.ok_count} (${step2.count} files).',
    };
    expect(appendFramework(first, rest)).toEqual({
      steps: [...first.steps, ...rest.steps],
      fillers: { a: { prompt: 'A?' }, sig: { prompt: 'Signature?', default: 'Me' } },
      final_message: 'Sent ${step4.ok_count} (${step2.count} files).',
    });
  });
});
