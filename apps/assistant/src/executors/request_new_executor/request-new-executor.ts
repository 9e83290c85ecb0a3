import { randomUUID } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import type { ExecutorFactory } from '../../executor-support/executor-environment';

/** request_new_executor: appends the request to `<dataDir>/executor-requests.jsonl`. */
export const createRequestNewExecutor: ExecutorFactory = (environment) => async (args, context) => {
  const description = typeof args.description === 'string' ? args.description.trim() : '';
  if (description === '') {
    throw new ExecutorError({ tool: 'request_new_executor', failureKind: 'invalid_args', code: 'missing_description', message: 'describe the missing executor', details: { arguments: ['description'] } });
  }
  const record = { id: randomUUID(), description, turnId: context.turnId, at: context.now.toISOString() };
  await mkdir(environment.dataDir, { recursive: true });
  await appendFile(join(environment.dataDir, 'executor-requests.jsonl'), `${JSON.stringify(record)}\n`);
  return { id: record.id, recorded: true, description };
};
