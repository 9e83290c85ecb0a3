import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { createAssistant } from './create-assistant';

const clock = () => new Date('2026-05-19T10:30:00Z');
const sendIntent = JSON.stringify({ verb: 'send', object: 'messages', keywords: ['marco'] });
const sendPlan = (to: string, subject: string, body: string) =>
  JSON.stringify({ steps: [{ tool: 'send_messages', args: { to: [to], subject, body } }], fillers: {}, final_message: 'Sent ${step1.ok_count} message.' });

/** A temp world: an allowed folder, a Maildir and a data folder (the outbox is `<data>/outbox`). */
function world() {
  const base = mkdtempSync(join(tmpdir(), 'metnos-check-args-'));
  const files = join(base, 'files');
  mkdirSync(join(files, 'docs'), { recursive: true });
  writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
  const config = defaultAssistantConfig();
  // These tests exercise the model's planner: the deterministic single-step planner would answer first.
  config.praxis.single_step_planner = false;
  config.vaglio.path_allowlist = [files];
  config.executors.maildir = join(base, 'Maildir');
  const dataDir = join(base, 'data');
  return { files, config, dataDir, outbox: () => (readdirSync(dataDir).includes('outbox') ? readdirSync(join(dataDir, 'outbox')) : []) };
}

describe('createAssistant', () => {
  describe('consent only for calls that can run', () => {
    it.each([
      {
        language: 'it',
        query: 'scrivi a Marco che arrivo tardi',
        plan: sendPlan('Marco', 'Ritardo', 'Arrivo tardi.'),
        reply: 'Non riesco: non sono riuscito a ricavare dalla richiesta il valore di "to" per send_messages. Per procedere: indica il destinatario con il suo indirizzo email, ad es. "mandalo a anna@rossi.it".',
      },
      {
        language: 'en',
        query: 'write to Marco that I will be late',
        plan: sendPlan('Marco', 'Late', 'I will be late.'),
        reply: 'Can\'t resolve: I could not work out the value of "to" for send_messages from your request. To proceed: say the recipient as an email address, e.g. "send it to anna@rossi.it".',
      },
    ])('should not ask consent to send to "Marco", and ask for the address instead ($language)', async ({ language, query, plan, reply }) => {
      const setup = world();
      // The planner writes the name where an address goes, and the re-plan does it again.
      const llm = new ScriptedLlmProvider([sendIntent, plan, plan]);
      const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, llm, clock });
      const turn = await assistant.ask(query);
      expect(turn.confirmation).toBeUndefined();
      expect(turn.needsConfirmation).not.toBe(true);
      expect(turn).toMatchObject({ layer: 'aporia', ok: false, language, aporia: { category: 'user_action_required', subject: 'arguments' } });
      expect(turn.aporia?.detail).toMatch(/^send_messages#1 executor_failed\/invalid_args\/invalid_recipient$/);
      expect(turn.reply).toBe(reply);
      expect(llm.remaining).toBe(0);
      expect(setup.outbox()).toEqual([]);
      assistant.close();
    });

    it('should not ask consent to move files when the plan then mails "Marco", and move nothing', async () => {
      const setup = world();
      const intent = JSON.stringify({ verb: 'move', object: 'files', keywords: ['pdf', 'archive', 'marco'] });
      const plan = JSON.stringify({
        steps: [
          { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
          { tool: 'move_files', args: { from_step: 1, destination: 'archive' } },
          { tool: 'send_messages', args: { to: ['Marco'], subject: 'Archiviati', body: 'Ho archiviato i PDF.' } },
        ],
        fillers: {},
        final_message: 'Done.',
      });
      const llm = new ScriptedLlmProvider([intent, plan, plan]);
      const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, llm, clock });
      const turn = await assistant.ask('archivia i pdf e scrivilo a Marco');
      expect(turn.confirmation).toBeUndefined();
      expect(turn).toMatchObject({ layer: 'aporia', ok: false, language: 'it', aporia: { subject: 'arguments', detail: 'send_messages#3 executor_failed/invalid_args/invalid_recipient' } });
      expect(existsSync(join(setup.files, 'docs', 'a.pdf'))).toBe(true);
      expect(existsSync(join(setup.files, 'archive'))).toBe(false);
      expect(setup.outbox()).toEqual([]);
      assistant.close();
    });

    // (an address at example.com would be refused before consent as a placeholder a model copied, not the user's)
    it('should still ask consent to send to an address, and send exactly that on confirm', async () => {
      const setup = world();
      const llm = new ScriptedLlmProvider([sendIntent, sendPlan('marco@rossi.it', 'Late', 'I will be late.')]);
      const assistant = await createAssistant({ config: setup.config, dataDir: setup.dataDir, llm, clock });
      const asked = await assistant.ask('write to marco@rossi.it that I will be late');
      expect(asked).toMatchObject({ ok: false, needsConfirmation: true });
      expect(asked.confirmation?.steps).toEqual([expect.objectContaining({ index: 1, tool: 'send_messages', effects: ['send'], args: expect.objectContaining({ to: ['marco@rossi.it'] }) })]);
      expect(setup.outbox()).toEqual([]);
      const sent = await assistant.confirm(asked.confirmation!.token);
      expect(sent).toMatchObject({ ok: true, reply: 'Sent 1 message.' });
      const [file] = setup.outbox();
      expect(readFileSync(join(setup.dataDir, 'outbox', file as string), 'utf8')).toContain('To: marco@rossi.it\r\nSubject: Late');
      assistant.close();
    });
  });
});
