import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSymlinkWorld } from '../__fixtures__/create-symlink-world';
import { openToolFile } from './open-tool-file';

describe('openToolFile', () => {
  it('should open an allowed file at its real path', async () => {
    const { environment, root } = createSymlinkWorld();
    const opened = await openToolFile('link-in.txt', environment, { tool: 'read_files', action: 'read' });
    try {
      expect(opened.realPath).toBe(join(root, 'notes', 'a.txt'));
    } finally {
      await opened.handle.close();
    }
  });

  it('should turn a file that cannot be opened into file_not_found naming the path, the argument and the cause', async () => {
    const { environment } = createSymlinkWorld();
    await expect(openToolFile('notes/missing.pdf', environment, { tool: 'send_messages', action: 'attach', argument: 'attachments' })).rejects.toMatchObject({
      tool: 'send_messages',
      failureKind: 'not_found',
      code: 'file_not_found',
      message: 'cannot attach notes/missing.pdf',
      details: { path: 'notes/missing.pdf', arguments: ['attachments'], causeCode: 'ENOENT' },
    });
    await expect(openToolFile('notes/missing.pdf', environment, { tool: 'read_files', action: 'read' })).rejects.toMatchObject({ message: 'cannot read notes/missing.pdf', details: { path: 'notes/missing.pdf' } });
  });

  it('should keep a refusal of the path policy as it is', async () => {
    const { environment } = createSymlinkWorld();
    await expect(openToolFile('link-out.txt', environment, { tool: 'read_files', action: 'read' })).rejects.toMatchObject({ failureKind: 'blocked', code: 'path_not_allowed' });
  });
});
