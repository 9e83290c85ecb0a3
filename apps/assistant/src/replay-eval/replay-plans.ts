import type { Language } from '@metnos/core';
import type { ProbeKind, ReplayDay, ReplayProbe, ReplayRequest, ReplayStep } from './replay-probe';

/** An intent and plan as a good model answers them, before the request's words and day are attached. */
export interface ModelAnswer {
  intent: ReplayRequest['intent'];
  plan: ReplayStep[];
}

const lastSegment = (path: string) => (path.split('/').pop() ?? path).toLowerCase();
const lower = (values: ReadonlyArray<string | undefined>) => values.filter((value): value is string => value !== undefined && value !== '').map((value) => value.toLowerCase());

/** A request taught on the teaching day. */
export function taught(language: Language, query: string, answer: ModelAnswer): ReplayRequest {
  return { query, language, ...answer };
}

/** A probe asked on `day`; `mustNotServe` when no taught plan fits it. */
export function probe(day: Exclude<ReplayDay, 'teach'>, kind: ProbeKind, language: Language, query: string, answer: ModelAnswer, mustNotServe = false): ReplayProbe {
  return { query, language, day, kind, ...answer, ...(mustNotServe ? { mustNotServe } : {}) };
}

/** create_reminders(text, when): `when` already resolved (`2026-11-27T09:00` local, or a date). */
export function reminder(text: string, when: string, keywords: readonly string[]): ModelAnswer {
  return { intent: { verb: 'create', object: 'reminders', keywords }, plan: [{ tool: 'create_reminders', args: { text, when } }] };
}

/** find_files in `folder` by extension, name pattern and/or recent modification. */
export function findFiles(folder: string, select: { extension?: string; pattern?: string; days?: number }): ModelAnswer {
  const args: Record<string, unknown> = { folder };
  if (select.extension !== undefined) args.extension = select.extension;
  if (select.pattern !== undefined) args.pattern = select.pattern;
  if (select.days !== undefined) args.modified_within_days = select.days;
  const keywords = lower([select.extension, select.pattern, select.days === undefined ? undefined : `last ${select.days} days`, lastSegment(folder)]);
  return { intent: { verb: 'find', object: 'files', keywords }, plan: [{ tool: 'find_files', args }] };
}

/** find_files(from, extension) → move_files(destination). */
export function moveFiles(from: string, extension: string, to: string): ModelAnswer {
  return {
    intent: { verb: 'move', object: 'files', keywords: lower([extension, lastSegment(from), lastSegment(to)]) },
    plan: [
      { tool: 'find_files', args: { folder: from, extension } },
      { tool: 'move_files', args: { from_step: 1, destination: to } },
    ],
  };
}

/** read_files(paths). */
export function readFiles(path: string): ModelAnswer {
  return { intent: { verb: 'read', object: 'files', keywords: [lastSegment(path), lastSegment(path.slice(0, path.lastIndexOf('/')))] }, plan: [{ tool: 'read_files', args: { paths: [path] } }] };
}

/** The filter of find_messages. */
export interface MailFilter {
  from?: string;
  query?: string;
  unread?: boolean;
  folder?: string;
}

function findMessagesArgs(filter: MailFilter): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  if (filter.folder !== undefined) args.folder = filter.folder;
  if (filter.from !== undefined) args.from = filter.from;
  if (filter.query !== undefined) args.query = filter.query;
  if (filter.unread === true) args.unread_only = true;
  return args;
}

const filterKeywords = (filter: MailFilter) => lower([filter.unread === true ? 'unread' : undefined, filter.from, filter.query, filter.folder]);

/** find_messages(filter). */
export function findMail(filter: MailFilter): ModelAnswer {
  return { intent: { verb: 'find', object: 'messages', keywords: filterKeywords(filter) }, plan: [{ tool: 'find_messages', args: findMessagesArgs(filter) }] };
}

/** find_messages(filter) → move_messages(destination): archive (`Archive`), delete (`Trash`), restore (`INBOX`). */
export function moveMail(filter: MailFilter, destination: 'Archive' | 'Trash' | 'INBOX'): ModelAnswer {
  const verb = destination === 'Archive' ? 'archive' : destination === 'Trash' ? 'delete' : 'restore';
  return {
    intent: { verb, object: 'messages', keywords: filterKeywords(filter) },
    plan: [
      { tool: 'find_messages', args: findMessagesArgs(filter) },
      { tool: 'move_messages', args: { from_step: 1, destination } },
    ],
  };
}

/** send_messages(to, subject, body): every value dictated by the user. */
export function sendMail(to: readonly string[], subject: string, body: string): ModelAnswer {
  return {
    intent: { verb: 'send', object: 'messages', keywords: lower([...to, subject]) },
    plan: [{ tool: 'send_messages', args: { to: [...to], subject, body } }],
  };
}

/** find_messages(filter) → send_messages(to, entries): a forward; its subject and body are the model's words. */
export function forwardMail(filter: MailFilter, to: readonly string[], subject: string): ModelAnswer {
  return {
    intent: { verb: 'forward', object: 'messages', keywords: lower([...filterKeywords(filter), ...to]) },
    plan: [
      { tool: 'find_messages', args: findMessagesArgs(filter) },
      { tool: 'send_messages', args: { from_step: 1, to: [...to], subject }, free: ['subject', 'body'] },
    ],
  };
}

/** find_files(folder, pattern) → send_messages(to, entries): send a file; subject and body are the model's words. */
export function sendFile(folder: string, pattern: string, to: readonly string[], subject: string): ModelAnswer {
  return {
    intent: { verb: 'send', object: 'files', keywords: lower([pattern, lastSegment(folder), ...to]) },
    plan: [
      { tool: 'find_files', args: { folder, pattern } },
      { tool: 'send_messages', args: { from_step: 1, to: [...to], subject }, free: ['subject', 'body'] },
    ],
  };
}

/** get_date(offset_days). */
export function dateIn(offsetDays: number, keywords: readonly string[]): ModelAnswer {
  return { intent: { verb: 'get', object: 'date', keywords }, plan: [{ tool: 'get_date', args: { offset_days: offsetDays } }] };
}

/** get_now(timezone). */
export function timeIn(timezone: string, city: string): ModelAnswer {
  return { intent: { verb: 'get', object: 'time', keywords: [city.toLowerCase()] }, plan: [{ tool: 'get_now', args: { timezone } }] };
}

/** request_new_executor(description): what a good model answers for a capability the assistant lacks. */
export function missingCapability(verb: string, object: string, keywords: readonly string[], description: string): ModelAnswer {
  return { intent: { verb, object, keywords }, plan: [{ tool: 'request_new_executor', args: { description } }], };
}
