import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFillerResolver, extractIntent, propose } from '@metnos/metis';
import { createVaglio, defaultVaglioRules, executeFramework } from '@metnos/nous';
import { ScriptedLlmProvider, createMaildirExecutors, createMemoryPraxisStore, readMaildir, writeMaildir, mailCleanupFrameworkText } from '@metnos/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'nous-e2e-'));
  await writeMaildir(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('Praxis engine: the reference mail-cleanup request', () => {
  it('should run the reference request end to end: intent, Metis plan, filler, real executors, final message', async () => {
    const query = 'find spam mail and move it to trash';
    const llm = new ScriptedLlmProvider([
      '{"verb":"move","object":"messages","keywords":["spam","trash"]}',
      mailCleanupFrameworkText,
      '{"value":"Trash"}',
    ]);
    const executors = createMaildirExecutors(root);
    const cache = createMemoryPraxisStore();

    const intent = await extractIntent(query, { llm });
    const framework = await propose(query, intent, executors.map((executor) => executor.manifest), { llm });
    const execution = await executeFramework(framework, {
      executors,
      resolveFiller: createFillerResolver({ llm, cache, query }),
      vaglio: createVaglio({ rules: defaultVaglioRules({ pathAllowlist: [root] }) }),
      confirmed: true,
      turnId: 'turn-e2e',
    });

    expect(intent).toEqual({ verb: 'move', object: 'messages', keywords: ['spam', 'trash'] });
    expect(execution.ok).toBe(true);
    expect(execution.reply).toBe('Moved 3 mails to trash.');
    expect(execution.fillers).toEqual({ trash_folder: 'Trash' });
    expect(await readMaildir(root)).toEqual({ INBOX: ['001', '004', '006'], Trash: ['002', '003', '005'] });
    expect(llm.calls.map((call) => call.tier)).toEqual(['fast', 'wise', 'fast']);
    expect(llm.calls[1]?.grammar).toContain('\\"move_messages\\"');
    expect(cache.getCached('filler', "trash_folder\nWhat's the trash folder name for this account?")).toBe('Trash');
  });

  it('should replay the same framework on a fresh copy of the data without any LLM call', async () => {
    const llm = new ScriptedLlmProvider([mailCleanupFrameworkText]);
    const executors = createMaildirExecutors(root);
    const framework = await propose('find spam mail and move it to trash', { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] }, executors.map((executor) => executor.manifest), { llm });
    const run = () => executeFramework(framework, {
      executors,
      vaglio: createVaglio({ rules: defaultVaglioRules({ pathAllowlist: [root] }) }),
      confirmed: true,
      clock: (() => { let tick = 0; return () => (tick += 1); })(),
    });
    const first = JSON.stringify(await run());
    await writeMaildir(root);
    expect(JSON.stringify(await run())).toBe(first);
    expect(llm.calls).toHaveLength(1);
  });
});
