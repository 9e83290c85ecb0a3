import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ScriptedLlmProvider } from '@metnos/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createAssistant } from '../cascade/create-assistant';
import { runChat } from './run-chat';
import { defaultAssistantConfig } from '../settings/default-assistant-config';

const bases: string[] = [];
afterEach(() => {
  for (const base of bases.splice(0)) rmSync(base, { recursive: true, force: true });
});

describe('runChat', () => {
  it('should run on :yes exactly the steps the last reply asked consent for, once', async () => {
    const base = mkdtempSync(join(tmpdir(), 'metnos-run-chat-'));
    bases.push(base);
    mkdirSync(join(base, 'files', 'docs'), { recursive: true });
    writeFileSync(join(base, 'files', 'docs', 'a.pdf'), 'A');
    const config = defaultAssistantConfig();
    config.vaglio.path_allowlist = [join(base, 'files')];
    const intent = JSON.stringify({ verb: 'move', object: 'files', keywords: ['archive', 'pdf'] });
    const plan = JSON.stringify({
      steps: [
        { tool: 'find_files', args: { folder: 'docs', extension: 'pdf' } },
        { tool: 'move_files', args: { from_step: 1, destination: 'archive' } },
      ],
      fillers: {},
      final_message: 'Moved ${step2.ok_count} files to the archive.',
    });
    const llm = new ScriptedLlmProvider([intent, plan]);
    const assistant = await createAssistant({ config, dataDir: join(base, 'data'), llm });
    const out: string[] = [];
    const err: string[] = [];
    try {
      await runChat(assistant, {
        input: Readable.from(['move the pdf files to the archive\n', ':yes\n', ':yes\n', ':quit\n']),
        stdout: { write: (text: string) => out.push(text) },
        stderr: { write: (text: string) => err.push(text) },
        locale: 'en',
        languageOf: () => 'en',
        askAndPrint: async (query, { language, confirmToken }) => {
          const turn = confirmToken === undefined ? await assistant.ask(query, { language }) : await assistant.confirm(confirmToken);
          out.push(`${turn.reply}\n`);
          return turn;
        },
      });
    } finally {
      assistant.close();
    }
    expect(out[0]).toMatch(/\n1\. .*archive/);
    expect(out[1]).toBe('Moved 1 files to the archive.\n');
    expect(out).toHaveLength(2);
    expect(err.join('')).toContain('nothing waits for confirmation\n');
    expect(llm.remaining).toBe(0);
  });
});
