import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createSendMessages } from './send-messages';

describe('createSendMessages', () => {
  it('should write an .eml file into the outbox when no SMTP server is configured', async () => {
    const environment = createTestEnvironment();
    const result = await createSendMessages(environment)({ to: ['anna@example.org'], subject: 'Hi', body: 'See you', entries: [{ description: 'A summary.' }] }, testContext());
    expect(result).toMatchObject({ ok_count: 1, delivery: 'outbox' });
    const [file] = readdirSync(environment.outboxDir);
    const text = readFileSync(join(environment.outboxDir, file as string), 'utf8');
    expect(text).toContain('To: anna@example.org\r\nSubject: Hi\r\nDate: Tue, 19 May 2026 10:30:00 GMT');
    expect(text.endsWith('\r\n\r\nSee you\r\n\r\nA summary.\r\n')).toBe(true);
  });

  it('should refuse an invalid address', async () => {
    await expect(createSendMessages(createTestEnvironment())({ to: ['anna'], subject: 'x' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'invalid_recipient',
    );
  });
});
