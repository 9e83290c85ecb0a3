import type { ChatMessage } from '@metnos/core';
import type { ChatHistoryItem } from 'node-llama-cpp';

/**
 * Converts chat messages to node-llama-cpp's chat history, ending with the empty model turn to generate.
 * `tool` messages have no slot of their own there and become user turns prefixed with `Tool result:`.
 */
export function convertToNodeLlamaCppChatHistory(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = messages.map(({ role, content }): ChatHistoryItem => {
    switch (role) {
      case 'system':
        return { type: 'system', text: content };
      case 'assistant':
        return { type: 'model', response: [content] };
      case 'tool':
        return { type: 'user', text: `Tool result:\n${content}` };
      default:
        return { type: 'user', text: content };
    }
  });
  history.push({ type: 'model', response: [] });
  return history;
}
