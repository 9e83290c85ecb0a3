import { readRequest } from '@metnos/args-extractor';
import { describe, expect, it } from 'vitest';
import { singleStepClock, singleStepPool } from './__fixtures__/single-step-pool';
import { planSingleStep } from './plan-single-step';

const plan = (query: string, extra: Partial<Parameters<typeof planSingleStep>[1]> = {}) => planSingleStep(query, { pool: singleStepPool, ...singleStepClock, ...extra });

const withFrame = (query: string) => plan(query, { frame: readRequest(query, singleStepClock) });

describe('planSingleStep', () => {
  it('should take a file named alone from the source folder of the turn\'s frame, and miss rather than guess', async () => {
    expect(await withFrame('move notes.txt from Documents to Downloads')).toMatchObject({ ok: true, tool: 'move_files', args: { paths: ['~/Documents/notes.txt'], destination: '~/Downloads' } });
    expect(await withFrame('sposta report.pdf da Scaricati a Documenti')).toMatchObject({ ok: true, tool: 'move_files', args: { paths: ['~/Downloads/report.pdf'], destination: '~/Documents' } });
    expect(await withFrame('move notes.txt and todo.txt from ~/work to ~/Desktop')).toMatchObject({ ok: true, args: { paths: ['~/work/notes.txt', '~/work/todo.txt'], destination: '~/Desktop' } });
    // Without the frame the source folder is not read: no plan that would drop it.
    expect(await plan('move notes.txt from Documents to Downloads')).toMatchObject({ ok: false, miss: { reason: 'unread_words', words: ['Documents'] } });
    // A choice, a file with a folder of its own beside a source, two sources, a frame of another text: a miss.
    expect(await withFrame('move notes.txt or todo.txt to Downloads')).toMatchObject({ ok: false, miss: { reason: 'unread_words', words: ['or'] } });
    expect(await withFrame('move ~/a/notes.txt from Documents to Downloads')).toMatchObject({ ok: false, miss: { reason: 'unread_words', words: ['Documents'] } });
    expect(await withFrame('move notes.txt from Documents or Desktop to Downloads')).toMatchObject({ ok: false });
    expect(await plan('move notes.txt from Documents to Downloads', { frame: readRequest('move notes.txt from Desktop to Downloads', singleStepClock) })).toMatchObject({ ok: false });
  });

  it('should send only to an address the frame reads as a recipient, never to a name', async () => {
    expect(await withFrame('send an email to anna@example.com with subject "Hi" saying "see you"')).toMatchObject({ ok: true, tool: 'send_messages', args: { to: ['anna@example.com'], subject: 'Hi', body: 'see you' } });
    expect(await withFrame('send it to Luca')).toMatchObject({ ok: false });
    expect(await withFrame('send an email to Luca with subject "Hi"')).toMatchObject({ ok: false });
    // No tool of the pool sends a file: a miss, not a mail without it.
    expect(await withFrame('manda il file ~/Documents/a.pdf a luca@example.com')).toMatchObject({ ok: false, miss: { reason: 'no_tool', wanted: 'send_files' } });
  });

  it('should send a file named with its folder as one mail with it attached, and miss a bare file name', async () => {
    // The catalog's send_messages: attachments are files, the subject optional.
    const mailer = { ...singleStepPool.find((tool) => tool.name === 'send_messages')!, inputSchema: { type: 'object' as const, properties: { to: { type: 'array' as const, items: { type: 'string' as const } }, subject: { type: 'string' as const }, body: { type: 'string' as const }, attachments: { type: 'array' as const, items: { type: 'string' as const } } }, required: ['to'] } };
    const pool = [...singleStepPool.filter((tool) => tool.name !== 'send_messages'), mailer];
    const mail = (query: string) => plan(query, { pool, frame: readRequest(query, singleStepClock) });
    const italian = await mail('manda il file report.pdf da Scaricati a luca@example.com');
    expect(italian).toMatchObject({ ok: true, tool: 'send_messages', args: { to: ['luca@example.com'], attachments: ['~/Downloads/report.pdf'] } });
    expect(italian.ok && italian.framework.steps).toHaveLength(1);
    expect(await mail('send the file notes.txt from Documents to luca@example.com')).toMatchObject({ ok: true, tool: 'send_messages', args: { to: ['luca@example.com'], attachments: ['~/Documents/notes.txt'] } });
    expect(await mail('manda il file ~/Documents/notes.txt a luca@rossi.it')).toMatchObject({ ok: true, args: { to: ['luca@rossi.it'], attachments: ['~/Documents/notes.txt'] } });
    // A bare name: which folder is never guessed.
    for (const bare of ['manda il file report.pdf a luca@example.com', 'send the file notes.txt to luca@example.com']) {
      expect(await mail(bare)).toMatchObject({ ok: false, miss: { reason: 'missing_argument', tool: 'send_messages', arguments: ['attachments'] } });
    }
    // Without the frame the folder is not read: a miss, not a mail without it.
    expect(await plan('manda il file report.pdf da Scaricati a luca@example.com', { pool })).toMatchObject({ ok: false });
    // "and attach", "e allega": the label of the files ends the subject.
    expect(await mail('send an email to luca@rossi.it with subject Contract and attach ~/contract.pdf')).toMatchObject({ ok: true, args: { subject: 'Contract', attachments: ['~/contract.pdf'] } });
    expect(await mail('manda una mail a luca@rossi.it con oggetto Contratto e allega ~/contratto.pdf')).toMatchObject({ ok: true, args: { subject: 'Contratto', attachments: ['~/contratto.pdf'] } });
    // A recipient named without an address is still no recipient.
    expect(await mail('send the file notes.txt from Documents to Luca')).toMatchObject({ ok: false });
  });

  it('should plan one step from the request alone, in both languages', async () => {
    expect(await plan('trova i pdf nei documenti')).toMatchObject({ ok: true, tool: 'find_files', args: { pattern: '*.pdf', folder: '~/Documents' } });
    expect(await plan('find the pdf files in Downloads modified in the last 3 days')).toMatchObject({ ok: true, args: { pattern: '*.pdf', folder: '~/Downloads', modified_within_days: 3 } });
    expect(await plan('ricordami di chiamare Luca domani alle 9')).toMatchObject({ ok: true, tool: 'create_reminders', args: { text: 'chiamare Luca', when: '2026-05-20T09:00' } });
    const sent = await plan('send an email to ann@example.com with subject Dinner and body See you at 8');
    expect(sent).toMatchObject({ ok: true, tool: 'send_messages', args: { to: ['ann@example.com'], subject: 'Dinner', body: 'See you at 8' } });
    expect(sent.ok && sent.framework).toEqual({ steps: [{ tool: 'send_messages', args: { to: ['ann@example.com'], subject: 'Dinner', body: 'See you at 8' } }], fillers: {}, final_message: '' });
  });

  it('should read quoted paths with blanks, and a file named with a lookup of its contents', async () => {
    expect(await plan('move "~/My Notes/todo.txt" to "~/Old Notes"')).toMatchObject({ ok: true, tool: 'move_files', args: { paths: ['~/My Notes/todo.txt'], destination: '~/Old Notes' } });
    expect(await plan('mostrami il contenuto del file ~/config.yaml')).toMatchObject({ ok: true, tool: 'read_files', args: { paths: ['~/config.yaml'] } });
    expect(await plan('list everything in ~/Desktop')).toMatchObject({ ok: true, tool: 'find_files', args: { folder: '~/Desktop' } });
    expect(await plan('move everything to ~/Desktop')).toMatchObject({ ok: false });
  });

  it('should keep a date after "di" in a subject it sends, never in what a lookup searches, nor a moment to send', async () => {
    expect(await plan('manda una mail a anna@example.com con oggetto Riunione di lunedì')).toMatchObject({ ok: true, tool: 'send_messages', args: { subject: 'Riunione di lunedì' } });
    expect(await plan('send an email to bob@example.com with subject Hi in 10 minutes')).toMatchObject({ ok: false });
    expect(await plan('trova le email su fattura di ieri')).toMatchObject({ ok: false });
    expect(await plan('cerca nella posta le mail con "preventivo"')).toMatchObject({ ok: true, tool: 'find_messages', args: { query: 'preventivo' } });
  });

  it('should not choose between two things for a tool that changes something', async () => {
    expect(await plan('move ~/a.pdf or ~/b.pdf to ~/Documents')).toMatchObject({ ok: false, miss: { reason: 'unread_words', words: ['or'] } });
    expect(await plan('find the pdf or docx files in Downloads')).not.toMatchObject({ ok: false, miss: { words: ['or'] } });
  });

  it('should keep opposite verbs apart and never reach a destructive tool by another verb', async () => {
    expect(await plan('elenca ~/a.pdf')).not.toMatchObject({ tool: 'delete_files' });
    expect(await plan('list the pdf files in Downloads')).toMatchObject({ ok: true, tool: 'find_files' });
    expect(await plan('delete ~/a.pdf')).toMatchObject({ ok: true, tool: 'delete_files', args: { paths: ['~/a.pdf'] } });
    expect(await plan('copy ~/a.pdf to ~/b')).toEqual({ ok: false, miss: { reason: 'no_tool', verb: 'copy', object: 'files', wanted: 'copy_files' } });
    expect(await plan('check ~/a.pdf', { intent: { verb: 'delete', object: 'files', keywords: [] } })).not.toMatchObject({ tool: 'delete_files' });
  });

  it('should take times as args-extractor resolves them, forward for a reminder', async () => {
    expect(await plan('set a reminder to water the plants on Saturday')).toMatchObject({ ok: true, args: { text: 'water the plants', when: '2026-05-23' } });
    expect(await plan('create a reminder: dentist on Thursday at 4pm')).toMatchObject({ ok: true, args: { text: 'dentist', when: '2026-05-21T16:00' } });
    expect(await plan('ricordami tra 20 minuti di spegnere il forno')).toMatchObject({ ok: true, args: { text: 'spegnere il forno', when: '2026-05-19T12:20' } });
    expect(await plan('remind me tomorrow morning to buy milk')).toMatchObject({ ok: true, args: { text: 'buy milk', when: '2026-05-20T09:00' } });
    expect(await plan('remind me in a week to follow up')).toMatchObject({ ok: true, args: { text: 'follow up', when: '2026-05-26' } });
  });

  it('should not plan a reminder for a recurrence, an open bound or a past moment', async () => {
    expect(await plan('remind me every day at 9 to take the pill')).toEqual({ ok: false, miss: { reason: 'unread_words', tool: 'create_reminders', words: ['every', 'day'] } });
    expect(await plan('ricordami ogni lunedì di portare fuori la spazzatura')).toMatchObject({ ok: false, miss: { reason: 'unread_words', words: ['ogni', 'lunedì'] } });
    expect(await plan('remind me by Friday to submit the project')).toMatchObject({ ok: false, miss: { reason: 'unread_words', words: ['Friday'] } });
    expect(await plan('ricordami di chiamare Luca ieri')).toMatchObject({ ok: false, miss: { reason: 'unread_words', words: ['ieri'] } });
  });

  it('should never send to an address the request does not send to, nor move a folder it names as a source', async () => {
    expect(await plan('send an email to bob@example.com with subject Hi and cc anna@example.com')).toMatchObject({ ok: false, miss: { reason: 'unread_words', words: ['anna@example.com'] } });
    expect(await plan('send an email to bob@example.com with subject Hi from anna@example.com')).toMatchObject({ ok: false, miss: { reason: 'unread_words' } });
    expect(await plan('send an email to bob@example.com with subject Hi in 10 minutes')).toMatchObject({ ok: false, miss: { reason: 'unread_words' } });
    expect(await plan('send an email to bob@example.com and ann@example.com with subject Hi')).toMatchObject({ ok: true, args: { to: ['bob@example.com', 'ann@example.com'], subject: 'Hi' } });
    expect(await plan('move ~/a.pdf from ~/x to ~/y')).toMatchObject({ ok: false, miss: { reason: 'unread_words', words: ['~/x'] } });
    expect(await plan('move ~/a.pdf to ~/x and ~/b.pdf to ~/y')).toMatchObject({ ok: false, miss: { reason: 'missing_argument', arguments: ['destination'] } });
    expect(await plan('move ~/a.pdf, ~/b.pdf and ~/c.pdf into ~/Archive')).toMatchObject({ ok: true, args: { paths: ['~/a.pdf', '~/b.pdf', '~/c.pdf'], destination: '~/Archive' } });
  });

  it('should refuse negated, hypothetical and multi-step requests', async () => {
    expect(await plan("don't delete ~/a.pdf")).toEqual({ ok: false, miss: { reason: 'not_a_command', verb: 'delete', why: 'negated' } });
    expect(await plan('non cancellare ~/a.pdf')).toMatchObject({ ok: false, miss: { reason: 'not_a_command' } });
    expect(await plan('how do I delete ~/a.pdf?')).toEqual({ ok: false, miss: { reason: 'not_a_command', verb: 'delete', why: 'hypothetical' } });
    expect(await plan('trova i pdf e cancellali')).toEqual({ ok: false, miss: { reason: 'multi_step', actions: ['find', 'delete'] } });
  });

  it('should say which argument is missing and which words it could not place', async () => {
    expect(await plan('send an email to ann@example.com')).toEqual({ ok: false, miss: { reason: 'missing_argument', tool: 'send_messages', arguments: ['subject'] } });
    expect(await plan('sposta i pdf in Documenti')).toEqual({ ok: false, miss: { reason: 'missing_argument', tool: 'move_files', arguments: ['paths|entries'] } });
    expect(await plan('trova le email di ieri')).toEqual({ ok: false, miss: { reason: 'unread_words', tool: 'find_messages', words: ['ieri'] } });
  });

  it('should use a provider tool only when the request names the provider', async () => {
    expect(await plan('send a telegram message to @ann saying hi')).toMatchObject({ ok: false });
    expect(await plan('send an email to ann@example.com with subject Hi')).toMatchObject({ ok: true, tool: 'send_messages' });
    expect(await plan('send a telegram message to ann@example.com saying hi')).toMatchObject({ ok: true, tool: 'send_messages_telegram_bot', args: { to: ['ann@example.com'], body: 'hi' } });
  });

  it('should serve verbless questions with a lookup and let an intent fill gaps only for read-only tools', async () => {
    expect(await plan('che ore sono a Tokyo?')).toMatchObject({ ok: true, tool: 'get_now', args: { timezone: 'Asia/Tokyo' } });
    expect(await plan('che giorno è domani?')).toMatchObject({ ok: true, tool: 'get_date', args: { offset_days: 1 } });
    expect(await plan('please', { intent: { verb: 'unknown', object: 'now', keywords: [] } })).toMatchObject({ ok: true, tool: 'get_now' });
    expect(await plan('please', { intent: { verb: 'send', object: 'messages', keywords: [] } })).toMatchObject({ ok: false, miss: { reason: 'no_tool' } });
    expect(await plan('hmm', { intent: { verb: 'unknown', object: 'now', keywords: [] } })).toMatchObject({ ok: false, miss: { reason: 'unread_words', words: ['hmm'] } });
    expect(await plan('')).toEqual({ ok: false, miss: { reason: 'no_action' } });
  });

  it('should read what a request asks to open, read or see the contents of', async () => {
    expect(await plan('apri e leggi ~/todo.md')).toMatchObject({ ok: true, tool: 'read_files', args: { paths: ['~/todo.md'] } });
    expect(await plan('show me the contents of ~/todo.txt')).toMatchObject({ ok: true, tool: 'read_files', args: { paths: ['~/todo.txt'] } });
    expect(await plan('cosa contiene ~/todo.txt?')).toMatchObject({ ok: true, tool: 'read_files' });
    expect(await plan('read https://example.com')).toMatchObject({ ok: true, tool: 'get_urls', args: { urls: ['https://example.com'] } });
    expect(await plan('apri e cancella ~/a.pdf')).toMatchObject({ ok: false, miss: { reason: 'multi_step' } });
    expect(await plan('trova i file con contenuto budget')).toMatchObject({ ok: false, miss: { reason: 'unread_words' } });
  });

  it('should read an article before the noun a count is named after as one', async () => {
    expect(await plan('riassumi in una frase: domani sciopero dei treni')).toMatchObject({ ok: true, tool: 'describe_entries', args: { text: 'domani sciopero dei treni', max_sentences: 1 } });
    expect(await plan('summarize in one sentence: the meeting moved')).toMatchObject({ ok: true, args: { max_sentences: 1 } });
  });

  it('should use an injected extractor and stop on abort', async () => {
    const result = await plan('find the pdf files', { extract: async () => ({ args: { max_results: 7 }, sources: { max_results: 'memory' }, missing: [], conflicts: [], values: [], origins: {} }) });
    expect(result).toMatchObject({ ok: true, args: { pattern: '*.pdf', max_results: 7 }, sources: { pattern: 'reader', max_results: 'memory' } });
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(plan('trova i pdf', { abortSignal: controller.signal })).rejects.toThrow('stop');
  });
});
