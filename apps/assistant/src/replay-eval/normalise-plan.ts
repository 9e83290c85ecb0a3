import { isAbsolute, join, resolve } from 'node:path';
import type { ReplayStep } from './replay-probe';

/** A step reduced to what the eval compares: the tool and its arguments in canonical form. */
export interface NormalStep {
  tool: string;
  args: Record<string, unknown>;
}

/** Argument values that mean the same as leaving the argument out (the executors' documented defaults). */
const defaults: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  find_files: { max_results: 100 },
  find_messages: { folder: 'inbox', max_results: 50, unread_only: false },
  get_date: { offset_days: 0 },
};

const pathArgs: Readonly<Record<string, readonly string[]>> = {
  find_files: ['folder'],
  move_files: ['destination', 'paths'],
  read_files: ['paths'],
};

/** A path as the absolute path it names under `home` (`~/x`, `x` and `/abs/x/` alike). */
function absolutePath(value: string, home: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '~' || trimmed === '') return home;
  if (trimmed.startsWith('~/')) return join(home, trimmed.slice(2));
  return isAbsolute(trimmed) ? resolve(trimmed) : join(home, trimmed);
}

/** A reminder's `when`: a date stays `YYYY-MM-DD`; a date-time becomes its instant (local when it has no offset). */
function instant(value: string): string {
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const parsed = new Date(trimmed);
  return Number.isNaN(parsed.getTime()) ? trimmed : parsed.toISOString();
}

function normaliseArg(tool: string, name: string, value: unknown, home: string): unknown {
  if ((pathArgs[tool] ?? []).includes(name)) {
    if (typeof value === 'string') return absolutePath(value, home);
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? absolutePath(item, home) : item)).sort();
  }
  if (tool === 'find_messages' && typeof value === 'string') return value.trim().toLowerCase();
  if (tool === 'find_files' && name === 'extension' && typeof value === 'string') return value.trim().replace(/^\*?\./, '').toLowerCase();
  if (tool === 'create_reminders' && name === 'when' && typeof value === 'string') return instant(value);
  if (name === 'to' && Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item)).sort();
  if (typeof value === 'string') return value.trim();
  return value;
}

/**
 * The canonical form of a plan for comparison. Dropped: `from_step` and `entries` (the data flow between steps;
 * the order of the tools is compared instead), the arguments `free` names on the expected step (the model's own
 * wording, such as a forward's subject), and arguments equal to the executor's default (`folder = INBOX`,
 * `offset_days = 0`, `unread_only = false`, the default `max_results`). Normalised: paths to absolute paths under
 * the home (`~/Documents`, `Documents` and `/home/x/Documents/` alike), a find_files pattern `*.ext` to
 * `extension = ext`, find_messages' `from`, `query` and `folder` to lower case (the search ignores case), a
 * reminder's date-time to its instant (a date without a time stays a date), recipients to a sorted lower-case
 * list, other strings trimmed (their case and punctuation kept: a subject or body is compared exactly).
 */
export function normalisePlan(steps: ReadonlyArray<Pick<ReplayStep, 'tool' | 'args'>>, home: string, expected?: readonly ReplayStep[]): NormalStep[] {
  return steps.map((step, position) => {
    const free = new Set(expected?.[position]?.tool === step.tool ? (expected[position]?.free ?? []) : []);
    const args: Record<string, unknown> = {};
    const raw = { ...step.args };
    if (step.tool === 'find_files' && typeof raw.pattern === 'string' && /^\*\.[A-Za-z0-9]+$/.test(raw.pattern.trim()) && raw.extension === undefined) {
      raw.extension = raw.pattern.trim().slice(2);
      delete raw.pattern;
    }
    for (const [name, value] of Object.entries(raw)) {
      if (name === 'from_step' || name === 'entries' || free.has(name) || value === undefined) continue;
      const normal = normaliseArg(step.tool, name, value, home);
      const fallback = defaults[step.tool]?.[name];
      if (fallback !== undefined && (normal === fallback || (typeof normal === 'string' && normal.toLowerCase() === fallback))) continue;
      args[name] = normal;
    }
    return { tool: step.tool, args };
  });
}
