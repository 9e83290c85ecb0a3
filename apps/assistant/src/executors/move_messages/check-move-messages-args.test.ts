import { describe, expect, it } from 'vitest';
import { checkMoveMessagesArgs } from './check-move-messages-args';

describe('checkMoveMessagesArgs', () => {
  it('should accept messages found by an earlier step or ids, into a mail folder', () => {
    expect(checkMoveMessagesArgs({ entries: [{ path: '/mail/cur/1:2,' }], destination: 'Trash' })).toBeUndefined();
    expect(checkMoveMessagesArgs({ ids: ['1'], folder: 'Archive/2024', destination: 'INBOX' })).toBeUndefined();
  });

  it('should refuse a blank destination or one that is not a mail folder name', () => {
    expect(checkMoveMessagesArgs({ ids: ['1'], destination: ' ' })).toMatchObject({ tool: 'move_messages', failureKind: 'invalid_args', code: 'missing_destination' });
    expect(checkMoveMessagesArgs({ ids: ['1'], destination: '../..' })).toMatchObject({ failureKind: 'invalid_args', code: 'invalid_folder', details: { arguments: ['folder'] } });
  });

  it('should refuse a source folder of ids that is not a mail folder name, and ignore it without ids', () => {
    expect(checkMoveMessagesArgs({ ids: ['1'], folder: '/..', destination: 'Trash' })?.code).toBe('invalid_folder');
    expect(checkMoveMessagesArgs({ entries: [{ path: '/mail/cur/1:2,' }], folder: '/..', destination: 'Trash' })).toBeUndefined();
  });

  it('should say there is nothing to move when no entry has a path and no id is given', () => {
    expect(checkMoveMessagesArgs({ entries: [{ subject: 'x' }], ids: [], destination: 'Trash' })).toMatchObject({ failureKind: 'empty_result', code: 'no_messages' });
  });
});
