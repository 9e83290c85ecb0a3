import { describe, expect, it } from 'vitest';
import { checkToolName } from './check-tool-name';
import { InvalidToolNameError } from './invalid-tool-name-error';

describe('checkToolName', () => {
  it('should return the parts of a valid name', () => {
    expect(checkToolName('move_messages')).toEqual({ verb: 'move', object: 'messages' });
  });

  it('should throw InvalidToolNameError naming the tool and the fix', () => {
    let thrown: unknown;
    try {
      checkToolName('list_mails');
    } catch (error) {
      thrown = error;
    }
    expect(InvalidToolNameError.isInstance(thrown)).toBe(true);
    expect((thrown as InvalidToolNameError).toolName).toBe('list_mails');
    expect((thrown as InvalidToolNameError).message).toBe('tool name "list_mails": "list" is not a canonical verb; use "find" (it covers "list")');
    expect((thrown as InvalidToolNameError).code).toBe('invalid_tool_name');
  });
});
