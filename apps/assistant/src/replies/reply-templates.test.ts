import { createPraxisStore } from '@metnos/praxis-store';
import { describe, expect, it } from 'vitest';
import { saveReplyTemplate, withReplyTemplate } from './reply-templates';

const plan = (folder: string, destination: string, message = '') => ({
  steps: [
    { tool: 'find_files', args: { folder, extension: 'pdf' } },
    { tool: 'move_files', args: { from_step: 1, destination } },
  ],
  fillers: {},
  final_message: message,
});

describe('withReplyTemplate', () => {
  it('should give a replay of the same tools the planned final message re-bound to its own values', async () => {
    const store = createPraxisStore({ filename: ':memory:' });
    saveReplyTemplate(store, plan('~/Downloads', '~/Archive', 'Moved ${step2.ok_count} PDF files from Downloads to Archive.'));
    expect((await withReplyTemplate(store, plan('~/Desktop', '~/Old'), { language: 'en' })).final_message).toBe('Moved ${step2.ok_count} PDF files from Desktop to Old.');
    // Other tools: nothing kept for them, the renderers word the results.
    expect((await withReplyTemplate(store, { ...plan('~/Desktop', '~/Old'), steps: plan('~/Desktop', '~/Old').steps.slice(0, 1) }, { language: 'en' })).final_message).toBe('');
    store.close();
  });

  it('should keep no message that needs a filler, and leave a replay in another language to the renderers', async () => {
    const store = createPraxisStore({ filename: ':memory:' });
    saveReplyTemplate(store, plan('~/Downloads', '~/Archive', 'Moved ${step2.ok_count} files (${FILLER:mood}).'));
    expect((await withReplyTemplate(store, plan('~/Downloads', '~/Archive'), { language: 'en' })).final_message).toBe('');
    saveReplyTemplate(store, plan('~/Downloads', '~/Archive', 'Ho spostato ${step2.ok_count} file PDF da Downloads ad Archive.'));
    expect((await withReplyTemplate(store, plan('~/Desktop', '~/Old'), { language: 'en' })).final_message).toBe('');
    expect((await withReplyTemplate(store, plan('~/Desktop', '~/Old'), { language: 'it' })).final_message).toBe('Ho spostato ${step2.ok_count} file PDF da Desktop ad Old.');
    store.close();
  });
});
