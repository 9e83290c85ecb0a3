import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecutorError, type Executor, type Framework } from '@metnos/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMaildirExecutors, readMaildir, writeMaildir, mailCleanupFramework } from '@metnos/testing';
import { executeFramework } from './execute-framework';
import type { ExecuteFrameworkOptions } from './execute-framework';
import { createVaglio } from './vaglio/create-vaglio';
import { defaultVaglioRules } from './vaglio/default-vaglio-rules';
import { resultSizeRule } from './vaglio/result-size-rule';
import type { VaglioRule } from './vaglio/vaglio';

let root: string;
let executors: Executor[];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'nous-'));
  await writeMaildir(root);
  executors = createMaildirExecutors(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function options(overrides: Partial<ExecuteFrameworkOptions> = {}): ExecuteFrameworkOptions {
  return {
    executors,
    vaglio: createVaglio({ rules: defaultVaglioRules({ pathAllowlist: [root] }) }),
    confirmed: true,
    now: new Date('2026-05-25T10:00:00Z'),
    turnId: 'turn-1',
    ...overrides,
  };
}

function oneStep(tool: string, args: Record<string, unknown>, extra: Partial<Framework> = {}): Framework {
  return { steps: [{ tool, args }], fillers: {}, final_message: 'done', ...extra };
}

describe('executeFramework', () => {
  it('should run the reference framework on real files and render the final message', async () => {
    const execution = await executeFramework(mailCleanupFramework, options());
    expect(execution.failure).toBeUndefined();
    expect(execution.ok).toBe(true);
    expect(execution.reply).toBe('Moved 3 mails to trash.');
    expect(execution.fillers).toEqual({ trash_folder: 'Trash' });
    expect(execution.steps.map((step) => [step.index, step.tool, step.ok])).toEqual([
      [1, 'find_messages', true],
      [2, 'classify_entries', true],
      [3, 'filter_entries', true],
      [4, 'move_messages', true],
    ]);
    expect(execution.steps[1]?.args['entries']).toHaveLength(4);
    expect(execution.steps[3]?.args).toMatchObject({ dst_folder: 'Trash' });
    expect(execution.steps[3]?.output).toEqual({ ok_count: 3, failed_count: 0, moved: ['002', '003', '005'] });
    expect(await readMaildir(root)).toEqual({ INBOX: ['001', '004', '006'], Trash: ['002', '003', '005'] });
  });

  it('should give a byte-identical outcome for the same framework over the same data', async () => {
    const counterClock = () => {
      let tick = 0;
      return () => (tick += 1);
    };
    const first = JSON.stringify(await executeFramework(mailCleanupFramework, options({ clock: counterClock() })));
    const firstState = await readMaildir(root);
    await writeMaildir(root);
    const second = JSON.stringify(await executeFramework(mailCleanupFramework, options({ clock: counterClock() })));
    expect(second).toBe(first);
    expect(await readMaildir(root)).toEqual(firstState);
  });

  it('should block a destructive step without confirmation before it runs', async () => {
    const execution = await executeFramework(mailCleanupFramework, options({ confirmed: false }));
    expect(execution.ok).toBe(false);
    expect(execution.reply).toBe('');
    expect(execution.failure).toEqual({
      tool: 'move_messages',
      index: 4,
      code: 'confirmation_required',
      message: "move_messages needs the user's consent (effects: delete, overwrite)",
      details: { effects: ['delete', 'overwrite'] },
    });
    expect(execution.steps).toHaveLength(4);
    expect(await readMaildir(root)).toEqual({ INBOX: ['001', '002', '003', '004', '005', '006'], Trash: [] });
  });

  it('should run no step with an effect before a later step that needs consent, and each approved one once', async () => {
    // A real executor that writes (appends a line to a notes file), between a read and a destructive move.
    const notesFolder = await mkdtemp(join(tmpdir(), 'nous-notes-'));
    const notes = join(notesFolder, 'notes.txt');
    const writeNotes: Executor = {
      manifest: { name: 'write_notes', description: 'Appends a line to the notes file.', effects: ['write'], inputSchema: { type: 'object', properties: { line: { type: 'string' } }, required: ['line'] } },
      async invoke(args) {
        await appendFile(notes, `${String(args['line'])}\n`);
        return { written: 1 };
      },
    };
    const [find, , , move] = mailCleanupFramework.steps;
    const framework: Framework = {
      steps: [find!, { tool: 'write_notes', args: { line: 'moving the unread mails' } }, { ...move!, args: { messages: '${step1.entries}', dst_folder: 'Trash' } }],
      fillers: {},
      final_message: 'done',
    };
    const withNotes = () => options({ executors: [...executors, writeNotes] });
    const asked = await executeFramework(framework, { ...withNotes(), confirmed: false });
    expect(asked.failure).toMatchObject({ tool: 'write_notes', index: 2, code: 'confirmation_required', details: { effects: ['write'] } });
    expect(asked.failure?.message).toBe("write_notes (effects: write) comes before move_messages, which needs the user's consent: both are shown before either runs");
    // The read ran (its results resolve what the consent shows); the write did not.
    expect(asked.steps.map((step) => [step.index, step.ok])).toEqual([[1, true], [2, false]]);
    await expect(readFile(notes, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });

    // Consent to the write only: it runs, then the move asks.
    const writeOnly = await executeFramework(framework, { ...withNotes(), confirmed: (step) => step.index === 2 });
    expect(writeOnly.failure).toMatchObject({ tool: 'move_messages', index: 3, code: 'confirmation_required' });
    expect(await readFile(notes, 'utf8')).toBe('moving the unread mails\n');
    expect((await readMaildir(root)).Trash).toEqual([]);

    // A write with nothing asking after it needs no consent.
    const alone = await executeFramework({ ...framework, steps: framework.steps.slice(0, 2) }, { ...withNotes(), confirmed: false });
    expect(alone.ok).toBe(true);
    expect(await readFile(notes, 'utf8')).toBe('moving the unread mails\nmoving the unread mails\n');
    await rm(notesFolder, { recursive: true, force: true });
  });

  describe('taint: content a step read that would leave the machine', () => {
    // A real file read, a real fetch to a real HTTP listener on 127.0.0.1 that records every request it gets.
    const fetchUrls: Executor = {
      manifest: { name: 'fetch_urls', description: 'Fetches URLs.', effects: ['network'], inputSchema: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } } }, required: ['urls'] } },
      async invoke(args, context) {
        const urls = args['urls'] as string[];
        for (const url of urls) await (await fetch(url, { signal: context.signal })).text();
        return { ok_count: urls.length };
      },
    };
    const readText: Executor = {
      manifest: { name: 'read_text', description: 'Reads a file.', effects: ['read'], inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
      async invoke(args) {
        return { entries: [{ path: args['path'], content: await readFile(String(args['path']), 'utf8') }] };
      },
    };
    const withListener = async <T>(use: (base: string, received: string[]) => Promise<T>): Promise<T> => {
      const { createServer } = await import('node:http');
      const received: string[] = [];
      const server = createServer((request, response) => {
        received.push(request.url ?? '');
        response.end('ok');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as import('node:net').AddressInfo;
      try {
        return await use(`http://127.0.0.1:${port}`, received);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    };

    it('should ask before a fetch whose URL carries a file\'s text, and send nothing until the user consents', async () => {
      const secret = join(root, 'taxes.txt');
      await writeFile(secret, 'IBAN IT60X0542811101000000123456');
      await withListener(async (base, received) => {
        const framework: Framework = {
          steps: [
            { tool: 'read_text', args: { path: secret } },
            { tool: 'fetch_urls', args: { urls: [`${base}/lookup?code=\${step1.entries.0.content}`] } },
          ],
          fillers: {},
          final_message: 'done',
        };
        const run = (confirmed: ExecuteFrameworkOptions['confirmed']) => executeFramework(framework, options({ executors: [readText, fetchUrls], confirmed }));
        const asked = await run(false);
        expect(asked.failure).toMatchObject({
          tool: 'fetch_urls',
          index: 2,
          code: 'confirmation_required',
          details: { effects: ['network'], about: 'what step 1 (read_text) returned leaves in the request to the addresses shown' },
        });
        // The step is reported with the resolved URL the user must see: the text is in it.
        expect(asked.steps[1]?.args).toEqual({ urls: [`${base}/lookup?code=IBAN IT60X0542811101000000123456`] });
        expect(received).toEqual([]);

        const consented = await run((step) => step.index === 2);
        expect(consented.ok).toBe(true);
        expect(received).toEqual(['/lookup?code=IBAN%20IT60X0542811101000000123456']);
      });
    });

    it('should let a fetch written from the user\'s own words run freely, and hold an earlier effect back when a later fetch carries content', async () => {
      await withListener(async (base, received) => {
        const alone = await executeFramework(oneStep('fetch_urls', { urls: [`${base}/weather?city=Rome`] }), options({ executors: [fetchUrls], confirmed: false }));
        expect(alone.ok).toBe(true);
        expect(received).toEqual(['/weather?city=Rome']);

        const secret = join(root, 'id.txt');
        await writeFile(secret, 'SECRET');
        const framework: Framework = {
          steps: [
            { tool: 'fetch_urls', args: { urls: [`${base}/ping`] } },
            { tool: 'read_text', args: { path: secret } },
            { tool: 'fetch_urls', args: { urls: [`${base}/x?q=\${step2.entries.0.content}`] } },
          ],
          fillers: {},
          final_message: 'done',
        };
        const asked = await executeFramework(framework, options({ executors: [readText, fetchUrls], confirmed: false }));
        expect(asked.failure).toMatchObject({ tool: 'fetch_urls', index: 1, code: 'confirmation_required', details: { effects: ['network'] } });
        expect(received).toEqual(['/weather?city=Rome']);
      });
    });

    it('should ask before a tool hands read content to a remote model, naming the endpoint, and not when it is local', async () => {
      const describeEntries: Executor = {
        manifest: { name: 'describe_entries', description: 'Describes entries.', effects: ['read'], consumerArg: 'entries', inputSchema: { type: 'object', properties: { entries: { type: 'array', items: { type: 'object' } } } } },
        async invoke(args) {
          return { description: `${(args['entries'] as unknown[]).length} entries` };
        },
      };
      const secret = join(root, 'letter.txt');
      await writeFile(secret, 'Dear tax office');
      const framework: Framework = {
        steps: [
          { tool: 'read_text', args: { path: secret } },
          { tool: 'describe_entries', args: { from_step: 1 } },
        ],
        fillers: {},
        final_message: '${step2.description}',
      };
      const withEndpoint = (endpoint: string | undefined) =>
        options({
          executors: [readText, describeEntries],
          confirmed: false,
          vaglio: createVaglio({ rules: defaultVaglioRules({ pathAllowlist: [root], modelEndpointOf: (manifest) => (manifest.name === 'describe_entries' ? endpoint : undefined) }) }),
        });
      const remote = await executeFramework(framework, withEndpoint('https://api.example.com/v1'));
      expect(remote.failure).toMatchObject({
        tool: 'describe_entries',
        code: 'confirmation_required',
        details: { effects: ['network'], about: 'what step 1 (read_text) returned is sent to the model at https://api.example.com/v1' },
      });
      const local = await executeFramework(framework, withEndpoint(undefined));
      expect(local).toMatchObject({ ok: true, reply: '1 entries' });
    });
  });

  it('should run a plan after steps that already ran, numbering its steps after them and consuming their results', async () => {
    const prefix = await executeFramework({ steps: mailCleanupFramework.steps.slice(0, 3), fillers: {}, final_message: '' }, options());
    expect(prefix.ok).toBe(true);
    const residual: Framework = {
      steps: [{ tool: 'move_messages', args: { from_step: 3, dst_folder: 'Trash' } }],
      fillers: {},
      final_message: 'Moved ${step4.ok_count} of the ${step1.count} mails found.',
    };
    const execution = await executeFramework(residual, options({ priorSteps: prefix.steps }));
    expect(execution.ok).toBe(true);
    expect(execution.steps.map((step) => [step.index, step.tool])).toEqual([[4, 'move_messages']]);
    expect(execution.reply).toBe('Moved 3 of the 4 mails found.');
    expect(await readMaildir(root)).toEqual({ INBOX: ['001', '004', '006'], Trash: ['002', '003', '005'] });
    const dangling = await executeFramework({ ...residual, steps: [{ tool: 'move_messages', args: { from_step: 4, dst_folder: 'Trash' } }] }, options({ priorSteps: prefix.steps }));
    expect(dangling.failure).toMatchObject({ index: 4, code: 'from_step_invalid' });
  });

  it('should report an unknown tool', async () => {
    const execution = await executeFramework(oneStep('fly_drone', {}), options());
    expect(execution.failure).toEqual({ tool: 'fly_drone', index: 1, code: 'unknown_tool', message: 'no executor named "fly_drone"', details: {} });
    expect(execution.steps).toEqual([{ index: 1, tool: 'fly_drone', args: {}, ok: false, failure: execution.failure, ms: expect.any(Number) }]);
  });

  it('should refuse a plan longer than capSteps before running anything', async () => {
    const execution = await executeFramework(mailCleanupFramework, options({ capSteps: 3 }));
    expect(execution.failure).toMatchObject({ tool: 'move_messages', index: 4, code: 'cap_steps_exceeded', details: { capSteps: 3, steps: 4 } });
    expect(execution.steps).toEqual([]);
  });

  it('should validate args against the schema and placeholder values before invoking', async () => {
    const schema = await executeFramework(oneStep('find_messages', { folder: 3 }), options());
    expect(schema.failure).toMatchObject({ code: 'invalid_args', details: { reason: 'schema', arguments: ['folder'] } });
    const placeholder = await executeFramework(oneStep('find_messages', { folder: '<folder>' }), options());
    expect(placeholder.failure).toMatchObject({ code: 'invalid_args', details: { reason: 'placeholder', arguments: ['folder'] } });
  });

  it('should fail on bad from_step and unresolved references as invalid_args', async () => {
    const badFromStep: Framework = { ...mailCleanupFramework, steps: [mailCleanupFramework.steps[0]!, { tool: 'classify_entries', args: { from_step: 2, category: 'spam' } }] };
    expect((await executeFramework(badFromStep, options())).failure).toMatchObject({ index: 2, code: 'from_step_invalid' });
    const badReference = oneStep('find_messages', { folder: '${step3.folder}' });
    expect((await executeFramework(badReference, options())).failure).toMatchObject({ index: 1, code: 'unresolved_reference' });
  });

  it('should turn an unresolvable filler into a user action', async () => {
    const framework: Framework = {
      steps: [{ tool: 'find_messages', args: { folder: '${FILLER:folder}' } }],
      fillers: { folder: { prompt: 'Which folder?' } },
      final_message: '',
    };
    expect((await executeFramework(framework, options())).failure).toEqual({ tool: expect.any(String), index: 1, code: 'filler_unresolved', message: expect.any(String), details: { filler: 'folder' } });
    const undeclared = oneStep('find_messages', { folder: '${FILLER:nope}' });
    expect((await executeFramework(undeclared, options())).failure).toMatchObject({ code: 'unknown_filler', details: { filler: expect.any(String) } });
  });

  it('should keep ExecutorError fields and classify crashes and timeouts', async () => {
    const missing = await executeFramework(oneStep('find_messages', { folder: 'Archive' }), options());
    expect(missing.failure).toMatchObject({ code: 'executor_failed', message: 'no such folder: Archive', details: { kind: 'not_found', executorCode: 'folder_not_found', path: 'Archive' } });
    const manifest = { name: 'broken', description: 'x', inputSchema: { type: 'object' as const } };
    const broken: Executor = { manifest, invoke: async () => { throw new TypeError('x is not a function'); } };
    const crash = await executeFramework(oneStep('broken', {}), options({ executors: [broken] }));
    expect(crash.failure).toEqual({ tool: 'broken', index: 1, code: 'executor_failed', message: 'x is not a function', details: { kind: 'executor_crash', executorCode: 'executor_crash' } });
    const hanging: Executor = { manifest: { ...manifest, name: 'hang' }, invoke: () => new Promise(() => {}) };
    const timeout = await executeFramework(oneStep('hang', {}), options({ executors: [hanging], stepTimeoutMs: 20 }));
    expect(timeout.failure).toMatchObject({ code: 'step_timeout', details: { timeoutMs: 20 } });
    const arrayResult: Executor = { manifest: { ...manifest, name: 'arr' }, invoke: async () => [] as never };
    expect((await executeFramework(oneStep('arr', {}), options({ executors: [arrayResult] }))).failure).toMatchObject({ code: 'invalid_result', details: {} });
  });

  describe('checkArgs', () => {
    /** A mail sender that writes each message as a file under `root`, checking its recipients first. */
    function sender(checked: unknown[]): Executor {
      const invalid = (args: Record<string, unknown>) => (Array.isArray(args.to) ? args.to : []).filter((to) => typeof to !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to));
      const checkArgs: NonNullable<Executor['checkArgs']> = (args, context) => {
        checked.push({ args, context });
        const wrong = invalid(args);
        return wrong.length === 0 ? undefined : new ExecutorError({ tool: 'send_messages', failureKind: 'invalid_args', code: 'invalid_recipient', message: 'not an email address', details: { arguments: ['to'], data: { invalid: wrong } } });
      };
      return {
        manifest: { name: 'send_messages', description: 'Sends a message.', inputSchema: { type: 'object', properties: { to: { type: 'array', items: { type: 'string' } } }, required: ['to'] }, effects: ['send'] },
        checkArgs,
        invoke: async (args) => {
          const error = checkArgs(args, { turnId: 'direct', now: new Date(0), language: 'en' });
          if (error !== undefined) throw error;
          await writeFile(join(root, `sent-${String((args.to as string[])[0])}.eml`), 'To: x');
          return { ok_count: 1 };
        },
      };
    }
    /** A Vaglio rule that only records which steps it was asked about, placed before the default rules. */
    function spyRule(judged: number[]): VaglioRule {
      return { name: 'spy', judgeCall: ({ index }) => (judged.push(index), { allowed: true }) };
    }
    const sentFiles = async () => (await readdir(root)).filter((name) => name.startsWith('sent-'));

    it('should stop a step whose check fails before Vaglio judges it, never asking consent, with the executor\'s code', async () => {
      const checked: unknown[] = [];
      const judged: number[] = [];
      const asked: number[] = [];
      const vaglio = createVaglio({ rules: [spyRule(judged), ...defaultVaglioRules({ pathAllowlist: [root] })] });
      const confirmed = ({ index }: { index: number }) => (asked.push(index), false);
      const execution = await executeFramework(oneStep('send_messages', { to: ['Marco'] }), options({ executors: [sender(checked)], vaglio, confirmed, language: 'it' }));
      expect(execution.failure).toEqual({
        tool: 'send_messages',
        index: 1,
        code: 'executor_failed',
        message: 'not an email address',
        details: { kind: 'invalid_args', executorCode: 'invalid_recipient', arguments: ['to'], data: { invalid: ['Marco'] } },
      });
      expect(execution.steps).toEqual([expect.objectContaining({ index: 1, tool: 'send_messages', ok: false, args: { to: ['Marco'] } })]);
      expect(checked).toEqual([{ args: { to: ['Marco'] }, context: { turnId: 'turn-1', now: new Date('2026-05-25T10:00:00Z'), language: 'it' } }]);
      expect(judged).toEqual([]);
      expect(asked).toEqual([]);
      // Consent given in advance does not let a call that cannot run through either.
      const consented = await executeFramework(oneStep('send_messages', { to: ['Marco'] }), options({ executors: [sender(checked)], vaglio, confirmed: true }));
      expect(consented.failure).toMatchObject({ code: 'executor_failed', details: { executorCode: 'invalid_recipient' } });
      expect(judged).toEqual([]);
      expect(await sentFiles()).toEqual([]);
    });

    it('should ask consent for a call whose check passes, and run it once consented', async () => {
      const checked: unknown[] = [];
      const judged: number[] = [];
      const vaglio = createVaglio({ rules: [spyRule(judged), ...defaultVaglioRules({ pathAllowlist: [root] })] });
      const framework = oneStep('send_messages', { to: ['marco@example.com'] });
      const blocked = await executeFramework(framework, options({ executors: [sender(checked)], vaglio, confirmed: false }));
      expect(blocked.failure).toMatchObject({ code: 'confirmation_required', details: { effects: ['send'] } });
      expect(judged).toEqual([1]);
      expect(await sentFiles()).toEqual([]);
      const sent = await executeFramework(framework, options({ executors: [sender(checked)], vaglio, confirmed: true }));
      expect(sent.ok).toBe(true);
      // Each run checks the written-out step before any step runs and again before Vaglio judges it; invoke once more.
      expect(checked).toHaveLength(5);
      expect(await sentFiles()).toEqual(['sent-marco@example.com.eml']);
    });

    it('should fail a plan before any step runs when a later step written out in full cannot run', async () => {
      const judged: number[] = [];
      const vaglio = createVaglio({ rules: [spyRule(judged), ...defaultVaglioRules({ pathAllowlist: [root] })] });
      // Move the spam to Trash (needs consent), then tell "Marco": the move must not be offered for consent.
      const framework: Framework = {
        steps: [
          { tool: 'find_messages', args: { folder: 'INBOX' } },
          { tool: 'move_messages', args: { from_step: 1, dst_folder: 'Trash' } },
          { tool: 'send_messages', args: { to: ['Marco'] } },
        ],
        fillers: {},
        final_message: 'done',
      };
      const execution = await executeFramework(framework, options({ executors: [...executors, sender([])], vaglio, confirmed: false }));
      expect(execution.failure).toMatchObject({ tool: 'send_messages', index: 3, code: 'executor_failed', details: { kind: 'invalid_args', executorCode: 'invalid_recipient' } });
      expect(execution.steps).toEqual([{ index: 3, tool: 'send_messages', args: { to: ['Marco'] }, ok: false, failure: execution.failure, ms: 0 }]);
      expect(judged).toEqual([]);
      const confirmedRun = await executeFramework(framework, options({ executors: [...executors, sender([])], vaglio, confirmed: true }));
      expect(confirmedRun.failure).toMatchObject({ index: 3, details: { executorCode: 'invalid_recipient' } });
      expect(await readMaildir(root)).toEqual({ INBOX: ['001', '002', '003', '004', '005', '006'], Trash: [] });
      // With an address the same plan asks consent at the move, as before.
      const addressed = { ...framework, steps: framework.steps.map((step) => (step.tool === 'send_messages' ? { ...step, args: { to: ['marco@rossi.it'] } } : step)) };
      expect((await executeFramework(addressed, options({ executors: [...executors, sender([])], vaglio, confirmed: false }))).failure).toMatchObject({ index: 2, code: 'confirmation_required' });
    });

    it('should check the arguments routed from an earlier step, and treat a check that throws as a crash', async () => {
      const checked: unknown[] = [];
      const finder: Executor = { manifest: { name: 'find_contacts', description: 'x', inputSchema: { type: 'object' } }, invoke: async () => ({ entries: [], to: ['Marco'] }) };
      const routed = await executeFramework(
        { steps: [{ tool: 'find_contacts', args: {} }, { tool: 'send_messages', args: { to: '${step1.to}' } }], fillers: {}, final_message: 'done' },
        options({ executors: [finder, sender(checked)], confirmed: false }),
      );
      expect(routed.failure).toMatchObject({ index: 2, code: 'executor_failed', details: { executorCode: 'invalid_recipient', data: { invalid: ['Marco'] } } });
      const throwing: Executor = { ...sender(checked), checkArgs: () => { throw new TypeError('args.to.map is not a function'); } };
      const crash = await executeFramework(oneStep('send_messages', { to: ['a@b.it'] }), options({ executors: [throwing], confirmed: false }));
      expect(crash.failure).toEqual({ tool: 'send_messages', index: 1, code: 'executor_failed', message: 'args.to.map is not a function', details: { kind: 'executor_crash', executorCode: 'executor_crash' } });
    });
  });

  it('should let Vaglio block paths outside the allowlist and oversized results', async () => {
    const outside = await executeFramework(oneStep('find_messages', { folder: '/etc' }), options());
    expect(outside.failure).toMatchObject({ code: 'path_not_allowed', details: { path: '/etc', reason: 'outside_allowlist' } });
    const capped = await executeFramework(mailCleanupFramework, options({ vaglio: createVaglio({ rules: [resultSizeRule({ maxEntries: 2 })] }) }));
    expect(capped.failure).toMatchObject({ index: 1, code: 'result_too_large', details: { entries: 4 } });
    expect(capped.steps[0]?.output).toBeUndefined();
  });

  it('should accept executors as a Map or a Record', async () => {
    const byName = Object.fromEntries(executors.map((executor) => [executor.manifest.name, executor]));
    expect((await executeFramework(mailCleanupFramework, options({ executors: byName }))).reply).toBe('Moved 3 mails to trash.');
    await writeMaildir(root);
    expect((await executeFramework(mailCleanupFramework, options({ executors: new Map(Object.entries(byName)) }))).reply).toBe('Moved 3 mails to trash.');
  });

  it('should throw the abort reason when the turn is cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('user cancelled'));
    await expect(executeFramework(mailCleanupFramework, options({ abortSignal: controller.signal }))).rejects.toThrow('user cancelled');
    expect(await readMaildir(root)).toEqual({ INBOX: ['001', '002', '003', '004', '005', '006'], Trash: [] });
  });
});
