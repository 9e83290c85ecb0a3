import { describe, expect, it } from 'vitest';
import { summariseStepOutput } from './summarise-step-output';

describe('summariseStepOutput', () => {
  it('should list scalars and the first items of arrays with their scalar fields', () => {
    const output = {
      count: 3,
      folder: '/home/u/docs',
      entries: [
        { path: '/home/u/docs/a.pdf', name: 'a.pdf', size: 10, tags: ['x'] },
        { path: '/home/u/docs/b.pdf', name: 'b.pdf', size: 20 },
        'c',
      ],
    };
    expect(summariseStepOutput(output, { maxItems: 2 })).toBe(
      'count=3; folder="/home/u/docs"; entries (3): [{path: "/home/u/docs/a.pdf", name: "a.pdf", size: 10}, {path: "/home/u/docs/b.pdf", name: "b.pdf", size: 20}, … 1 more]',
    );
  });

  it('should clip long values and the whole summary', () => {
    expect(summariseStepOutput({ text: 'x'.repeat(50) }, { maxValueChars: 10 })).toBe(`text="${'x'.repeat(9)}…"`);
    expect(summariseStepOutput({ text: 'y'.repeat(50) }, { maxChars: 12 })).toHaveLength(12);
    expect(summariseStepOutput(undefined)).toBe('no output');
    expect(summariseStepOutput({})).toBe('empty output');
  });
});
