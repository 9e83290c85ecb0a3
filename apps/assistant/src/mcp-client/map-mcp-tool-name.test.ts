import { describe, expect, it } from 'vitest';
import { mapMcpToolName } from './map-mcp-tool-name';
import type { ToolNameChecker } from './tool-name-checker';

describe('mapMcpToolName', () => {
  it('should keep a verb_object name, normalise camelCase and kebab-case, and apply tool_names first', () => {
    expect(mapMcpToolName('read_file', { server: 'fs' })).toEqual({ ok: true, name: 'read_file', how: 'as_is' });
    expect(mapMcpToolName('searchNotes', { server: 'fs' })).toEqual({ ok: true, name: 'search_notes', how: 'normalised' });
    expect(mapMcpToolName('list-directory', { server: 'fs' })).toEqual({ ok: true, name: 'list_directory', how: 'normalised' });
    expect(mapMcpToolName('fetch', { server: 'web', renames: { fetch: 'get_urls' } })).toEqual({ ok: true, name: 'get_urls', how: 'renamed' });
  });

  it('should qualify a taken name with the server, and refuse when that is taken too', () => {
    expect(mapMcpToolName('read_file', { server: 'my-docs', taken: new Set(['read_file']) })).toEqual({ ok: true, name: 'read_file_my_docs', how: 'qualified' });
    expect(mapMcpToolName('read_file', { server: 'docs', taken: new Set(['read_file', 'read_file_docs']) })).toEqual({
      ok: false,
      reason: '"read_file" is already taken by another tool: add tool_names = { "read_file" = "<verb>_<object>" } to [mcp.servers.docs]',
    });
  });

  it('should say how to fix a name it cannot map', () => {
    expect(mapMcpToolName('fetch', { server: 'web' })).toEqual({
      ok: false,
      reason: '"fetch" is not verb_object[_qualifier] (snake_case, at least two words): add tool_names = { "fetch" = "<verb>_<object>" } to [mcp.servers.web]',
    });
    expect(mapMcpToolName('fetch', { server: 'web', renames: { fetch: 'Fetch' } })).toEqual({
      ok: false,
      reason: 'tool_names maps it to "Fetch", but "Fetch" is not verb_object[_qualifier] (snake_case, at least two words)',
    });
  });

  it("should use an injected checker's canonical spelling and suggestion (the Naming Authority's role)", () => {
    const vocabulary: ToolNameChecker = (name) => {
      if (name === 'list_directory') return { ok: false, reason: '"list" is not a canonical verb', suggestion: 'find_directories' };
      if (name === 'search_notes') return { ok: true, name: 'find_notes' };
      return /^(find|read)_[a-z]+$/.test(name) ? { ok: true } : { ok: false, reason: `"${name}" is not in the vocabulary` };
    };
    expect(mapMcpToolName('searchNotes', { server: 'n', checkName: vocabulary })).toEqual({ ok: true, name: 'find_notes', how: 'normalised' });
    expect(mapMcpToolName('list_directory', { server: 'fs', checkName: vocabulary })).toEqual({ ok: true, name: 'find_directories', how: 'suggested' });
    expect(mapMcpToolName('browser_click', { server: 'b', checkName: vocabulary })).toMatchObject({ ok: false, reason: expect.stringMatching(/^"browser_click" is not in the vocabulary: add tool_names/) });
  });
});
