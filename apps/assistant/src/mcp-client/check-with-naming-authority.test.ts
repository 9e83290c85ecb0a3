import { describe, expect, it } from 'vitest';
import { checkWithNamingAuthority } from './check-with-naming-authority';
import { mapMcpToolName } from './map-mcp-tool-name';

describe('checkWithNamingAuthority', () => {
  it('should accept names of the closed vocabulary and suggest the canonical words for surface forms', () => {
    expect(checkWithNamingAuthority('send_messages')).toEqual({ ok: true, name: 'send_messages' });
    expect(checkWithNamingAuthority('search_notes')).toEqual({ ok: false, reason: '"search" is not a canonical verb; use "find" (it covers "search")', suggestion: 'find_notes' });
    expect(checkWithNamingAuthority('list_directory')).toMatchObject({ ok: false, suggestion: 'find_folders' });
    expect(checkWithNamingAuthority('read_file')).toMatchObject({ ok: false, suggestion: 'read_files' });
  });

  it('should give no suggestion when a word has no canonical form', () => {
    expect(checkWithNamingAuthority('post_message')).toEqual({ ok: false, reason: expect.stringMatching(/^"post" is not in the verb vocabulary; use one of: /) });
    expect(checkWithNamingAuthority('create_issue')).toEqual({ ok: false, reason: expect.stringMatching(/^"issue" is not in the object vocabulary/) });
  });

  it('should let mapMcpToolName map MCP names onto the vocabulary and report the rest', () => {
    const map = (name: string) => mapMcpToolName(name, { server: 'fs', checkName: checkWithNamingAuthority, taken: new Set(['find_files']) });
    expect(map('searchNotes')).toEqual({ ok: true, name: 'find_notes', how: 'suggested' });
    expect(map('fetch_url')).toEqual({ ok: true, name: 'get_urls', how: 'suggested' });
    expect(map('get_weather')).toEqual({ ok: true, name: 'get_weather', how: 'as_is' });
    expect(map('browser_click')).toEqual({
      ok: false,
      reason: expect.stringMatching(/^"browser" is not in the verb vocabulary; use one of: .*: add tool_names = \{ "browser_click" = "<verb>_<object>" \} to \[mcp\.servers\.fs\]$/),
    });
  });
});
