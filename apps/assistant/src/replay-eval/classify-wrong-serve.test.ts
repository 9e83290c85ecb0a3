import { describe, expect, it } from 'vitest';
import { classifyWrongServe, type WrongServeClass } from './classify-wrong-serve';
import { comparePlans } from './compare-plans';
import type { NormalStep } from './normalise-plan';

function classify(query: string, got: NormalStep[], expected: NormalStep[], options: { mustNotServe?: boolean; elsewhere?: unknown[] } = {}): WrongServeClass {
  return classifyWrongServe({
    query,
    mustNotServe: options.mustNotServe ?? false,
    got,
    expected,
    comparison: comparePlans(got, expected),
    seenElsewhere: (_tool, _name, value) => (options.elsewhere ?? []).includes(value),
  });
}

describe('classifyWrongServe', () => {
  it("should name each of the issue's classes", () => {
    const find = { tool: 'find_messages', args: { from: 'giorgio' } };
    expect(classify('archivia le mail di Giorgio', [find], [find, { tool: 'move_messages', args: { destination: 'Archive' } }])).toBe('A');
    expect(classify('remind me tomorrow at 9', [{ tool: 'create_reminders', args: { text: 'x', when: 'a' } }], [{ tool: 'create_reminders', args: { text: 'x', when: 'b' } }])).toBe('B');
    expect(classify('cerca le mail di Marco', [{ tool: 'find_messages', args: { query: 'cerca le mail di marco' } }], [{ tool: 'find_messages', args: { from: 'marco' } }])).toBe('C');
    expect(classify('sposta i pdf', [{ tool: 'find_files', args: { extension: 'zip' } }], [{ tool: 'find_files', args: { extension: 'pdf' } }], { elsewhere: ['zip'] })).toBe('D');
    const move = (from: string, to: string) => [
      { tool: 'find_files', args: { folder: from } },
      { tool: 'move_files', args: { destination: to } },
    ];
    expect(classify('sposta da A a B', move('/b', '/a'), move('/a', '/b'))).toBe('E');
    expect(classify('x', [{ tool: 'send_messages', args: { body: 'Monday' } }], [{ tool: 'send_messages', args: { body: 'Monday?' } }])).toBe('F');
    expect(classify('copia', [find], [find], { mustNotServe: true })).toBe('N');
    expect(classify('x', [{ tool: 'get_now', args: { timezone: 'Asia/Tokyo' } }], [{ tool: 'get_now', args: { timezone: 'Europe/Paris' } }])).toBe('other');
  });
});
