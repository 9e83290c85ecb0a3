import { describe, expect, it } from 'vitest';
import { checkMoveFilesArgs } from './check-move-files-args';

describe('checkMoveFilesArgs', () => {
  it('should accept a destination and paths written or handed over by an earlier step', () => {
    expect(checkMoveFilesArgs({ paths: ['a.pdf'], destination: 'archive' })).toBeUndefined();
    expect(checkMoveFilesArgs({ entries: [{ path: '/home/me/a.pdf' }], destination: 'archive' })).toBeUndefined();
  });

  it('should refuse a blank destination before anything else', () => {
    for (const destination of ['', '   ', undefined, 3]) {
      expect(checkMoveFilesArgs({ paths: ['a.pdf'], destination })).toMatchObject({ tool: 'move_files', failureKind: 'invalid_args', code: 'missing_destination', details: { arguments: ['destination'] } });
    }
  });

  it('should refuse a move of nothing (no paths, or entries without a path)', () => {
    expect(checkMoveFilesArgs({ entries: [], destination: 'archive' })).toMatchObject({ failureKind: 'invalid_args', code: 'missing_paths', details: { arguments: ['paths'] } });
    expect(checkMoveFilesArgs({ entries: [{ name: 'a.pdf' }], destination: 'archive' })?.code).toBe('missing_paths');
  });
});
