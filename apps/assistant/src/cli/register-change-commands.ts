import type { LearningChangeRecord } from '@metnos/core';
import { CommanderError, type Command } from 'commander';
import type { Assistant } from '../turn/assistant';
import type { ProgressStream } from './create-progress-reporter';

/** What `registerChangeCommands` needs from the program that hosts it. */
export interface ChangeCommandsHost {
  stdout: ProgressStream;
  stderr: ProgressStream;
  /** Opens the assistant, runs `run`, closes it (the program's own helper). */
  withAssistant(run: (assistant: Assistant) => Promise<void> | void): Promise<void>;
}

/**
 * `metnos changes [--limit N] [--json]`: the learning change log, newest first (what changed, when, why, the turn
 * that caused it, and whether it can be reverted); `metnos changes revert <id>`: undoes one change (the revert is
 * logged too). A change that cannot be reverted prints why on stderr and ends the command with exit status 1.
 */
export function registerChangeCommands(program: Command, host: ChangeCommandsHost): void {
  const changes = program
    .command('changes')
    .description('list learning changes (skills, anti-skills, L1 rows, L2 paths, executors), newest first')
    .option('-n, --limit <count>', 'how many changes to show', '50')
    .option('--json', 'print the changes as JSON')
    .action(async (options: { limit: string; json?: boolean }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1) fail(host, `--limit must be a positive integer; got ${JSON.stringify(options.limit)}`, 'metnos.invalid_limit');
      await host.withAssistant((assistant) => {
        const list = assistant.listChanges({ limit });
        if (options.json === true) host.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
        else if (list.length === 0) host.stdout.write('no learning changes yet\n');
        else for (const change of list) host.stdout.write(`${formatChange(change)}\n`);
      });
    });
  changes
    .command('revert')
    .description('undo one learning change; the revert is logged as a change too')
    .argument('<id>', 'change id as shown by `metnos changes`')
    .action(async (text: string) => {
      const id = Number(text.replace(/^#/, ''));
      if (!Number.isSafeInteger(id) || id < 1) fail(host, `a change id is a positive integer, as \`metnos changes\` shows it; got ${JSON.stringify(text)}`, 'metnos.invalid_id');
      await host.withAssistant((assistant) => {
        const result = assistant.revertChange(id);
        if (!result.reverted) fail(host, `cannot revert change #${id}: ${result.reason}`, 'metnos.not_revertible');
        host.stdout.write(`reverted change #${id}: ${result.change.label} (logged as change #${result.change.id})\n`);
      });
    });
}

/** One line of `metnos changes`. */
export function formatChange(change: LearningChangeRecord): string {
  const turn = change.turnId === undefined ? '' : `  turn ${change.turnId}`;
  const state =
    change.revertedBy !== undefined
      ? `reverted by #${change.revertedBy}`
      : change.revertible
        ? `revert: metnos changes revert ${change.id}`
        : `not revertible: ${change.notRevertibleReason ?? ''}`;
  return `#${change.id}  ${change.createdAt}  day ${change.dayRank}  ${change.kind}  ${change.label}  — ${change.reason}${turn}  [${state}]`;
}

/** Prints one line on stderr and ends the command with exit status 1 (the CLI entry sets it). */
function fail(host: ChangeCommandsHost, line: string, code: string): never {
  host.stderr.write(`metnos: ${line}\n`);
  throw new CommanderError(1, code, line);
}
