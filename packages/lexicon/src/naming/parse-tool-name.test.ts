import { describe, expect, it } from 'vitest';
import { parseToolName } from './parse-tool-name';

describe('parseToolName', () => {
  it('should parse the reference catalog names, compounds included', () => {
    expect(parseToolName('find_files')).toEqual({ ok: true, verb: 'find', object: 'files' });
    expect(parseToolName('get_now')).toEqual({ ok: true, verb: 'get', object: 'now' });
    expect(parseToolName('undo_last_turn')).toEqual({ ok: true, verb: 'undo', object: 'last_turn' });
    expect(parseToolName('request_new_executor')).toEqual({ ok: true, verb: 'request', object: 'new_executor' });
    for (const name of ['create_reminders', 'describe_entries', 'find_messages', 'get_date', 'get_location', 'get_urls', 'move_files', 'move_messages', 'read_files', 'send_messages']) {
      expect(parseToolName(name).ok, name).toBe(true);
    }
  });

  it('should read a qualifier, compound or not', () => {
    expect(parseToolName('find_messages_google_workspace')).toEqual({ ok: true, verb: 'find', object: 'messages', qualifier: 'google_workspace' });
    expect(parseToolName('request_location_from_user')).toEqual({ ok: true, verb: 'request', object: 'location', qualifier: 'from_user' });
    expect(parseToolName('send_messages_telegram_bot')).toEqual({ ok: true, verb: 'send', object: 'messages', qualifier: 'telegram_bot' });
  });

  it('should refuse a surface form in place of the canonical word, saying which one to use', () => {
    expect(parseToolName('list_files')).toEqual({ ok: false, reason: expect.stringContaining('use "find"') });
    expect(parseToolName('find_file')).toEqual({ ok: false, reason: expect.stringContaining('use "files"') });
    expect(parseToolName('find_messages_gmail')).toEqual({ ok: false, reason: expect.stringContaining('use "google_workspace"') });
  });

  it('should refuse unknown words, missing objects and non-snake_case names', () => {
    expect(parseToolName('frobnicate_files')).toEqual({ ok: false, reason: expect.stringContaining('not in the verb vocabulary') });
    expect(parseToolName('find_widgets')).toEqual({ ok: false, reason: expect.stringContaining('not in the object vocabulary') });
    expect(parseToolName('find_files_purple')).toEqual({ ok: false, reason: expect.stringContaining('not in the qualifier vocabulary') });
    expect(parseToolName('find')).toEqual({ ok: false, reason: expect.stringContaining('has no object') });
    expect(parseToolName('FindFiles')).toEqual({ ok: false, reason: expect.stringContaining('snake_case') });
    expect(parseToolName('find__files')).toEqual({ ok: false, reason: expect.stringContaining('snake_case') });
  });
});
