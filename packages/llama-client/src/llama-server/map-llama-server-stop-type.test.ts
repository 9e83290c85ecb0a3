import { describe, expect, it } from 'vitest';
import { mapLlamaServerStopType } from './map-llama-server-stop-type';

describe('mapLlamaServerStopType', () => {
  it('should map stop_type of current llama-server builds', () => {
    expect(['eos', 'word', 'limit', 'none'].map((stopType) => mapLlamaServerStopType({ stop_type: stopType }))).toEqual([
      'stop',
      'stop',
      'length',
      'unknown',
    ]);
  });

  it('should map the stopped_* booleans of older builds', () => {
    expect(mapLlamaServerStopType({ stopped_eos: true, stopped_limit: false })).toBe('stop');
    expect(mapLlamaServerStopType({ stopped_word: true })).toBe('stop');
    expect(mapLlamaServerStopType({ stopped_eos: false, stopped_limit: true })).toBe('length');
    expect(mapLlamaServerStopType({})).toBe('unknown');
  });
});
