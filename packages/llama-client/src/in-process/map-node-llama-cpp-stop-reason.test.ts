import { describe, expect, it } from 'vitest';
import { mapNodeLlamaCppStopReason } from './map-node-llama-cpp-stop-reason';

describe('mapNodeLlamaCppStopReason', () => {
  it('should map node-llama-cpp stop reasons', () => {
    expect(['eogToken', 'stopGenerationTrigger', 'customStopTrigger', 'maxTokens', 'abort', 'functionCalls'].map(mapNodeLlamaCppStopReason)).toEqual([
      'stop',
      'stop',
      'stop',
      'length',
      'abort',
      'unknown',
    ]);
  });
});
