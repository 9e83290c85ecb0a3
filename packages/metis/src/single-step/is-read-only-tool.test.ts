import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { isReadOnlyTool } from './is-read-only-tool';

const manifest = (name: string, extra: Partial<ToolManifest> = {}): ToolManifest => ({ name, description: '', inputSchema: { type: 'object' }, ...extra });

describe('isReadOnlyTool', () => {
  it('should trust declared effects first', () => {
    expect(isReadOnlyTool(manifest('get_urls', { effects: ['network'] }))).toBe(true);
    expect(isReadOnlyTool(manifest('find_files', { effects: ['read', 'delete'] }))).toBe(false);
  });

  it('should read a tool that declares no effect by the verb of its name', () => {
    expect(isReadOnlyTool(manifest('get_now', { effects: [] }))).toBe(true);
    expect(isReadOnlyTool(manifest('request_new_executor', { effects: [] }))).toBe(false);
    expect(isReadOnlyTool(manifest('get_now', { effects: [], flags: { destructive: true } }))).toBe(false);
  });

  it('should fall back to the verb of the name and the destructive flag', () => {
    expect(isReadOnlyTool(manifest('find_files'))).toBe(true);
    expect(isReadOnlyTool(manifest('describe_entries'))).toBe(true);
    expect(isReadOnlyTool(manifest('find_files', { flags: { destructive: true } }))).toBe(false);
    expect(isReadOnlyTool(manifest('send_messages'))).toBe(false);
    expect(isReadOnlyTool(manifest('list_files'))).toBe(false);
  });
});
