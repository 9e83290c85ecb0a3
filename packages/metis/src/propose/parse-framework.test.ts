import { describe, expect, it } from 'vitest';
import { parseFramework } from './parse-framework';

describe('parseFramework', () => {
  it('should read a well-formed framework, defaulting missing fillers to {}', () => {
    expect(parseFramework('{"steps":[{"tool":"find_messages","args":{"folder":"INBOX"}}],"final_message":"Done."}')).toEqual({
      success: true,
      value: { steps: [{ tool: 'find_messages', args: { folder: 'INBOX' } }], fillers: {}, final_message: 'Done.' },
    });
  });

  it('should reject text that is not a framework, saying why', () => {
    expect(parseFramework('{"steps":[{"tool":"x"')).toMatchObject({ success: false, error: expect.stringMatching(/^not JSON/) });
    expect(parseFramework('[]')).toEqual({ success: false, error: 'not a JSON object' });
    expect(parseFramework('{"steps":{},"final_message":""}')).toEqual({ success: false, error: 'steps is not an array' });
    expect(parseFramework('{"steps":[]}')).toEqual({ success: false, error: 'final_message is not a string' });
    expect(parseFramework('{"steps":[{"args":{}}],"final_message":""}')).toEqual({ success: false, error: 'steps[0].tool is not a tool name' });
    expect(parseFramework('{"steps":[{"tool":"a","args":[]}],"final_message":""}')).toEqual({ success: false, error: 'steps[0].args is not an object' });
    expect(parseFramework('{"steps":[],"fillers":{"x":{"prompt":"?","default":3}},"final_message":""}')).toEqual({ success: false, error: 'fillers.x.default is not a string' });
    expect(parseFramework('{"steps":[],"fillers":{"x":{"prompt":"?","tier":"slow"}},"final_message":""}')).toEqual({ success: false, error: 'fillers.x.tier must be "fast" or "wise"' });
  });
});
