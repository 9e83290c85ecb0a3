import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import type { Executor, ToolManifest } from '@metnos/core';

/**
 * Real executors over a Maildir-like tree used by the tests: `<root>/<Folder>/<id>.eml`, one message per file
 * with `From:`, `Subject:` and `X-Flags:` headers. Moving is a real `fs.rename`. Folder names are bare names
 * resolved inside `root`.
 */

/** One message of the fixture mailbox. */
export interface FixtureMessage {
  id: string;
  from: string;
  subject: string;
  body: string;
  seen: boolean;
}

/** The reference mail-cleanup scenario: 6 INBOX messages, 4 unread of which 3 are spam, and an empty Trash. */
export const referenceMessages: readonly FixtureMessage[] = [
  { id: '001', from: 'anna@metnos.org', subject: 'Lunch tomorrow?', body: 'See you at noon.', seen: false },
  { id: '002', from: 'prize@lottery.example', subject: 'YOU WON a prize', body: 'Claim your lottery prize now.', seen: false },
  { id: '003', from: 'pills@pharma.example', subject: 'Cheap viagra', body: 'Best price online.', seen: false },
  { id: '004', from: 'boss@metnos.org', subject: 'Quarterly report', body: 'Please review.', seen: true },
  { id: '005', from: 'casino@bets.example', subject: 'Free casino bonus', body: 'Spin and win.', seen: false },
  { id: '006', from: 'old@lottery.example', subject: 'Lottery results', body: 'You won again.', seen: true },
];

const spamMarkers = /viagra|lottery|casino|you won|prize/i;
const bareName = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Writes the mailbox under `root` (INBOX with `messages`, empty Trash), replacing what was there. */
export async function writeMaildir(root: string, messages: readonly FixtureMessage[] = referenceMessages): Promise<void> {
  await rm(root, { recursive: true, force: true });
  await mkdir(join(root, 'INBOX'), { recursive: true });
  await mkdir(join(root, 'Trash'), { recursive: true });
  for (const message of messages) {
    const text = `From: ${message.from}\nSubject: ${message.subject}\nX-Flags: ${message.seen ? 'seen' : ''}\n\n${message.body}\n`;
    await writeFile(join(root, 'INBOX', `${message.id}.eml`), text);
  }
}

/** Folder -> sorted message ids: the observable state of the mailbox. */
export async function readMaildir(root: string): Promise<Record<string, string[]>> {
  const state: Record<string, string[]> = {};
  for (const folder of (await readdir(root)).sort()) {
    state[folder] = (await readdir(join(root, folder))).map((file) => file.replace(/\.eml$/, '')).sort();
  }
  return state;
}

function folderPath(root: string, tool: string, folder: unknown): string {
  if (typeof folder !== 'string' || !bareName.test(folder)) {
    throw new ExecutorError({ tool, failureKind: 'invalid_args', code: 'invalid_folder', message: `invalid folder name ${JSON.stringify(folder)}`, details: { arguments: ['folder'], data: { folder } } });
  }
  return join(root, folder);
}

function parseMessage(id: string, folder: string, text: string): Record<string, unknown> {
  const [head = '', body = ''] = text.split('\n\n');
  const header = (name: string) => head.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
  return { id, folder, from: header('From'), subject: header('Subject'), seen: header('X-Flags') === 'seen', body: body.trim() };
}

const entriesSchema = { type: 'array', items: { type: 'object' } } as const;

/** The four tools of the reference framework, bound to a mailbox root. */
export function createMaildirExecutors(root: string): Executor[] {
  const findMessages: ToolManifest = {
    name: 'find_messages',
    description: 'Lists the messages of a mail folder, optionally only unread ones (query "is:unread").',
    inputSchema: {
      type: 'object',
      properties: { folder: { type: 'string', minLength: 1 }, query: { type: 'string' } },
      required: ['folder'],
      additionalProperties: false,
    },
    outputFields: ['entries', 'count'],
    forbidPlaceholderValues: true,
  };
  const classifyEntries: ToolManifest = {
    name: 'classify_entries',
    description: 'Labels each entry with `category` = the given category when it matches it, "other" otherwise.',
    inputSchema: {
      type: 'object',
      properties: { entries: entriesSchema, category: { type: 'string', enum: ['spam'] } },
      required: ['category'],
      additionalProperties: false,
    },
    outputFields: ['entries', 'count', 'matched'],
  };
  const filterEntries: ToolManifest = {
    name: 'filter_entries',
    description: 'Keeps the entries whose fields equal every value of `where`.',
    inputSchema: {
      type: 'object',
      properties: { entries: entriesSchema, where: { type: 'object', additionalProperties: { type: 'string' } } },
      required: ['entries', 'where'],
      additionalProperties: false,
    },
    outputFields: ['entries', 'count'],
    consumerArg: 'entries',
  };
  const moveMessages: ToolManifest = {
    name: 'move_messages',
    description: 'Moves messages to another mail folder.',
    inputSchema: {
      type: 'object',
      properties: { messages: entriesSchema, dst_folder: { type: 'string', minLength: 1 } },
      required: ['messages', 'dst_folder'],
      additionalProperties: false,
    },
    outputFields: ['ok_count', 'failed_count', 'moved'],
    consumerArg: 'messages',
    flags: { destructive: true, reversible: true },
  };

  return [
    {
      manifest: findMessages,
      async invoke(args) {
        const directory = folderPath(root, 'find_messages', args['folder']);
        let files: string[];
        try {
          files = (await readdir(directory)).filter((file) => file.endsWith('.eml')).sort();
        } catch (error) {
          throw new ExecutorError({ tool: 'find_messages', failureKind: 'not_found', code: 'folder_not_found', message: `no such folder: ${String(args['folder'])}`, details: { path: String(args['folder']) }, cause: error });
        }
        const entries = [];
        for (const file of files) {
          const message = parseMessage(file.replace(/\.eml$/, ''), args['folder'] as string, await readFile(join(directory, file), 'utf8'));
          if (args['query'] === 'is:unread' && message['seen'] === true) continue;
          entries.push(message);
        }
        return { entries, count: entries.length };
      },
    },
    {
      manifest: classifyEntries,
      async invoke(args) {
        const entries = args['entries'];
        if (!Array.isArray(entries)) {
          throw new ExecutorError({ tool: 'classify_entries', failureKind: 'invalid_args', code: 'missing_entries', message: 'missing required entries' });
        }
        const labelled = entries.map((entry: Record<string, unknown>) => ({
          ...entry,
          category: spamMarkers.test(`${String(entry['subject'])} ${String(entry['body'])}`) ? args['category'] : 'other',
        }));
        return { entries: labelled, count: labelled.length, matched: labelled.filter((entry) => entry.category === args['category']).length };
      },
    },
    {
      manifest: filterEntries,
      async invoke(args) {
        const where = args['where'] as Record<string, string>;
        const entries = (args['entries'] as Array<Record<string, unknown>>).filter((entry) => Object.entries(where).every(([key, value]) => entry[key] === value));
        return { entries, count: entries.length };
      },
    },
    {
      manifest: moveMessages,
      async invoke(args, context) {
        const destination = folderPath(root, 'move_messages', args['dst_folder']);
        context.signal.throwIfAborted();
        const moved: string[] = [];
        let failed = 0;
        for (const message of args['messages'] as Array<Record<string, unknown>>) {
          const source = join(folderPath(root, 'move_messages', message['folder']), `${String(message['id'])}.eml`);
          try {
            await rename(source, join(destination, `${String(message['id'])}.eml`));
            moved.push(String(message['id']));
          } catch {
            failed += 1;
          }
        }
        return { ok_count: moved.length, failed_count: failed, moved };
      },
    },
  ];
}
