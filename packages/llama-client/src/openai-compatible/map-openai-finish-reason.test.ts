import { describe, expect, it } from 'vitest';
import { mapOpenAiFinishReason } from './map-openai-finish-reason';

describe('mapOpenAiFinishReason', () => {
  it('should map OpenAI finish reasons', () => {
    expect(['stop', 'length', 'content_filter', 'tool_calls', null].map(mapOpenAiFinishReason)).toEqual([
      'stop',
      'length',
      'error',
      'unknown',
      'unknown',
    ]);
  });
});
