import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createMoveMessages } from './move-messages';

/** The reason a call was refused with `path_not_allowed` (undefined when it was not). */
async function refusalOf(run: Promise<unknown>): Promise<unknown> {
  const error = await run.then(() => undefined, (caught: unknown) => caught);
  return ExecutorError.isInstance(error) && error.code === 'path_not_allowed' ? error.details.data?.reason : undefined;
}

/** A Maildir whose `.Receipts/new/` holds a link to a fake `~/.aws/credentials` and whose `.Linked` folder links out. */
function withPlantedLinks() {
  const environment = createTestEnvironment();
  const home = join(environment.base, 'home');
  mkdirSync(join(home, '.aws'), { recursive: true });
  vi.stubEnv('HOME', home);
  writeFileSync(join(home, '.aws', 'credentials'), 'aws_secret_access_key = SECRET');
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(environment.maildir, '.Receipts', sub), { recursive: true });
  symlinkSync(join(home, '.aws', 'credentials'), join(environment.maildir, '.Receipts', 'new', '11.host'));
  const elsewhere = join(environment.base, 'elsewhere');
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(elsewhere, sub), { recursive: true });
  writeFileSync(join(elsewhere, 'new', '20.host'), 'Subject: outside\n\nOUTSIDE');
  symlinkSync(elsewhere, join(environment.maildir, '.Linked'));
  writeFileSync(join(environment.maildir, '.Receipts', 'new', '10.host'), 'Subject: receipt\n\nx');
  return { environment, home, elsewhere };
}

describe('createMoveMessages', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('should refuse a message that links to ~/.aws/credentials, a source folder or a destination that links out, moving nothing', async () => {
    const { environment, home, elsewhere } = withPlantedLinks();
    const move = createMoveMessages(environment);
    const receipts = join(environment.maildir, '.Receipts', 'new');
    expect(await refusalOf(move({ ids: ['20.host'], folder: 'Linked', destination: 'Trash' }, testContext()))).toBe('symlink_escape');
    expect(await refusalOf(move({ ids: ['10.host'], folder: 'Receipts', destination: 'Linked' }, testContext()))).toBe('symlink_escape');
    expect(await refusalOf(move({ entries: [{ path: join(receipts, '10.host') }, { path: join(receipts, '11.host') }], destination: 'Trash' }, testContext()))).toBe('denied');
    expect(await refusalOf(move({ ids: ['11.host'], folder: 'Receipts', destination: 'Trash' }, testContext()))).toBe('denied');
    expect(readdirSync(receipts).sort()).toEqual(['10.host', '11.host']);
    expect(readdirSync(join(elsewhere, 'new'))).toEqual(['20.host']);
    expect(readdirSync(join(elsewhere, 'cur'))).toEqual([]);
    expect(existsSync(join(home, '.aws', 'credentials'))).toBe(true);
    expect(environment.undoJournal.list()).toEqual([]);
  });

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
