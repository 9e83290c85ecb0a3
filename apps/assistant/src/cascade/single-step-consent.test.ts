import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { useHomeAssistant } from './__fixtures__/use-home-assistant';

describe('createAssistant (single-step effectful requests)', () => {
  const world = useHomeAssistant('metnos-single-', { 'Documents/notes.txt': 'N', 'Downloads/report.pdf': 'R' });

  it('should move a file named from its source folder after consent naming the resolved paths, with no model call', async () => {
    const asked = await world.assistant.ask('move notes.txt from Documents to Downloads');
    expect(asked).toMatchObject({ ok: false, needsConfirmation: true, llmCalls: 0 });
    expect(asked.confirmation?.steps).toEqual([
      expect.objectContaining({ tool: 'move_files', effects: ['overwrite'], summary: 'move_files (moves or replaces): destination: "~/Downloads"; paths: ~/Documents/notes.txt' }),
    ]);
    expect(existsSync(join(world.setup.home, 'Documents', 'notes.txt'))).toBe(true);
    const moved = await world.assistant.confirm(asked.confirmation!.token);
    expect(moved).toMatchObject({ ok: true, llmCalls: 0 });
    expect(existsSync(join(world.setup.home, 'Documents', 'notes.txt'))).toBe(false);
    expect(readFileSync(join(world.setup.home, 'Downloads', 'notes.txt'), 'utf8')).toBe('N');
  });

  it('should move nothing when the Italian request is not confirmed', async () => {
    const asked = await world.assistant.ask('sposta report.pdf da Scaricati a Documenti');
    expect(asked).toMatchObject({ ok: false, needsConfirmation: true, llmCalls: 0 });
    expect(asked.confirmation?.steps[0]?.summary).toBe('move_files (sposta o sostituisce): destination: "~/Documents"; paths: ~/Downloads/report.pdf');
    // Declined: the token is never confirmed and the user asks something else.
    expect(await world.assistant.ask('move notes.txt or todo.txt to Downloads')).toMatchObject({ ok: false });
    expect(existsSync(join(world.setup.home, 'Downloads', 'report.pdf'))).toBe(true);
    expect(existsSync(join(world.setup.home, 'Documents', 'report.pdf'))).toBe(false);
  });

  it('should refuse a placeholder address such as anna@example.com before asking, sending nothing', async () => {
    const asked = await world.assistant.ask('send an email to anna@example.com with subject "Hi" saying "see you"');
    expect(asked).toMatchObject({ ok: false, llmCalls: 0 });
    expect(asked.needsConfirmation).not.toBe(true);
    expect(existsSync(join(world.setup.dataDir, 'outbox'))).toBe(false);
  });

  it('should send a mail to the address read as recipient after consent naming it, into the real outbox', async () => {
    const asked = await world.assistant.ask('send an email to anna@rossi.it with subject "Hi" saying "see you"');
    expect(asked).toMatchObject({ ok: false, needsConfirmation: true, llmCalls: 0 });
    expect(asked.confirmation?.steps).toEqual([
      expect.objectContaining({ tool: 'send_messages', effects: ['send'], summary: 'send_messages (sends outside): to: anna@rossi.it; subject: "Hi"; body: "see you"' }),
    ]);
    const outbox = join(world.setup.dataDir, 'outbox');
    expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([]);
    const sent = await world.assistant.confirm(asked.confirmation!.token);
    expect(sent).toMatchObject({ ok: true, llmCalls: 0 });
    const mails = readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/anna@rossi\.it/);
    expect(mails[0]).toMatch(/see you/);
  });

  // "delete" has no tool in this catalog: a miss, never a near tool. A file to send named without its folder: a miss.
  it('should plan nothing it would have to guess: a choice of files, a recipient named without an address, a tool it lacks, a file without its folder', async () => {
    for (const request of ['move notes.txt or todo.txt to Downloads', 'move notes.txt from Documents or Desktop to Downloads', 'send it to Luca', 'send an email to Luca with subject "Hi"', 'delete notes.txt from Documents', 'manda il file report.pdf a luca@rossi.it', 'send the file notes.txt to luca@rossi.it']) {
      const turn = await world.assistant.ask(request);
      expect(turn).toMatchObject({ ok: false });
      expect(turn.needsConfirmation).not.toBe(true);
      expect(turn.layer).not.toBe('single_step');
    }
    expect(existsSync(join(world.setup.home, 'Documents', 'notes.txt'))).toBe(true);
    expect(existsSync(join(world.setup.dataDir, 'outbox'))).toBe(false);
  });

  it('should send a file named with its folder as one mail with it attached, after consent naming the resolved file and the recipient', async () => {
    const asked = await world.assistant.ask('manda il file report.pdf da Scaricati a luca@rossi.it');
    expect(asked).toMatchObject({ ok: false, needsConfirmation: true, llmCalls: 0 });
    expect(asked.framework?.steps).toHaveLength(1);
    const report = realpathSync(join(world.setup.home, 'Downloads', 'report.pdf'));
    expect(asked.confirmation?.steps).toEqual([
      expect.objectContaining({ tool: 'send_messages', effects: ['send'], summary: `send_messages (invia all’esterno): to: luca@rossi.it; attachments: ${report}` }),
    ]);
    expect(asked.reply).toContain(report);
    const outbox = join(world.setup.dataDir, 'outbox');
    expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([]);
    expect(await world.assistant.confirm(asked.confirmation!.token)).toMatchObject({ ok: true, llmCalls: 0 });
    const [name, ...others] = readdirSync(outbox);
    expect(others).toEqual([]);
    const mail = await simpleParser(readFileSync(join(outbox, name as string)));
    expect((mail.to as AddressObject).value.map((address) => address.address)).toEqual(['luca@rossi.it']);
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.content.toString('utf8')])).toEqual([['report.pdf', 'R']]);

    const english = await world.assistant.ask('send the file notes.txt from Documents to luca@rossi.it');
    expect(english.confirmation?.steps[0]?.summary).toBe(`send_messages (sends outside): to: luca@rossi.it; attachments: ${realpathSync(join(world.setup.home, 'Documents', 'notes.txt'))}`);
  });

  it('should refuse a file outside the allowed folders before asking, sending nothing', async () => {
    const outside = join(mkdtempSync(join(tmpdir(), 'metnos-outside-')), 'secret.txt');
    writeFileSync(outside, 'S');
    const asked = await world.assistant.ask(`send the file ${outside} to luca@rossi.it`);
    expect(asked).toMatchObject({ ok: false, llmCalls: 0 });
    expect(asked.needsConfirmation).not.toBe(true);
    expect(asked.steps).toEqual([expect.objectContaining({ tool: 'send_messages', ok: false, failure: expect.objectContaining({ code: 'path_not_allowed' }) })]);
    expect(existsSync(join(world.setup.dataDir, 'outbox'))).toBe(false);
  });
});
