import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { collectEntryPaths } from '../../catalog/collect-entry-paths';
import { resolveAllowedPath } from '../../catalog/resolve-allowed-path';
import type { ExecutorFactory } from '../../catalog/executor-environment';

/** read_files: the first `max_bytes` of each file as UTF-8 text (binary files are reported, not decoded). */
export const createReadFiles: ExecutorFactory = (environment) => async (args, context) => {
  const maxBytes = typeof args.max_bytes === 'number' ? args.max_bytes : 65_536;
  const entries = [];
  for (const path of collectEntryPaths(args, { tool: 'read_files' })) {
    context.signal.throwIfAborted();
    const absolute = resolveAllowedPath(path, { roots: environment.roots, tool: 'read_files' });
    let handle;
    try {
      handle = await open(absolute, 'r');
    } catch (error) {
      throw new ExecutorError({ tool: 'read_files', failureKind: 'not_found', code: 'file_not_found', message: `cannot read ${absolute}`, details: { path: absolute }, cause: error });
    }
    try {
      const { size } = await handle.stat();
      const buffer = Buffer.alloc(Math.min(size, maxBytes));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      const bytes = buffer.subarray(0, bytesRead);
      const binary = bytes.includes(0);
      entries.push({ path: absolute, name: basename(absolute), bytes: size, truncated: size > maxBytes, binary, content: binary ? '' : bytes.toString('utf8') });
    } finally {
      await handle.close();
    }
  }
  return { entries, count: entries.length };
};
