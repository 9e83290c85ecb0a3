import type { FrameworkExecution } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { executionReply } from './execution-reply';

const execution = (reply: string, output?: Record<string, unknown>): FrameworkExecution => ({
  ok: true,
  reply,
  fillers: {},
  steps: output === undefined ? [] : [{ index: 1, tool: 'read_files', args: {}, ok: true, output, ms: 1 }],
});

describe('executionReply', () => {
  it('should reply with the final message when the plan has one', () => {
    expect(executionReply(execution('Ho letto il file.', { entries: [{ name: 'a.txt', content: 'x' }] }), 'it')).toBe('Ho letto il file.');
  });

  it('should word the last step output when the final message is empty, and reply empty without steps', () => {
    expect(executionReply(execution('', { entries: [{ name: 'todo.txt', content: 'buy milk' }] }), 'en')).toBe('todo.txt:\nbuy milk');
    expect(executionReply(execution(''), 'en')).toBe('');
  });
});
