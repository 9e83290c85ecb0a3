import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createFindMessages } from './find-messages';

function withMaildir() {
  const environment = createTestEnvironment();
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(environment.maildir, sub), { recursive: true });
  writeFileSync(join(environment.maildir, 'new', '1.host'), 'From: Shop <deals@shop.example>\nSubject: =?utf-8?B?V0lOIGEgcHJpemUg8J+OgQ==?=\n\nClaim your prize now');
  writeFileSync(join(environment.maildir, 'cur', '2.host:2,S'), 'From: Anna <anna@example.org>\nSubject: Dinner\n\nSee you at 8');
  return environment;
}

describe('createFindMessages', () => {
  it('should find messages by words in any header or the body, decoding encoded words', async () => {
    const result = await createFindMessages(withMaildir())({ query: 'prize' }, testContext());
    expect(result.entries).toEqual([expect.objectContaining({ id: '1.host', subject: 'WIN a prize 🎁', from: 'Shop <deals@shop.example>', unread: true, folder: 'INBOX' })]);
  });

  it('should filter unread messages', async () => {
    const result = await createFindMessages(withMaildir())({ unread_only: true }, testContext());
    expect((result.entries as { id: string }[]).map((entry) => entry.id)).toEqual(['1.host']);
  });

  it('should report a missing Maildir as not_found with what to configure', async () => {
    await expect(createFindMessages(createTestEnvironment())({}, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'maildir_not_found',
    );
  });
});
