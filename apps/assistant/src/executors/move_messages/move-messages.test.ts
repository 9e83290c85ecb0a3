import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createMoveMessages } from './move-messages';

describe('createMoveMessages', () => {
  it('should rename messages by id into the destination Maildir++ folder', async () => {
    const environment = createTestEnvironment();
    for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(environment.maildir, sub), { recursive: true });
    writeFileSync(join(environment.maildir, 'new', '1.host'), 'Subject: spam\n\nx');
    const result = await createMoveMessages(environment)({ ids: ['1.host'], destination: 'Trash' }, testContext());
    expect(result.ok_count).toBe(1);
    expect(existsSync(join(environment.maildir, '.Trash', 'cur', '1.host:2,'))).toBe(true);
    expect(existsSync(join(environment.maildir, '.Trash', 'tmp'))).toBe(true);
    expect(environment.undoJournal.list()[0]?.effects[0]).toMatchObject({ kind: 'move_message' });
  });
});
