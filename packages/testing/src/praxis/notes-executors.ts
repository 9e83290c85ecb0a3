import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ExecutorError } from '@metnos/core';
import type { Executor, JsonSchema, ToolManifest } from '@metnos/core';

/**
 * Real executors over a notes folder (`<root>/notes/*.txt`) for recovery tests, each failing the way a real
 * backend does: a crash (TypeError), a missing folder, an index not built yet, a refused connection, a
 * location the user has not shared, a disabled skill.
 */

/** Writes `<root>/notes/{milk,tasks}.txt` and removes any index. */
export async function writeNotes(root: string): Promise<void> {
  await rm(root, { recursive: true, force: true });
  await mkdir(join(root, 'notes'), { recursive: true });
  await writeFile(join(root, 'notes', 'milk.txt'), 'buy milk and bread\n');
  await writeFile(join(root, 'notes', 'tasks.txt'), 'call the plumber\n');
}

const none: JsonSchema = { type: 'object', properties: {}, additionalProperties: false };
const folderArgs: JsonSchema = { type: 'object', properties: { folder: { type: 'string', minLength: 1 } }, required: ['folder'], additionalProperties: false };

function manifest(name: string, description: string, inputSchema: ToolManifest['inputSchema'], extra: Partial<ToolManifest> = {}): ToolManifest {
  return { name, description, inputSchema, ...extra };
}

/** The catalog, bound to `root`. */
export function createNotesExecutors(root: string): Executor[] {
  const indexPath = join(root, 'notes.index.json');
  const listNotes = async (folder: unknown) => {
    try {
      const files = (await readdir(join(root, String(folder)))).sort();
      return { entries: files.map((file) => ({ name: file })), count: files.length };
    } catch (error) {
      throw new ExecutorError({ tool: 'list_notes', failureKind: 'not_found', code: 'folder_not_found', message: `no such folder: ${String(folder)}`, details: { path: String(folder) }, cause: error });
    }
  };
  return [
    {
      manifest: manifest('list_notes_legacy', 'Lists notes (legacy implementation).', folderArgs, { outputFields: ['entries', 'count'] }),
      invoke: async (args) => {
        const options = undefined as unknown as { separator: string };
        return { entries: String(args['folder']).split(options.separator) };
      },
    },
    {
      manifest: manifest('list_notes', 'Lists the notes of a folder.', folderArgs, { outputFields: ['entries', 'count'] }),
      invoke: async (args) => listNotes(args['folder']),
    },
    {
      manifest: manifest(
        'count_entries',
        'Counts the entries handed over by from_step.',
        { type: 'object', properties: { entries: { type: 'array' } }, required: ['entries'], additionalProperties: false },
        { outputFields: ['count'], consumerArg: 'entries' },
      ),
      invoke: async (args) => ({ count: (args['entries'] as unknown[]).length }),
    },
    {
      manifest: manifest(
        'search_notes_index',
        'Full-text search in the notes index.',
        { type: 'object', properties: { text: { type: 'string', minLength: 1 } }, required: ['text'], additionalProperties: false },
        { outputFields: ['entries', 'count'] },
      ),
      invoke: async (args) => {
        let index: Record<string, string>;
        try {
          index = JSON.parse(await readFile(indexPath, 'utf8')) as Record<string, string>;
        } catch (error) {
          throw new ExecutorError({ tool: 'search_notes_index', failureKind: 'unavailable', code: 'index_not_built', message: 'notes index not built', details: { index: 'notes' }, cause: error });
        }
        const entries = Object.entries(index).filter(([, text]) => text.includes(String(args['text']))).map(([name]) => ({ name }));
        return { entries, count: entries.length };
      },
    },
    {
      manifest: manifest('build_notes_index', 'Builds the full-text index of the notes.', none, { outputFields: ['indexed'] }),
      invoke: async () => {
        const index: Record<string, string> = {};
        for (const file of (await readdir(join(root, 'notes'))).sort()) index[file] = await readFile(join(root, 'notes', file), 'utf8');
        await writeFile(indexPath, JSON.stringify(index));
        return { indexed: Object.keys(index).length };
      },
    },
    {
      manifest: manifest('fetch_remote_notes', 'Fetches notes from the sync server.', none, { outputFields: ['entries'] }),
      invoke: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
      },
    },
    {
      manifest: manifest('get_location', "Returns the user's shared location.", none, { outputFields: ['latitude', 'longitude'] }),
      invoke: async () => {
        throw new ExecutorError({ tool: 'get_location', failureKind: 'user_action_required', code: 'location_not_shared', message: 'the user has not shared a location', details: { need: 'location' } });
      },
    },
    {
      manifest: manifest('search_drive', 'Searches Google Drive.', { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false }, { outputFields: ['entries'] }),
      invoke: async () => {
        throw new ExecutorError({ tool: 'search_drive', failureKind: 'missing_capability', code: 'skill_disabled', message: 'Google Drive skill is not enabled', details: { skill: 'google_drive' } });
      },
    },
  ];
}
