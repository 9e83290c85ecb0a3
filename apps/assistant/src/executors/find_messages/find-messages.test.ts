import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment, testContext } from '../../__fixtures__/create-test-environment';
import { createFindMessages } from './find-messages';

function withMaildir() {
  const environment = createTestEnvironment();
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(environment.maildir, sub), { recursive: true });
  writeFileSync(join(environment.maildir, 'new', '1.host'), 'From: Shop <deals@shop.example>\nSubject: =?utf-8?B?V0lOIGEgcHJpemUg8J+OgQ==?=\n\nClaim your prize now');
  writeFileSync(join(environment.maildir, 'cur', '2.host:2,S'), 'From: Anna <anna@example.org>\nSubject: Dinner\n\nSee you at 8');
  return environment;
}

/** A Maildir with a `.Receipts` folder holding one real message and links planted by an attacker (test helper). */
function withPlantedLinks() {
  const environment = withMaildir();
  const home = join(environment.base, 'home');
  mkdirSync(join(home, '.aws'), { recursive: true });
  vi.stubEnv('HOME', home);
  writeFileSync(join(home, '.aws', 'credentials'), 'From: Receipts <r@shop.example>\nSubject: receipt\n\naws_secret_access_key = SECRET');
  const receipts = join(environment.maildir, '.Receipts');
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(receipts, sub), { recursive: true });
  writeFileSync(join(receipts, 'new', '10.host'), 'From: Shop <r@shop.example>\nSubject: receipt 42\n\nThanks for your order');
  symlinkSync(join(home, '.aws', 'credentials'), join(receipts, 'new', '11.host'));
  linkSync(join(home, '.aws', 'credentials'), join(receipts, 'new', '12.host'));
  const elsewhere = join(environment.base, 'elsewhere');
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(join(elsewhere, sub), { recursive: true });
  writeFileSync(join(elsewhere, 'new', '20.host'), 'From: Shop <r@shop.example>\nSubject: receipt elsewhere\n\nOUTSIDE');
  symlinkSync(elsewhere, join(environment.maildir, '.Linked'));
  return environment;
}

describe('createFindMessages', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('should skip a message that links or is hard-linked to ~/.aws/credentials and return only real messages', async () => {
    const result = await createFindMessages(withPlantedLinks())({ folder: 'Receipts', query: 'receipt' }, testContext());
    expect((result.entries as { id: string }[]).map((entry) => entry.id)).toEqual(['10.host']);
    expect(JSON.stringify(result)).not.toContain('SECRET');
  });

  it('should refuse a mail folder that is a link leading out of the Maildir', async () => {
    const find = createFindMessages(withPlantedLinks());
    await expect(find({ folder: 'Linked' }, testContext())).rejects.toSatisfy(
      (error: unknown) => ExecutorError.isInstance(error) && error.code === 'path_not_allowed' && error.details.data?.reason === 'symlink_escape',
    );
  });

  it('should find messages by words in any header or the body, decoding encoded words', async () => {
    const result = await createFindMessages(withMaildir())({ query: 'prize' }, testContext());
    expect(result.entries).toEqual([expect.objectContaining({ id: '1.host', subject: 'WIN a prize 🎁', from: 'Shop <deals@shop.example>', unread: true, folder: 'INBOX' })]);
  });

  it('should search the decoded text of base64 and quoted-printable bodies, not their encoded form', async () => {
    const environment = withMaildir();
    const base64Body = Buffer.from('Il rimborso della fattura è stato approvato.\n').toString('base64');
    writeFileSync(
      join(environment.maildir, 'cur', '3.host:2,S'),
      `From: =?iso-8859-1?Q?Agenzia_Entrate?= <info@agenzia.example>\nSubject: =?iso-8859-1?Q?Rimborso_=E8_pronto?=\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n${base64Body}`,
    );
    writeFileSync(
      join(environment.maildir, 'cur', '4.host:2,S'),
      'From: Luca <luca@example.org>\nSubject: Caffe\nContent-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: quoted-printable\n\nCi vediamo al caff=E8 alle 10, porta la fattu=\nra.\n',
    );
    const find = createFindMessages(environment);

    const refund = await find({ query: 'rimborso approvato' }, testContext());
    expect(refund.entries).toEqual([
      expect.objectContaining({ id: '3.host', subject: 'Rimborso è pronto', from: 'Agenzia Entrate <info@agenzia.example>', snippet: 'Il rimborso della fattura è stato approvato.' }),
    ]);
    // the encoded form is not text the user wrote
    expect((await find({ query: base64Body.slice(0, 12) }, testContext())).entries).toEqual([]);
    const coffee = await find({ query: 'caffè fattura' }, testContext());
    expect((coffee.entries as { id: string }[]).map((entry) => entry.id)).toEqual(['4.host']);
  });

  it('should search an HTML-only message by its text, not its markup', async () => {
    const environment = withMaildir();
    writeFileSync(
      join(environment.maildir, 'cur', '5.host:2,S'),
      'From: News <news@example.org>\nSubject: Weekly\nContent-Type: text/html; charset=utf-8\n\n<html><head><style>.offer{color:red}</style></head><body><p>Tickets &amp; <b>concerts</b> this week</p></body></html>',
    );
    const find = createFindMessages(environment);

    expect((await find({ query: 'tickets & concerts' }, testContext())).entries).toEqual([expect.objectContaining({ id: '5.host', snippet: 'Tickets & concerts this week' })]);
    expect((await find({ query: 'offer' }, testContext())).entries).toEqual([]);
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
