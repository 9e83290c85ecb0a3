import { CommanderError, type Command } from 'commander';
import { formatLearningStats } from '../stats/format-learning-stats';
import type { ChangeCommandsHost } from './register-change-commands';

/**
 * `metnos stats [--days N] [--json]`: the learning statistics of the last N local days (default 14) — the figures
 * of the /admin dashboard, as a table or as the JSON of `GET /api/stats`.
 */
export function registerStatsCommand(program: Command, host: ChangeCommandsHost): void {
  program
    .command('stats')
    .description('show how the assistant learns: who answered per day, model calls made and avoided, turn times, skills, open aporiae')
    .option('-d, --days <count>', 'how many days to show, ending today', '14')
    .option('--json', 'print the statistics as JSON (as GET /api/stats)')
    .action(async (options: { days: string; json?: boolean }) => {
      const days = Number(options.days);
      if (!Number.isSafeInteger(days) || days < 1 || days > 366) {
        host.stderr.write(`metnos: --days must be a whole number from 1 to 366; got ${JSON.stringify(options.days)}\n`);
        throw new CommanderError(1, 'metnos.invalid_days', 'invalid --days');
      }
      await host.withAssistant((assistant) => {
        const stats = assistant.learningStats({ days });
        host.stdout.write(options.json === true ? `${JSON.stringify(stats, null, 2)}\n` : formatLearningStats(stats));
      });
    });
}
