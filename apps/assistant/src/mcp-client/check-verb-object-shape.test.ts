import { describe, expect, it } from 'vitest';
import { checkVerbObjectShape } from './check-verb-object-shape';

describe('checkVerbObjectShape', () => {
  it('should accept snake_case verb_object[_qualifier] names and refuse the rest', () => {
    expect(['find_files', 'send_messages_google_workspace', 'get_v2_data'].map((name) => checkVerbObjectShape(name).ok)).toEqual([true, true, true]);
    expect(['fetch', 'searchNotes', 'delete-note', '_find_files', 'find__files', '2fa_codes'].map((name) => checkVerbObjectShape(name).ok)).toEqual([false, false, false, false, false, false]);
  });
});
