import { describe, expect, it } from 'vitest';
import { isQuotedPath } from './is-quoted-path';
import { tokenizeRequest } from '../text/tokenize-request';

describe('isQuotedPath', () => {
  it('should tell a quoted path with blanks from other quoted text', () => {
    const tokens = tokenizeRequest('move "~/My Notes/todo.txt" to «/data/old files» and call it "Piano B"');
    expect(tokens.filter(isQuotedPath).map((token) => token.raw)).toEqual(['"~/My Notes/todo.txt"', '«/data/old files»']);
  });
});
