import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { createAssistant } from '../cascade/create-assistant';
import { defaultAssistantConfig } from '../settings/default-assistant-config';
import { openAssistantDatabase } from '../storage/open-assistant-database';
import { createReminderStore } from '../storage/create-reminder-store';

// Issue 23, point 3: consent for a whole turn is asked before any effectful step of that turn runs — a learned L2
// prefix (a fetch and a reminder) followed by "and then send my tax papers" included.
const clock = () => new Date('2026-05-19T10:30:00Z');

function reminders(dataDir: string) {
  const database = openAssistantDatabase(dataDir);
  try {
    return createReminderStore(database).list();
  } finally {
    database.close();
  }
}

describe('consent for a whole turn', () => {
  it('should ask before an L2 prefix fetches or creates a reminder when the chained residual sends, listing every effect', async () => {
    const requests: string[] = [];
    const page = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<html><head><title>Deadlines</title></head><body><p>Taxes are due on June 30.</p></body></html>');
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/deadlines`;
    try {
      const base = mkdtempSync(join(tmpdir(), 'metnos-turn-consent-'));
      const documents = join(base, 'Documents');
      mkdirSync(join(documents, 'taxes'), { recursive: true });
      const taxes = join(documents, 'taxes', '2025.txt');
      writeFileSync(taxes, 'IBAN IT60X0542811101000000123456');
      const config = defaultAssistantConfig();
      config.praxis.single_step_planner = false;
      config.vaglio.path_allowlist = [documents];
      config.executors.maildir = join(base, 'Maildir');
      config.executors.network_allowlist = ['127.0.0.1'];
      config.multi_tool_fast_path.enabled = true;
      config.multi_tool_fast_path.chain_to_planner = true;
      config.multi_tool_fast_path.min_uses = 1;
      const dataDir = join(base, 'data');
      const outbox = join(dataDir, 'outbox');
      const sent = () => (existsSync(outbox) ? readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8')) : []);

      const prefixPlan = JSON.stringify({
        steps: [
          { tool: 'get_urls', args: { urls: [url] } },
          { tool: 'create_reminders', args: { text: 'pay the taxes', when: '2026-05-20' } },
        ],
        fillers: {},
        final_message: 'Read ${step1.ok_count} page; reminder set.',
      });
      const residualPlan = JSON.stringify({
        steps: [
          { tool: 'read_files', args: { paths: [taxes] } },
          { tool: 'send_messages', args: { to: ['studio@studio-rossi.it'], subject: 'Tax papers', body: 'Here they are.', from_step: 3 } },
        ],
        fillers: {},
        final_message: 'Sent ${step4.ok_count} message.',
      });
      const llm = new ScriptedLlmProvider([
        JSON.stringify({ verb: 'create', object: 'reminders', keywords: ['deadlines'] }),
        prefixPlan,
        JSON.stringify({ verb: 'send', object: 'messages', keywords: ['taxes'] }),
        residualPlan,
      ]);
      const assistant = await createAssistant({ config, dataDir, llm, clock });
      const prefix = `check ${url} and remind me to pay the taxes`;
      expect(await assistant.ask(prefix)).toMatchObject({ ok: true, layer: 'planner' });
      expect(requests).toHaveLength(1);
      expect(reminders(dataDir)).toHaveLength(1);

      const asked = await assistant.ask(`${prefix} and then send my tax papers to studio@studio-rossi.it`);
      expect(asked).toMatchObject({ ok: false, needsConfirmation: true, chained: { residual: 'send my tax papers to studio@studio-rossi.it' } });
      // Nothing with an effect ran: no fetch, no reminder, no mail.
      expect(requests).toHaveLength(1);
      expect(reminders(dataDir)).toHaveLength(1);
      expect(sent()).toEqual([]);
      expect(asked.confirmation?.steps.map((step) => `${step.index}:${step.tool}:${step.effects.join(',')}`)).toEqual(['1:get_urls:network', '2:create_reminders:write', '4:send_messages:send']);
      expect(asked.reply).toContain(`1. get_urls (goes online): urls: ${url} (host: 127.0.0.1:`);

      // Confirmed: the fetch and the reminder run once; the mail, whose entries are the file just read, is shown resolved.
      const mail = await assistant.confirm(asked.confirmation!.token);
      expect(mail).toMatchObject({ ok: false, needsConfirmation: true });
      expect(mail.confirmation?.steps.map((step) => `${step.index}:${step.tool}`)).toEqual(['4:send_messages']);
      expect(requests).toHaveLength(2);
      expect(reminders(dataDir)).toHaveLength(2);
      const done = await assistant.confirm(mail.confirmation!.token);
      expect(done).toMatchObject({ ok: true, layer: 'L2' });
      expect(requests).toHaveLength(2);
      expect(reminders(dataDir)).toHaveLength(2);
      expect(sent()).toEqual([expect.stringContaining('IBAN IT60X0542811101000000123456')]);
      assistant.close();
    } finally {
      page.closeAllConnections();
      await new Promise<void>((resolve) => page.close(() => resolve()));
    }
  });
});
