import { describe, expect, it } from 'vitest';
import { convertToNodeLlamaCppChatHistory } from './convert-to-node-llama-cpp-chat-history';

describe('convertToNodeLlamaCppChatHistory', () => {
  it('should map roles and end with an empty model turn', () => {
    expect(
      convertToNodeLlamaCppChatHistory([
        { role: 'system', content: 'S' },
        { role: 'user', content: 'U' },
        { role: 'assistant', content: 'A' },
        { role: 'tool', content: '{"ok":true}' },
      ]),
    ).toEqual([
      { type: 'system', text: 'S' },
      { type: 'user', text: 'U' },
      { type: 'model', response: ['A'] },
      { type: 'user', text: 'Tool result:\n{"ok":true}' },
      { type: 'model', response: [] },
    ]);
  });
});
