import { join } from 'node:path';
import type { Language } from '@metnos/core';
import { findUnknownEnvVariables } from '@metnos/core/config';
import { Command, CommanderError } from 'commander';
import type { Assistant, AssistantTurn, PromotionReport } from '../turn/assistant';
import type { CliIo } from './cli-io';
import { localeLanguage } from './locale-language';
import { requestLanguage } from './request-language';
import { cliMessages } from './cli-messages';
import { CliInputError } from './cli-input-error';
import { createCountProgressReporter } from './create-count-progress-reporter';
import { createProgressReporter, type ProgressStream } from './create-progress-reporter';
import { describeCliError } from './describe-cli-error';
import type { TightenedPath } from '../storage/restrict-data-permissions';
import { ensureDataDir } from './ensure-data-dir';
import { formatCommanderError } from './format-commander-error';
import { formatTurnStatus } from './format-turn';
import { parsePort } from './parse-port';
import { registerStatsCommand } from './register-stats-command';
import { runChat } from './run-chat';
import { formatChange, registerChangeCommands } from './register-change-commands';
import { registerMcpCommands } from './register-mcp-commands';
import { loadAssistantConfig, type LoadedAssistantConfig } from '../settings/load-assistant-config';
import { assistantConfigSpec } from '../settings/assistant-config-spec';
import { redactConfigValue } from './redact-config-value';

interface GlobalOptions {
  config?: string;
}

/** Commander's own help option and command, in each language. */
const helpTexts: Record<Language, { option: string; command: string; commandDescription: string }> = {
  en: { option: 'display help for command', command: 'help [command]', commandDescription: 'display help for command' },
  it: { option: 'mostra questo aiuto', command: 'help [comando]', commandDescription: 'mostra l’aiuto di un comando' },
  es: { option: 'muestra esta ayuda', command: 'help [comando]', commandDescription: 'muestra la ayuda de un comando' },
};

/**
 * The `metnos` command line (commander): ask, chat, serve, telegram, doctor, skills [forget <hash>], aporiae,
 * promote, config. Help and messages are in the locale's language (LC_ALL/LC_MESSAGES/LANG: it, es or en); a
 * command about a request (ask, chat) speaks the request's language. An error that ends a command is printed as
 * one line naming the fix (no stack), then `parseAsync` rejects with a `CommanderError` carrying the exit status
 * (2 for usage and config errors, 1 otherwise). The cascade, the server, the Telegram bot and the doctor load
 * only when their command runs.
 */
export function createProgram(io: CliIo): Command {
  const locale = localeLanguage(io.env);
  const text = cliMessages(locale);
  const program = new Command('metnos')
    .description(text.description)
    .option('-c, --config <file>', text.options.config)
    .configureOutput({
      writeOut: (output) => io.stdout.write(output),
      writeErr: (output) => io.stderr.write(output),
      // Commander's own errors ("error: unknown option") become one localized line; ours are already written.
      outputError: (output, write) => write(output.startsWith('error: ') ? `${formatCommanderError(output, locale)}\n` : output),
    })
    .exitOverride();

  /** Runs a command body; an error ends the command with one line in `language` and its exit status. */
  const guard = async (language: Language, run: () => Promise<void> | void) => {
    try {
      await run();
    } catch (error) {
      if (error instanceof CommanderError) throw error;
      const report = describeCliError(error, language);
      program.error(report.line, { exitCode: report.exitCode, code: 'metnos.failed' });
    }
  };
  const load = (language: Language): LoadedAssistantConfig => {
    const { config: configFile } = program.opts<GlobalOptions>();
    const messages = cliMessages(language);
    const loaded = loadAssistantConfig({ env: io.env, configFile });
    if (loaded.created) io.stderr.write(`${messages.wroteDefaultConfig(loaded.configFile)}\n`);
    for (const unknown of findUnknownEnvVariables(io.env, { spec: assistantConfigSpec })) io.stderr.write(`${messages.unknownVariable(unknown.name, unknown.suggestion)}\n`);
    return loaded;
  };
  /** One line on stderr per data file or folder other local users could read, now tightened. */
  const reportTightened = (tightened: readonly TightenedPath[], language: Language) => {
    for (const { path, was, now } of tightened) io.stderr.write(`${cliMessages(language).tightenedPermissions(path, `0${was.toString(8)}`, `0${now.toString(8)}`)}\n`);
  };
  const open = async (language: Language = locale): Promise<Assistant> => {
    const loaded = load(language);
    reportTightened(ensureDataDir(loaded.dataDir, { configFile: loaded.configFile }), language);
    const { createAssistant } = await import('../cascade/create-assistant');
    // One open per process: the stores' integrity check runs only when a file changed since it was last checked.
    return createAssistant({ config: loaded.config, dataDir: loaded.dataDir, integrityCheck: 'when-changed' });
  };
  const withAssistant = async (run: (assistant: Assistant) => Promise<void> | void, language: Language = locale) => {
    const assistant = await open(language);
    try {
      await run(assistant);
    } finally {
      assistant.close();
    }
  };
  /** One turn (or, with `confirmToken`, the consented plan), printed; its language decides the messages. */
  const askAndPrint = async (
    assistant: Assistant,
    query: string,
    options: { language: Language; confirmToken?: string; bypassSkill?: boolean; json?: boolean; inChat?: boolean; willConfirm?: boolean },
  ) => {
    const reporter = createProgressReporter(io.stderr);
    let turn: AssistantTurn;
    try {
      turn =
        options.confirmToken === undefined
          ? await assistant.ask(query, { language: options.language, bypassSkill: options.bypassSkill, onProgress: reporter.onProgress })
          : await assistant.confirm(options.confirmToken, { language: options.language, onProgress: reporter.onProgress });
    } finally {
      reporter.stop();
    }
    if (options.json === true) io.stdout.write(`${JSON.stringify(turn, null, 2)}\n`);
    else {
      io.stdout.write(`${turn.reply}\n`);
      // The reply lists the steps that need consent; say how to give it (unless --yes gives it right away).
      if (turn.confirmation !== undefined && options.willConfirm !== true) {
        const messages = cliMessages(turn.language);
        io.stderr.write(`${options.inChat === true ? messages.confirmHowChat : messages.confirmHowAsk}\n`);
      }
      io.stderr.write(`${formatTurnStatus(turn)}\n`);
    }
    return turn;
  };

  program
    .command('ask')
    .description(text.commands.ask)
    .argument('<query...>', text.options.query)
    .option('-y, --yes', text.options.yes)
    .option('--no-skill', text.options.noSkill)
    .option('--json', text.options.json)
    .action(async (words: string[], options: { yes?: boolean; skill: boolean; json?: boolean }) => {
      const query = words.join(' ');
      const language = requestLanguage(query, io.env);
      // An honest dead-end (Aporia) is an answer, not a crash: the exit code stays 0; --json carries `ok`.
      await guard(language, () =>
        withAssistant(async (assistant) => {
          const turn = await askAndPrint(assistant, query, { language, bypassSkill: !options.skill, json: options.json, willConfirm: options.yes });
          // --yes: consent to exactly the steps just printed (never a new plan); each further step that asks is shown too.
          let pending = options.yes === true ? turn.confirmation : undefined;
          while (pending !== undefined) {
            pending = (await askAndPrint(assistant, turn.query, { language: turn.language, confirmToken: pending.token, json: options.json, willConfirm: true })).confirmation;
          }
        }, language),
      );
    });

  program
    .command('chat')
    .description(text.commands.chat)
    .action(async () => {
      await guard(locale, () =>
        withAssistant((assistant) =>
          runChat(assistant, {
            input: io.stdin,
            stdout: io.stdout,
            stderr: io.stderr,
            locale,
            languageOf: (line) => requestLanguage(line, io.env),
            askAndPrint: (query, options) => askAndPrint(assistant, query, { ...options, inChat: true }),
          }),
        ),
      );
    });

  program
    .command('serve')
    .description(text.commands.serve)
    .option('--host <host>', text.options.host)
    .option('--port <port>', text.options.port)
    .action(async (options: { host?: string; port?: string }) => {
      await guard(locale, async () => {
        const loaded = load(locale);
        const port = options.port === undefined ? loaded.config.server.port : parsePort(options.port);
        const host = options.host ?? loaded.config.server.host;
        reportTightened(ensureDataDir(loaded.dataDir, { configFile: loaded.configFile }), locale);
        // Listen for SIGINT/SIGTERM before anything opens, so a signal during start-up still closes cleanly.
        const shutdown = (io.waitForShutdown ?? (() => waitForSignal(io.stderr, locale)))();
        const [{ createAssistant }, { createTurnGate }, { startServer }, { formatServeBanner }, { loadServerSecret }] = await Promise.all([
          import('../cascade/create-assistant'),
          import('../cascade/create-turn-gate'),
          import('../server/start-server'),
          import('../server/format-serve-banner'),
          import('../settings/load-server-secret'),
        ]);
        // Trust boundary (docs/security.md): an unusable secret file stops serve before the store opens.
        const secret = loadServerSecret({ dataDir: loaded.dataDir });
        // Turns run `[server] active_turns` at a time, in arrival order; `waiting_turns` more wait, the next gets 503.
        const turnGate = createTurnGate({ activeTurns: loaded.config.server.active_turns, waitingTurns: loaded.config.server.waiting_turns });
        const assistant = await createAssistant({ config: loaded.config, dataDir: loaded.dataDir, turnGate });
        try {
          const server = await startServer(assistant, { host, port, secret: secret.value, allowedHosts: loaded.config.server.allowed_hosts, sessionDays: loaded.config.server.session_days }).catch(
            (error: unknown) => {
              throw listenError(error, host, port);
            },
          );
          try {
            const banner = formatServeBanner({ server, boundHost: host, secretFile: secret.file, secretCreated: secret.created });
            for (const line of banner.stdout) io.stdout.write(`${line}\n`);
            for (const line of banner.stderr) io.stderr.write(`${line}\n`);
            if (!assistant.llmStatus.available) io.stderr.write(`${text.noLlm(assistant.llmStatus.reason ?? '')}\n`);
            await shutdown;
          } finally {
            await server.close();
          }
        } finally {
          assistant.close();
        }
        io.stderr.write(`${text.serverClosed}\n`);
      });
    });

  program
    .command('telegram')
    .description(text.commands.telegram)
    .action(async () => {
      await guard(locale, async () => {
        const loaded = load(locale);
        const { runTelegramCommand } = await import('./telegram/run-telegram-command');
        await runTelegramCommand(loaded, {
          stderr: io.stderr,
          language: locale,
          open: () => open(locale),
          waitForShutdown: io.waitForShutdown ?? (() => waitForSignal(io.stderr, locale)),
        });
      });
    });

  program
    .command('doctor')
    .description(text.commands.doctor)
    .action(async () => {
      await guard(locale, async () => {
        const { config: configFile } = program.opts<GlobalOptions>();
        const { runDoctor } = await import('../doctor/run-doctor');
        const report = await runDoctor({ env: io.env, configFile, language: locale });
        for (const line of report.lines) io.stdout.write(`${line}\n`);
        if (!report.ok) process.exitCode = 1;
      });
    });

  const printSkills = () =>
    guard(locale, () =>
      withAssistant((assistant) => {
        const list = assistant.listSkills();
        if (list.length === 0) io.stdout.write(`${text.noSkills}\n`);
        for (const skill of list) {
          const tools = skill.framework.steps.map((step) => step.tool).join(' → ');
          io.stdout.write(`${skill.intentHash}  ${skill.status.padEnd(9)} uses ${skill.uses} ok ${skill.successes} ko ${skill.failures}  ${skill.intent.verb} ${skill.intent.object} [${skill.intent.keywords.join(', ')}]  ${tools}\n`);
        }
      }),
    );
  const skills = program.command('skills').description(text.commands.skills).action(printSkills);
  skills.command('list').description(text.commands.skillsList).action(printSkills);
  skills
    .command('forget')
    .description(text.commands.skillsForget)
    .argument('<hash>', text.options.hash)
    .action(async (hash: string) => {
      await guard(locale, () =>
        withAssistant((assistant) => {
          if (assistant.forgetSkill(hash)) io.stdout.write(`${text.forgotSkill(hash)}\n`);
          else program.error(text.noSuchSkill(hash), { exitCode: 1, code: 'metnos.failed' });
        }),
      );
    });

  program
    .command('aporiae')
    .description(text.commands.aporiae)
    .action(async () => {
      await guard(locale, () =>
        withAssistant((assistant) => {
          const list = assistant.listAporiae();
          if (list.length === 0) io.stdout.write(`${text.noAporiae}\n`);
          for (const aporia of list) io.stdout.write(`${String(aporia.count).padStart(4)}×  ${aporia.category.padEnd(20)} ${aporia.query}  (${aporia.detail})\n`);
        }),
      );
    });

  program
    .command('promote')
    .description(text.commands.promote)
    .action(async () => {
      await guard(locale, () =>
        withAssistant(async (assistant) => {
          // Rows taught before they kept a language get it here, all of them, with progress on stderr (minutes on a large store).
          const languages = createCountProgressReporter(io.stderr, text.fillingRowLanguages);
          let report: PromotionReport;
          try {
            report = assistant.promote({ onRowLanguages: languages.onProgress });
          } finally {
            languages.stop();
          }
          io.stdout.write(`${text.promoted(report.dayRank, report.expiredPaths, report.promoted.length)}\n`);
          if (report.filledRowLanguages > 0) io.stdout.write(`${text.filledRowLanguages(report.filledRowLanguages)}\n`);
          for (const proto of report.promoted) io.stdout.write(`  proto-executor ${proto.id}: ${proto.steps.map((step) => step.tool).join(' → ')} (${proto.canonicalQuery})\n`);
          for (const change of [...report.retired, ...report.expiredAntiSkills]) io.stdout.write(`  ${formatChange(change)}\n`);
          // The next CLI turns open L1's index instead of reading the whole log (from 5,000 rows; README "Saved L1 index").
          if (await assistant.saveLearnedIndex()) io.stdout.write(`${text.savedLearnedIndex}\n`);
        }),
      );
    });

  registerChangeCommands(program, { stdout: io.stdout, stderr: io.stderr, withAssistant });
  registerStatsCommand(program, { stdout: io.stdout, stderr: io.stderr, withAssistant });

  program
    .command('config')
    .description(text.commands.config)
    .action(async () => {
      await guard(locale, () => {
        const loaded = load(locale);
        io.stdout.write(`${text.configFileHeader(loaded.configFile, loaded.created)}\n${text.dataDirHeader(loaded.dataDir)}\n`);
        for (const [section, values] of Object.entries(loaded.config)) {
          io.stdout.write(`\n[${section}]\n`);
          for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
            const origin = loaded.sources[`${section}.${key}`] ?? 'default';
            io.stdout.write(`${key} = ${JSON.stringify(redactConfigValue(key, value))}  # ${origin}${effectiveNote(section, key, value, loaded.dataDir)}\n`);
          }
        }
      });
    });

  // Options whose help text must follow the locale too.
  const help = helpTexts[locale];
  program.helpOption('-h, --help', help.option);
  program.helpCommand(help.command, help.commandDescription);
  registerMcpCommands(program, io);
  return program;
}

/** What an empty `[executors] maildir` / `outbox_dir`, or a relative `[storage] data_dir`, resolves to. */
function effectiveNote(section: string, key: string, value: unknown, dataDir: string): string {
  if (section === 'storage' && key === 'data_dir' && value !== '' && value !== dataDir) return ` (= ${dataDir})`;
  if (section !== 'executors' || value !== '') return '';
  if (key === 'maildir') return ` (= ${join(dataDir, 'Maildir')})`;
  if (key === 'outbox_dir') return ` (= ${join(dataDir, 'outbox')})`;
  return '';
}

/** A failed `listen` as the bad input it reports (busy port, privileged port, unknown address). */
function listenError(error: unknown, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') return new CliInputError({ kind: 'port_in_use', host, port }, { cause: error });
  if (code === 'EACCES' || code === 'EPERM') return new CliInputError({ kind: 'port_not_permitted', host, port }, { cause: error });
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new CliInputError({ kind: 'host_not_available', host }, { cause: error });
  return error;
}

/** Resolves on the first SIGINT or SIGTERM (then no longer intercepts either, so a second one ends the process). */
function waitForSignal(stderr: ProgressStream, language: Language): Promise<void> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      stderr.write(`${cliMessages(language).shuttingDown(signal)}\n`);
      resolve();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}
