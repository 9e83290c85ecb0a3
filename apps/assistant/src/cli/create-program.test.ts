import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProgram } from './create-program';

function cli(input: string[] = [], extraEnv: Record<string, string> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'metnos-program-'));
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
    stdin: Readable.from(input.map((line) => `${line}\n`)),
    env: { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), XDG_DATA_HOME: join(home, 'data'), METNOS_LLM_PROVIDER: 'none', ...extraEnv },
  };
  const run = (...args: string[]) => createProgram(io).parseAsync(args, { from: 'user' });
  return { run, stdout: () => out.join(''), stderr: () => err.join('') };
}

describe('createProgram', () => {
  it('should chat, take :up feedback on the last reply, and quit', async () => {
    const session = cli(['what time is it', ':up', 'where am i', ':quit', 'never asked']);
    await session.run('chat');
    expect(session.stdout()).toMatch(
      /^It's \d\d:\d\d\.\nCan't resolve: I don't know where you are\. To proceed: share your location: set \[executors\] location in runtime\.toml \("City, Country" or "lat,lon"\) or METNOS_EXECUTORS_LOCATION\.\n/,
    );
    expect(session.stderr()).toContain('feedback ✓ saved');
    expect(session.stdout()).not.toContain('never asked');
  });

  it('should keep chatting after a request fails, and rate in the language of the last request', async () => {
    // '???' fails inside the cascade today (an empty normalised query); whatever it does, the chat must go on.
    const session = cli(['???', 'che ore sono', ':up', ':retry', 'what time is it', ':quit']);
    await session.run('chat');
    expect(session.stdout()).toMatch(/^(?:.*\n)?Sono le \d\d:\d\d\.\nSono le \d\d:\d\d\.\nIt's \d\d:\d\d\.\n$/);
    expect(session.stderr()).toContain('valutazione ✓ salvata\n');
    expect(session.stderr()).toContain('valutazione ↺ salvata\n');
    expect(session.stderr()).not.toMatch(/\n\s+at /);
  });

  it('should list aporiae, skills and run the nightly promotion over the same data folder', async () => {
    const session = cli(['find my tax return from last year', ':quit']);
    await session.run('chat');
    await session.run('aporiae');
    await session.run('skills');
    await session.run('promote');
    expect(session.stdout()).toMatch(/ {3}1× {2}missing_skill {8}find my tax return from last year {2}\(llm: /);
    expect(session.stdout()).toContain('no skills yet');
    expect(session.stdout()).toMatch(/active day 1: expired 0 path\(s\), promoted 0\n$/);
  });

  it('should tell where each config value came from', async () => {
    const session = cli([], { METNOS_FAST_PATH_CANONICAL_QUERY_THRESHOLD: '0.9', METNOS_EXECUTORS_SMTP_URL: 'smtp://me:secret@mail.example:587' });
    await session.run('config');
    expect(session.stdout()).toContain('canonical_query_threshold = 0.9  # env');
    expect(session.stdout()).toContain('provider = "none"  # env');
    expect(session.stdout()).toContain('canonical_query_min_uses = 3  # default');
    expect(session.stdout()).toContain('\n[executors]\nlocation = ""  # default\n');
    expect(session.stdout()).toMatch(/\nmaildir = ""  # default \(= .*data\/metnos\/Maildir\)\n/);
    expect(session.stdout()).toContain('smtp_url = "smtp://***@mail.example:587"  # env');
    expect(session.stdout()).not.toContain('secret');
    expect(session.stdout()).not.toContain('METNOS_LOCATION');
  });

  it('should explain what is missing for a new request when llama-server is not running', async () => {
    // 127.0.0.1:9 (discard) refuses connections: "no llama-server running" on any machine.
    const session = cli([], { METNOS_LLM_PROVIDER: 'llama-server', METNOS_LLM_BASE_URL: 'http://127.0.0.1:9' });
    await session.run('ask', 'summarise', 'https://example.org', 'in', 'two', 'lines');
    expect(session.stdout()).toContain(
      "Can't resolve: the language model server at http://127.0.0.1:9 cannot be reached. To proceed: start llama-server at http://127.0.0.1:9, or point [llm] base_url in runtime.toml at a running one.",
    );
    expect(session.stderr()).toMatch(/metnos: intent…\n/);
  });
});
