import { createInterface } from 'node:readline';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Feedback } from '@metnos/core';
import { loadConfig } from '@metnos/core/config';
import { Command } from 'commander';
import type { Assistant, AssistantTurn } from '../cascade/assistant';
import { createAssistant } from '../cascade/create-assistant';
import { formatServeBanner } from '../server/format-serve-banner';
import { startServer } from '../server/start-server';
import { loadServerSecret } from '../settings/load-server-secret';
import { createProgressReporter, type ProgressStream } from './create-progress-reporter';
import { formatTurnStatus } from './format-turn';
import { formatChange, registerChangeCommands } from './register-change-commands';

/** Where the CLI reads and writes (process streams in production, buffers in tests). */
export interface CliIo {
  stdout: ProgressStream;
  stderr: ProgressStream;
  stdin: Readable;
  env: Record<string, string | undefined>;
  /** Resolves when `serve` should stop (SIGINT/SIGTERM in production). */
  waitForShutdown?: () => Promise<void>;
}

interface GlobalOptions {
  config?: string;
}

/**
 * The `metnos` command line (commander): ask, chat, serve, skills [forget <hash>], aporiae, promote, config.
 * Every command loads runtime.toml (+ METNOS_* variables) first; `ConfigError`s propagate to the caller,
 * which prints the message without a stack and exits 2.
 */
export function createProgram(io: CliIo): Command {
  const program = new Command('metnos')
    .description('Metnos: a local assistant that learns to answer instantly')
    .option('-c, --config <file>', 'runtime.toml to use (default $METNOS_CONFIG or $XDG_CONFIG_HOME/metnos/runtime.toml)')
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) })
    .showHelpAfterError()
    .exitOverride();

  const open = async (): Promise<Assistant> => {
    const { config: configFile } = program.opts<GlobalOptions>();
    const loaded = loadConfig({ env: io.env, configFile });
    if (loaded.created) io.stderr.write(`metnos: wrote default config to ${loaded.configFile}\n`);
    return createAssistant({ config: loaded.config, dataDir: loaded.dataDir });
  };
  const withAssistant = async (run: (assistant: Assistant) => Promise<void> | void) => {
    const assistant = await open();
    try {
      await run(assistant);
    } finally {
      assistant.close();
    }
  };
  const askAndPrint = async (assistant: Assistant, query: string, options: { confirmToken?: string; bypassSkill?: boolean; json?: boolean }) => {
    const reporter = createProgressReporter(io.stderr);
    let turn: AssistantTurn;
    try {
      turn =
        options.confirmToken === undefined
          ? await assistant.ask(query, { bypassSkill: options.bypassSkill, onProgress: reporter.onProgress })
          : await assistant.confirm(options.confirmToken, { onProgress: reporter.onProgress });
    } finally {
      reporter.stop();
    }
    if (options.json === true) io.stdout.write(`${JSON.stringify(turn, null, 2)}\n`);
    else {
      io.stdout.write(`${turn.reply}\n`);
      io.stderr.write(`${formatTurnStatus(turn)}\n`);
    }
    return turn;
  };

  program
    .command('ask')
    .description('ask one question and print the answer')
    .argument('<query...>', 'the request, e.g. "what time is it"')
    .option('-y, --yes', 'confirm destructive actions (move files/messages) for this turn')
    .option('--no-skill', 'bypass learned skills (plan afresh)')
    .option('--json', 'print the whole turn as JSON')
    .action(async (words: string[], options: { yes?: boolean; skill: boolean; json?: boolean }) => {
      await withAssistant(async (assistant) => {
        // An honest dead-end (Aporia) is an answer, not a crash: the exit code stays 0; --json carries `ok`.
        const turn = await askAndPrint(assistant, words.join(' '), { bypassSkill: !options.skill, json: options.json });
        // --yes: consent to exactly the steps just printed (never a new plan); each further step that asks is shown too.
        let pending = options.yes === true ? turn.confirmation : undefined;
        while (pending !== undefined) pending = (await askAndPrint(assistant, turn.query, { confirmToken: pending.token, json: options.json })).confirmation;
      });
    });

  program
    .command('chat')
    .description('interactive chat; after a reply type :up, :down or :retry to give feedback, :quit to leave')
    .action(async () => {
      await withAssistant(async (assistant) => {
        const lines = createInterface({ input: io.stdin, terminal: false });
        let last: AssistantTurn | undefined;
        io.stderr.write('metnos chat: ask anything; :up :down :retry rate the last reply; :yes confirms it; :quit leaves\n');
        for await (const raw of lines) {
          const line = raw.trim();
          if (line === '') continue;
          if (line === ':quit' || line === ':q') break;
          const command = /^:(up|down|retry)$/.exec(line)?.[1] as Feedback | undefined;
          if (command !== undefined) {
            if (last === undefined) {
              io.stderr.write('no reply to rate yet\n');
              continue;
            }
            const result = await assistant.feedback(last.turnId, command);
            io.stderr.write(`feedback ${command} saved${result.skill ? ` · skill ${result.skill.status}` : ''}\n`);
            if (result.retried !== undefined) {
              last = result.retried;
              io.stdout.write(`${last.reply}\n`);
              io.stderr.write(`${formatTurnStatus(last)}\n`);
            }
            continue;
          }
          if (line === ':yes') {
            if (last?.confirmation === undefined) io.stderr.write('nothing waits for your consent\n');
            else last = await askAndPrint(assistant, last.query, { confirmToken: last.confirmation.token });
            continue;
          }
          last = await askAndPrint(assistant, line, {});
        }
        lines.close();
      });
    });

  program
    .command('serve')
    .description('serve the web chat, the JSON API and the admin pages')
    .option('--host <host>', 'address to bind (default [server] host)')
    .option('--port <port>', 'port (default [server] port; 0 = any free port)')
    .action(async (options: { host?: string; port?: string }) => {
      const { config: configFile } = program.opts<GlobalOptions>();
      const loaded = loadConfig({ env: io.env, configFile });
      const port = options.port === undefined ? loaded.config.server.port : Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be an integer 0-65535, got ${options.port}`);
      // Listen for SIGINT/SIGTERM before anything opens, so a signal during start-up still closes cleanly.
      const shutdown = (io.waitForShutdown ?? (() => waitForSignal(io.stderr)))();
      // Trust boundary (docs/security.md): an unusable secret file stops serve before the store opens.
      const secret = loadServerSecret({ dataDir: loaded.dataDir });
      const assistant = await createAssistant({ config: loaded.config, dataDir: loaded.dataDir });
      try {
        const host = options.host ?? loaded.config.server.host;
        const server = await startServer(assistant, { host, port, secret: secret.value, allowedHosts: loaded.config.server.allowed_hosts, sessionDays: loaded.config.server.session_days });
        try {
          const banner = formatServeBanner({ server, boundHost: host, secretFile: secret.file, secretCreated: secret.created });
          for (const line of banner.stdout) io.stdout.write(`${line}\n`);
          for (const line of banner.stderr) io.stderr.write(`${line}\n`);
          if (!assistant.llmStatus.available) io.stderr.write(`metnos: no LLM (${assistant.llmStatus.reason}); known requests still answer\n`);
          await shutdown;
        } finally {
          await server.close();
        }
      } finally {
        assistant.close();
      }
      io.stderr.write('metnos: server and Praxis store closed\n');
    });

  const printSkills = () =>
    withAssistant((assistant) => {
      const list = assistant.listSkills();
      if (list.length === 0) io.stdout.write('no skills yet\n');
      for (const skill of list) {
        const tools = skill.framework.steps.map((step) => step.tool).join(' → ');
        io.stdout.write(`${skill.intentHash}  ${skill.status.padEnd(9)} uses ${skill.uses} ok ${skill.successes} ko ${skill.failures}  ${skill.intent.verb} ${skill.intent.object} [${skill.intent.keywords.join(', ')}]  ${tools}\n`);
      }
    });
  const skills = program.command('skills').description('list learned skills (Praxis memory)').action(printSkills);
  skills.command('list').description('list learned skills').action(printSkills);
  skills
    .command('forget')
    .description('delete a skill (and its anti-skills)')
    .argument('<hash>', 'intent hash as shown by `metnos skills`')
    .action(async (hash: string) => {
      await withAssistant((assistant) => {
        if (assistant.forgetSkill(hash)) io.stdout.write(`forgot skill ${hash}\n`);
        else {
          io.stderr.write(`no skill ${hash}\n`);
          process.exitCode = 1;
        }
      });
    });

  program
    .command('aporiae')
    .description('list the dead-ends the assistant met (gap log)')
    .action(async () => {
      await withAssistant((assistant) => {
        const list = assistant.listAporiae();
        if (list.length === 0) io.stdout.write('no aporiae yet\n');
        for (const aporia of list) io.stdout.write(`${String(aporia.count).padStart(4)}×  ${aporia.category.padEnd(20)} ${aporia.query}  (${aporia.detail})\n`);
      });
    });

  program
    .command('promote')
    .description('nightly job: retire what stopped working or went unused (efficacy ager), expire anti-skills, promote frequent L2 paths')
    .action(async () => {
      await withAssistant((assistant) => {
        const report = assistant.promote();
        io.stdout.write(`active day ${report.dayRank}: expired ${report.expiredPaths} path(s), promoted ${report.promoted.length}\n`);
        for (const proto of report.promoted) io.stdout.write(`  proto-executor ${proto.id}: ${proto.steps.map((step) => step.tool).join(' → ')} (${proto.canonicalQuery})\n`);
        for (const change of [...report.retired, ...report.expiredAntiSkills]) io.stdout.write(`  ${formatChange(change)}\n`);
      });
    });

  registerChangeCommands(program, { stdout: io.stdout, stderr: io.stderr, withAssistant });

  program
    .command('config')
    .description('show the effective config and where each value came from (default/file/env)')
    .action(() => {
      const { config: configFile } = program.opts<GlobalOptions>();
      const loaded = loadConfig({ env: io.env, configFile });
      io.stdout.write(`# config file: ${loaded.configFile}${loaded.created ? ' (just created)' : ''}\n# data dir:    ${loaded.dataDir}\n`);
      for (const [section, values] of Object.entries(loaded.config)) {
        io.stdout.write(`\n[${section}]\n`);
        for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
          const origin = loaded.sources[`${section}.${key}`] ?? 'default';
          io.stdout.write(`${key} = ${JSON.stringify(shownValue(section, key, value))}  # ${origin}${effectiveNote(section, key, value, loaded.dataDir)}\n`);
        }
      }
    });

  return program;
}

/** Hides the credentials of `[executors] smtp_url`. */
function shownValue(section: string, key: string, value: unknown): unknown {
  return section === 'executors' && key === 'smtp_url' && typeof value === 'string' ? value.replace(/\/\/[^@]*@/, '//***@') : value;
}

/** What an empty `[executors] maildir` / `outbox_dir` resolves to. */
function effectiveNote(section: string, key: string, value: unknown, dataDir: string): string {
  if (section !== 'executors' || value !== '') return '';
  if (key === 'maildir') return ` (= ${join(dataDir, 'Maildir')})`;
  if (key === 'outbox_dir') return ` (= ${join(dataDir, 'outbox')})`;
  return '';
}

/** Resolves on the first SIGINT or SIGTERM (then no longer intercepts either, so a second one ends the process). */
function waitForSignal(stderr: ProgressStream): Promise<void> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      stderr.write(`metnos: ${signal}, shutting down\n`);
      resolve();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}
