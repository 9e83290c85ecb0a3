import type { ToolManifest } from '@metnos/core';

/** The turn clock of the extractor tests and benchmarks: 19 May 2026, 14:05 in Rome. */
export const fixedClock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

/** A find_files manifest with a required root, an optional pattern, a date-time bound and a defaulted limit. */
export const findFilesManifest: ToolManifest = {
  name: 'find_files',
  description: 'Finds files under a folder.',
  inputSchema: {
    type: 'object',
    properties: {
      root: { type: 'string' },
      pattern: { type: 'string' },
      modified_after: { type: 'string', format: 'date-time' },
      limit: { type: 'integer', default: 50 },
    },
    required: ['root'],
  },
};
