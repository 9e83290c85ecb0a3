import { basename } from 'node:path';
import { collectEntryPaths } from '../../executor-support/collect-entry-paths';
import { openToolFile } from '../../executor-support/open-tool-file';
import type { ExecutorFactory } from '../../executor-support/executor-environment';

/**
 * read_files: the first `max_bytes` of each file as UTF-8 text (binary files are reported, not decoded). Each file
 * is opened through `openAllowedFile`: the real path (links resolved) must be allowed and not denied, and what is
 * actually opened is checked again; the entry's `path` is that real path.
 */
export const createReadFiles: ExecutorFactory = (environment) => async (args, context) => {
  const tool = 'read_files';
  const maxBytes = typeof args.max_bytes === 'number' ? args.max_bytes : 65_536;
  const entries = [];
  for (const path of collectEntryPaths(args, { tool })) {
    context.signal.throwIfAborted();
    const { handle, realPath } = await openToolFile(path, environment, { tool, action: 'read' });
    try {
      const { size } = await handle.stat();
      const buffer = Buffer.alloc(Math.min(size, maxBytes));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      const bytes = buffer.subarray(0, bytesRead);
      const binary = bytes.includes(0);
      entries.push({ path: realPath, name: basename(realPath), bytes: size, truncated: size > maxBytes, binary, content: binary ? '' : bytes.toString('utf8') });
    } finally {
      await handle.close();
    }
  }
  return { entries, count: entries.length };
};
