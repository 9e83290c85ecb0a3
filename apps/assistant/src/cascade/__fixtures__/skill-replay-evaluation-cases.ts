import type { Language } from '@metnos/core';
import type { BenchWorld } from '../../turn-bench/bench-world';
import type { TurnScript } from '../../turn-bench/turn-bench-case';

// The evaluation clock is the turn bench's: Tuesday 2026-05-19, 10:30 UTC.

/** How the probe differs from the request that taught the skill. */
type SkillProbeKind =
  /** (a) the same intent with other values (folder, file type, recipient, subject, date, time, number, quoted text, name, URL). */
  | 'values'
  /** (b) the same values in other words or order. */
  | 'wording'
  /** (c) another verb or object: must never replay. */
  | 'other_action'
  /** (d) a constraint added or removed ("modificati ieri" added, "solo i pdf" removed): must never replay. */
  | 'constraint';

/** A plan as the scripted good model writes it. */
type Plan = NonNullable<TurnScript['plan']>;

/** A request with what the good model answers for it (its intent and its whole plan). */
export interface ScriptedRequest {
  query: string | ((world: BenchWorld) => string);
  script: TurnScript | ((world: BenchWorld) => TurnScript);
}

/**
 * One case: a teaching request, played until its skill is active, then a new request (the probe). `expect`
 * `replay`: the skill answers it with exactly the steps and arguments of the probe's own plan (`probe.script.plan`);
 * `miss`: it goes to the planner, which answers with the probe's plan.
 */
export interface SkillReplayEvaluationCase {
  id: string;
  language: Language;
  kind: SkillProbeKind;
  teach: ScriptedRequest;
  probe: ScriptedRequest;
  expect: 'replay' | 'miss';
}

type Intent = TurnScript['intent'];
const intent = (verb: string, object: string, ...keywords: string[]): Intent => ({ verb, object, keywords });
const plan = (steps: Plan['steps'], final_message = 'Done: ${step1.count}.'): Plan => ({ steps, final_message });
const request = (query: string, script: TurnScript): ScriptedRequest => ({ query, script });

/** A teaching request and its probes: every probe is one case, played in its own fresh assistant. */
function family(
  id: string,
  language: Language,
  teach: ScriptedRequest,
  probes: ReadonlyArray<{ kind: SkillProbeKind; probe: ScriptedRequest; expect?: 'replay' | 'miss' }>,
): SkillReplayEvaluationCase[] {
  return probes.map(({ kind, probe, expect }, index) => ({
    id: `${id}-${kind}-${index + 1}`,
    language,
    kind,
    teach,
    probe,
    expect: expect ?? (kind === 'values' || kind === 'wording' ? 'replay' : 'miss'),
  }));
}

const findFiles = (args: Record<string, unknown>) => plan([{ tool: 'find_files', args }], 'Ho trovato ${step1.count} file.');
const readFound = (args: Record<string, unknown>) => plan([{ tool: 'find_files', args }, { tool: 'read_files', args: { from_step: 1 } }], 'Read ${step2.count} files.');
const moveFound = (args: Record<string, unknown>, destination: string) =>
  plan([{ tool: 'find_files', args }, { tool: 'move_files', args: { from_step: 1, destination } }], 'Moved ${step2.ok_count} files.');
const reminder = (args: Record<string, unknown>) => plan([{ tool: 'create_reminders', args }], 'Reminder set for ${step1.when}.');
const findMail = (args: Record<string, unknown>) => plan([{ tool: 'find_messages', args }], 'Found ${step1.count} messages.');
const moveMail = (args: Record<string, unknown>, destination: string) =>
  plan([{ tool: 'find_messages', args }, { tool: 'move_messages', args: { from_step: 1, destination } }], 'Moved ${step2.ok_count} messages.');
const sendMail = (args: Record<string, unknown>) => plan([{ tool: 'send_messages', args }], 'Sent ${step1.ok_count} message.');
const getDate = (offset_days: number) => plan([{ tool: 'get_date', args: { offset_days } }], '${step1.weekday} ${step1.date}.');
const getUrls = (url: string) => plan([{ tool: 'get_urls', args: { urls: [url] } }], 'Downloaded ${step1.ok_count} page.');

/** `YYYY-MM-DDTHH:MM` in the machine's local time, `minutes` after the evaluation clock (what "in 20 minutes" means). */
function localAfter(minutes: number): string {
  const at = new Date(Date.parse('2026-05-19T10:30:00Z') + minutes * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const filesFind = (...keywords: string[]) => intent('find', 'files', ...keywords);
const mailFind = (...keywords: string[]) => intent('find', 'messages', ...keywords);
const remind = (...keywords: string[]) => intent('create', 'reminders', ...keywords);

/**
 * The skill-replay evaluation: 22 taught requests over the assistant's real tools (files, mail, reminders, dates,
 * web pages), it/en, each probed by new requests that change the values, only the wording, the action, or a
 * constraint. Written before reading the replay code, as a person would ask.
 */
export const skillReplayEvaluationCases: readonly SkillReplayEvaluationCase[] = [
  ...family('files-it-folder', 'it', request('trova i pdf nei documenti', { intent: filesFind('pdf', 'documents'), plan: findFiles({ folder: '~/Documents', extension: 'pdf' }) }), [
    { kind: 'values', probe: request('trova i pdf in Scaricati', { intent: filesFind('pdf', 'downloads'), plan: findFiles({ folder: '~/Downloads', extension: 'pdf' }) }) },
    { kind: 'values', probe: request('trova i docx nei documenti', { intent: filesFind('docx', 'documents'), plan: findFiles({ folder: '~/Documents', extension: 'docx' }) }) },
    { kind: 'values', probe: request('trova i jpg nelle immagini', { intent: filesFind('jpg', 'pictures'), plan: findFiles({ folder: '~/Pictures', extension: 'jpg' }) }) },
    { kind: 'wording', probe: request('nei documenti trova i file pdf', { intent: filesFind('pdf', 'documents'), plan: findFiles({ folder: '~/Documents', extension: 'pdf' }) }) },
    { kind: 'wording', probe: request('cerca i file pdf nella cartella documenti', { intent: filesFind('pdf', 'documents'), plan: findFiles({ folder: '~/Documents', extension: 'pdf' }) }) },
    { kind: 'other_action', probe: request('leggi i pdf nei documenti', { intent: intent('read', 'files', 'pdf', 'documents'), plan: readFound({ folder: '~/Documents', extension: 'pdf' }) }) },
    { kind: 'constraint', probe: request('trova i pdf nei documenti modificati ieri', { intent: filesFind('pdf', 'documents', 'yesterday'), plan: findFiles({ folder: '~/Documents', extension: 'pdf', modified_within_days: 1 }) }) },
    { kind: 'constraint', probe: request('trova i file nei documenti', { intent: filesFind('documents'), plan: findFiles({ folder: '~/Documents' }) }) },
  ]),
  ...family('files-en-folder', 'en', request('find the pdf files in my Downloads folder', { intent: filesFind('pdf', 'downloads'), plan: findFiles({ folder: '~/Downloads', extension: 'pdf' }) }), [
    { kind: 'values', probe: request('find the jpg files in my Pictures folder', { intent: filesFind('jpg', 'pictures'), plan: findFiles({ folder: '~/Pictures', extension: 'jpg' }) }) },
    { kind: 'values', probe: request('find the txt files in my Desktop folder', { intent: filesFind('txt', 'desktop'), plan: findFiles({ folder: '~/Desktop', extension: 'txt' }) }) },
    { kind: 'values', probe: request('find the zip files in my Downloads folder', { intent: filesFind('zip', 'downloads'), plan: findFiles({ folder: '~/Downloads', extension: 'zip' }) }) },
    { kind: 'wording', probe: request('in my Downloads folder, find the pdf files', { intent: filesFind('pdf', 'downloads'), plan: findFiles({ folder: '~/Downloads', extension: 'pdf' }) }) },
    { kind: 'wording', probe: request('look for pdf files in the Downloads folder', { intent: filesFind('pdf', 'downloads'), plan: findFiles({ folder: '~/Downloads', extension: 'pdf' }) }) },
    { kind: 'other_action', probe: request('move the pdf files in my Downloads folder to Documents', { intent: intent('move', 'files', 'pdf', 'downloads', 'documents'), plan: moveFound({ folder: '~/Downloads', extension: 'pdf' }, '~/Documents') }) },
    { kind: 'constraint', probe: request('find the files in my Downloads folder', { intent: filesFind('downloads'), plan: findFiles({ folder: '~/Downloads' }) }) },
    { kind: 'constraint', probe: request('find the pdf files in my Downloads folder changed this week', { intent: filesFind('pdf', 'downloads', 'week'), plan: findFiles({ folder: '~/Downloads', extension: 'pdf', modified_within_days: 7 }) }) },
  ]),
  ...family('files-en-recent', 'en', request('find pdf files in Documents modified in the last 7 days', { intent: filesFind('pdf', 'documents', 'recent'), plan: findFiles({ folder: '~/Documents', extension: 'pdf', modified_within_days: 7 }) }), [
    { kind: 'values', probe: request('find pdf files in Documents modified in the last 30 days', { intent: filesFind('pdf', 'documents', 'recent'), plan: findFiles({ folder: '~/Documents', extension: 'pdf', modified_within_days: 30 }) }) },
    { kind: 'values', probe: request('find docx files in Downloads modified in the last 3 days', { intent: filesFind('docx', 'downloads', 'recent'), plan: findFiles({ folder: '~/Downloads', extension: 'docx', modified_within_days: 3 }) }) },
    { kind: 'values', probe: request('find pdf files in Documents modified in the last 2 weeks', { intent: filesFind('pdf', 'documents', 'recent'), plan: findFiles({ folder: '~/Documents', extension: 'pdf', modified_within_days: 14 }) }) },
    { kind: 'wording', probe: request('find pdf files modified in the last 7 days in Documents', { intent: filesFind('pdf', 'documents', 'recent'), plan: findFiles({ folder: '~/Documents', extension: 'pdf', modified_within_days: 7 }) }) },
    { kind: 'other_action', probe: request('read pdf files in Documents modified in the last 7 days', { intent: intent('read', 'files', 'pdf', 'documents', 'recent'), plan: readFound({ folder: '~/Documents', extension: 'pdf', modified_within_days: 7 }) }) },
    { kind: 'constraint', probe: request('find pdf files in Documents', { intent: filesFind('pdf', 'documents'), plan: findFiles({ folder: '~/Documents', extension: 'pdf' }) }) },
  ]),
  ...family('files-it-count', 'it', request('mostrami 5 file pdf nei documenti', { intent: filesFind('pdf', 'documents'), plan: findFiles({ folder: '~/Documents', extension: 'pdf', max_results: 5 }) }), [
    { kind: 'values', probe: request('mostrami 10 file pdf nei documenti', { intent: filesFind('pdf', 'documents'), plan: findFiles({ folder: '~/Documents', extension: 'pdf', max_results: 10 }) }) },
    { kind: 'values', probe: request('mostrami 3 file txt sul desktop', { intent: filesFind('txt', 'desktop'), plan: findFiles({ folder: '~/Desktop', extension: 'txt', max_results: 3 }) }) },
    { kind: 'values', probe: request('mostrami due file pdf nei documenti', { intent: filesFind('pdf', 'documents'), plan: findFiles({ folder: '~/Documents', extension: 'pdf', max_results: 2 }) }) },
    { kind: 'wording', probe: request('nei documenti mostrami 5 file pdf', { intent: filesFind('pdf', 'documents'), plan: findFiles({ folder: '~/Documents', extension: 'pdf', max_results: 5 }) }) },
    { kind: 'constraint', probe: request('mostrami i file pdf nei documenti', { intent: filesFind('pdf', 'documents'), plan: findFiles({ folder: '~/Documents', extension: 'pdf' }) }) },
    { kind: 'other_action', probe: request('sposta 5 file pdf dai documenti al desktop', { intent: intent('move', 'files', 'pdf', 'documents', 'desktop'), plan: moveFound({ folder: '~/Documents', extension: 'pdf', max_results: 5 }, '~/Desktop') }) },
  ]),
  ...family('files-en-name', 'en', request('find files named "fattura" in Downloads', { intent: filesFind('fattura', 'downloads'), plan: findFiles({ folder: '~/Downloads', pattern: 'fattura' }) }), [
    { kind: 'values', probe: request('find files named "biglietto" in Downloads', { intent: filesFind('biglietto', 'downloads'), plan: findFiles({ folder: '~/Downloads', pattern: 'biglietto' }) }) },
    { kind: 'values', probe: request('find files named "todo" in Desktop', { intent: filesFind('todo', 'desktop'), plan: findFiles({ folder: '~/Desktop', pattern: 'todo' }) }) },
    { kind: 'values', probe: request('find files named "contratto" in Documents', { intent: filesFind('contratto', 'documents'), plan: findFiles({ folder: '~/Documents', pattern: 'contratto' }) }) },
    { kind: 'wording', probe: request('in Downloads, find files named "fattura"', { intent: filesFind('fattura', 'downloads'), plan: findFiles({ folder: '~/Downloads', pattern: 'fattura' }) }) },
    { kind: 'other_action', probe: request('read the files named "fattura" in Downloads', { intent: intent('read', 'files', 'fattura', 'downloads'), plan: readFound({ folder: '~/Downloads', pattern: 'fattura' }) }) },
    { kind: 'constraint', probe: request('find pdf files named "fattura" in Downloads', { intent: filesFind('fattura', 'pdf', 'downloads'), plan: findFiles({ folder: '~/Downloads', pattern: 'fattura', extension: 'pdf' }) }) },
  ]),
  ...family('files-it-read', 'it', request('leggi il file ~/Desktop/todo.txt', { intent: intent('read', 'files', 'todo'), plan: plan([{ tool: 'read_files', args: { paths: ['~/Desktop/todo.txt'] } }], '${step1.count} file letto.') }), [
    { kind: 'values', probe: request('leggi il file ~/Desktop/notes.txt', { intent: intent('read', 'files', 'notes'), plan: plan([{ tool: 'read_files', args: { paths: ['~/Desktop/notes.txt'] } }], '${step1.count} file letto.') }) },
    { kind: 'values', probe: request('leggi il file ~/Documents/appunti-riunione.txt', { intent: intent('read', 'files', 'appunti'), plan: plan([{ tool: 'read_files', args: { paths: ['~/Documents/appunti-riunione.txt'] } }], '${step1.count} file letto.') }) },
    { kind: 'wording', probe: request('mostrami il contenuto del file ~/Desktop/todo.txt', { intent: intent('read', 'files', 'todo'), plan: plan([{ tool: 'read_files', args: { paths: ['~/Desktop/todo.txt'] } }], '${step1.count} file letto.') }) },
    {
      kind: 'other_action',
      probe: request('sposta il file ~/Desktop/todo.txt nei documenti', { intent: intent('move', 'files', 'todo', 'documents'), plan: plan([{ tool: 'move_files', args: { paths: ['~/Desktop/todo.txt'], destination: '~/Documents' } }], 'Spostato.') }),
    },
    { kind: 'other_action', probe: request('trova il file todo.txt sul desktop', { intent: filesFind('todo', 'desktop'), plan: findFiles({ folder: '~/Desktop', pattern: 'todo.txt' }) }) },
  ]),
  ...family('files-it-move', 'it', request('sposta i pdf di Scaricati in Documenti', { intent: intent('move', 'files', 'pdf', 'downloads', 'documents'), plan: moveFound({ folder: '~/Downloads', extension: 'pdf' }, '~/Documents') }), [
    { kind: 'values', probe: request('sposta i jpg di Scaricati in Immagini', { intent: intent('move', 'files', 'jpg', 'downloads', 'pictures'), plan: moveFound({ folder: '~/Downloads', extension: 'jpg' }, '~/Pictures') }) },
    { kind: 'values', probe: request('sposta i txt di Desktop in Documenti', { intent: intent('move', 'files', 'txt', 'desktop', 'documents'), plan: moveFound({ folder: '~/Desktop', extension: 'txt' }, '~/Documents') }) },
    { kind: 'values', probe: request('sposta i pdf di Scaricati in Desktop', { intent: intent('move', 'files', 'pdf', 'downloads', 'desktop'), plan: moveFound({ folder: '~/Downloads', extension: 'pdf' }, '~/Desktop') }) },
    { kind: 'wording', probe: request('sposta in Documenti i pdf di Scaricati', { intent: intent('move', 'files', 'pdf', 'downloads', 'documents'), plan: moveFound({ folder: '~/Downloads', extension: 'pdf' }, '~/Documents') }) },
    { kind: 'other_action', probe: request('trova i pdf di Scaricati', { intent: filesFind('pdf', 'downloads'), plan: findFiles({ folder: '~/Downloads', extension: 'pdf' }) }) },
    {
      kind: 'constraint',
      probe: request('sposta i pdf di Scaricati modificati ieri in Documenti', { intent: intent('move', 'files', 'pdf', 'downloads', 'documents', 'yesterday'), plan: moveFound({ folder: '~/Downloads', extension: 'pdf', modified_within_days: 1 }, '~/Documents') }),
    },
    { kind: 'constraint', probe: request('sposta i file di Scaricati in Documenti', { intent: intent('move', 'files', 'downloads', 'documents'), plan: moveFound({ folder: '~/Downloads' }, '~/Documents') }) },
  ]),
  ...family('files-en-move', 'en', request('move the zip files from Downloads to Documents', { intent: intent('move', 'files', 'zip', 'downloads', 'documents'), plan: moveFound({ folder: '~/Downloads', extension: 'zip' }, '~/Documents') }), [
    { kind: 'values', probe: request('move the jpg files from Downloads to Pictures', { intent: intent('move', 'files', 'jpg', 'downloads', 'pictures'), plan: moveFound({ folder: '~/Downloads', extension: 'jpg' }, '~/Pictures') }) },
    { kind: 'values', probe: request('move the docx files from Documents to Desktop', { intent: intent('move', 'files', 'docx', 'documents', 'desktop'), plan: moveFound({ folder: '~/Documents', extension: 'docx' }, '~/Desktop') }) },
    { kind: 'wording', probe: request('move to Documents the zip files from Downloads', { intent: intent('move', 'files', 'zip', 'downloads', 'documents'), plan: moveFound({ folder: '~/Downloads', extension: 'zip' }, '~/Documents') }) },
    { kind: 'other_action', probe: request('read the zip files from Downloads', { intent: intent('read', 'files', 'zip', 'downloads'), plan: readFound({ folder: '~/Downloads', extension: 'zip' }) }) },
    { kind: 'constraint', probe: request('move the files from Downloads to Documents', { intent: intent('move', 'files', 'downloads', 'documents'), plan: moveFound({ folder: '~/Downloads' }, '~/Documents') }) },
  ]),
  ...family('reminders-en-time', 'en', request('remind me to call Anna tomorrow at 9am', { intent: remind('anna', 'call'), plan: reminder({ text: 'call Anna', when: '2026-05-20T09:00' }) }), [
    { kind: 'values', probe: request('remind me to call Marco tomorrow at 9am', { intent: remind('marco', 'call'), plan: reminder({ text: 'call Marco', when: '2026-05-20T09:00' }) }) },
    { kind: 'values', probe: request('remind me to call Anna tomorrow at 6pm', { intent: remind('anna', 'call'), plan: reminder({ text: 'call Anna', when: '2026-05-20T18:00' }) }) },
    { kind: 'values', probe: request('remind me to buy milk on Friday at 9am', { intent: remind('milk', 'buy'), plan: reminder({ text: 'buy milk', when: '2026-05-22T09:00' }) }) },
    { kind: 'values', probe: request('remind me to call Anna on May 28 at 9am', { intent: remind('anna', 'call'), plan: reminder({ text: 'call Anna', when: '2026-05-28T09:00' }) }) },
    { kind: 'wording', probe: request('tomorrow at 9am remind me to call Anna', { intent: remind('anna', 'call'), plan: reminder({ text: 'call Anna', when: '2026-05-20T09:00' }) }) },
    { kind: 'other_action', probe: request('any emails from Anna?', { intent: mailFind('anna'), plan: findMail({ from: 'Anna' }) }) },
    { kind: 'constraint', probe: request('remind me to call Anna', { intent: remind('anna', 'call'), plan: reminder({ text: 'call Anna' }) }) },
  ]),
  ...family('reminders-it-date', 'it', request("ricordami di pagare l'affitto il 25 maggio", { intent: remind('affitto'), plan: reminder({ text: "pagare l'affitto", when: '2026-05-25' }) }), [
    { kind: 'values', probe: request('ricordami di pagare la bolletta il 30 maggio', { intent: remind('bolletta'), plan: reminder({ text: 'pagare la bolletta', when: '2026-05-30' }) }) },
    { kind: 'values', probe: request("ricordami di pagare l'affitto il 25 giugno", { intent: remind('affitto'), plan: reminder({ text: "pagare l'affitto", when: '2026-06-25' }) }) },
    { kind: 'values', probe: request("ricordami di pagare l'affitto tra 3 giorni", { intent: remind('affitto'), plan: reminder({ text: "pagare l'affitto", when: '2026-05-22' }) }) },
    { kind: 'values', probe: request('ricordami di portare la macchina dal meccanico il 2 giugno', { intent: remind('meccanico'), plan: reminder({ text: 'portare la macchina dal meccanico', when: '2026-06-02' }) }) },
    { kind: 'wording', probe: request("il 25 maggio ricordami di pagare l'affitto", { intent: remind('affitto'), plan: reminder({ text: "pagare l'affitto", when: '2026-05-25' }) }) },
    { kind: 'other_action', probe: request("cerca la mail dell'affitto di maggio", { intent: mailFind('affitto', 'maggio'), plan: findMail({ query: 'affitto maggio' }) }) },
    { kind: 'constraint', probe: request("ricordami di pagare l'affitto", { intent: remind('affitto'), plan: reminder({ text: "pagare l'affitto" }) }) },
  ]),
  ...family('reminders-it-time', 'it', request('ricordami di chiamare Giulia domani alle 9', { intent: remind('giulia', 'chiamare'), plan: reminder({ text: 'chiamare Giulia', when: '2026-05-20T09:00' }) }), [
    { kind: 'values', probe: request('ricordami di chiamare Paolo domani alle 9', { intent: remind('paolo', 'chiamare'), plan: reminder({ text: 'chiamare Paolo', when: '2026-05-20T09:00' }) }) },
    { kind: 'values', probe: request('ricordami di chiamare Giulia domani alle 15', { intent: remind('giulia', 'chiamare'), plan: reminder({ text: 'chiamare Giulia', when: '2026-05-20T15:00' }) }) },
    { kind: 'values', probe: request('ricordami di chiamare Giulia venerdì alle 9', { intent: remind('giulia', 'chiamare'), plan: reminder({ text: 'chiamare Giulia', when: '2026-05-22T09:00' }) }) },
    { kind: 'values', probe: request('ricordami di chiamare Giulia domani alle 9:30', { intent: remind('giulia', 'chiamare'), plan: reminder({ text: 'chiamare Giulia', when: '2026-05-20T09:30' }) }) },
    { kind: 'wording', probe: request('domani alle 9 ricordami di chiamare Giulia', { intent: remind('giulia', 'chiamare'), plan: reminder({ text: 'chiamare Giulia', when: '2026-05-20T09:00' }) }) },
    { kind: 'other_action', probe: request('ci sono mail da Giulia?', { intent: mailFind('giulia'), plan: findMail({ from: 'Giulia' }) }) },
  ]),
  ...family('reminders-en-in', 'en', request('remind me to check the oven in 20 minutes', { intent: remind('oven'), plan: reminder({ text: 'check the oven', when: localAfter(20) }) }), [
    { kind: 'values', probe: request('remind me to check the oven in 45 minutes', { intent: remind('oven'), plan: reminder({ text: 'check the oven', when: localAfter(45) }) }) },
    { kind: 'values', probe: request('remind me to stretch in 2 hours', { intent: remind('stretch'), plan: reminder({ text: 'stretch', when: localAfter(120) }) }) },
    { kind: 'values', probe: request('remind me to take the laundry out in 20 minutes', { intent: remind('laundry'), plan: reminder({ text: 'take the laundry out', when: localAfter(20) }) }) },
    { kind: 'wording', probe: request('in 20 minutes remind me to check the oven', { intent: remind('oven'), plan: reminder({ text: 'check the oven', when: localAfter(20) }) }) },
  ]),
  ...family('mail-en-from', 'en', request('any emails from Luca?', { intent: mailFind('luca'), plan: findMail({ from: 'Luca' }) }), [
    { kind: 'values', probe: request('any emails from Anna?', { intent: mailFind('anna'), plan: findMail({ from: 'Anna' }) }) },
    { kind: 'values', probe: request('any emails from the bank?', { intent: mailFind('bank'), plan: findMail({ from: 'Banca' }) }), expect: 'miss' },
    { kind: 'values', probe: request('any emails from Tech Weekly?', { intent: mailFind('tech', 'weekly'), plan: findMail({ from: 'Tech Weekly' }) }) },
    { kind: 'wording', probe: request('did Luca send me any emails?', { intent: mailFind('luca'), plan: findMail({ from: 'Luca' }) }) },
    { kind: 'other_action', probe: request('move the emails from Luca to Archive', { intent: intent('move', 'messages', 'luca', 'archive'), plan: moveMail({ from: 'Luca' }, 'Archive') }) },
    { kind: 'constraint', probe: request('any unread emails from Luca?', { intent: mailFind('luca', 'unread'), plan: findMail({ from: 'Luca', unread_only: true }) }) },
  ]),
  ...family('mail-it-query', 'it', request('cerca la mail con la fattura di marzo', { intent: mailFind('fattura', 'marzo'), plan: findMail({ query: 'fattura marzo' }) }), [
    { kind: 'values', probe: request('cerca la mail con la fattura di aprile', { intent: mailFind('fattura', 'aprile'), plan: findMail({ query: 'fattura aprile' }) }) },
    { kind: 'values', probe: request('cerca la mail con il preventivo di giugno', { intent: mailFind('preventivo', 'giugno'), plan: findMail({ query: 'preventivo giugno' }) }) },
    { kind: 'wording', probe: request('trova la mail della fattura di marzo', { intent: mailFind('fattura', 'marzo'), plan: findMail({ query: 'fattura marzo' }) }) },
    { kind: 'other_action', probe: request("sposta la mail con la fattura di marzo nell'archivio", { intent: intent('move', 'messages', 'fattura', 'marzo', 'archive'), plan: moveMail({ query: 'fattura marzo' }, 'Archive') }) },
    { kind: 'constraint', probe: request('cerca la mail non letta con la fattura di marzo', { intent: mailFind('fattura', 'marzo', 'unread'), plan: findMail({ query: 'fattura marzo', unread_only: true }) }) },
  ]),
  ...family('mail-it-unread', 'it', request('ho mail non lette?', { intent: mailFind('unread'), plan: findMail({ unread_only: true }) }), [
    { kind: 'wording', probe: request('ci sono email non lette?', { intent: mailFind('unread'), plan: findMail({ unread_only: true }) }) },
    { kind: 'wording', probe: request('ho delle mail ancora da leggere?', { intent: mailFind('unread'), plan: findMail({ unread_only: true }) }) },
    { kind: 'constraint', probe: request('ho mail non lette da Anna?', { intent: mailFind('unread', 'anna'), plan: findMail({ unread_only: true, from: 'Anna' }) }) },
    { kind: 'constraint', probe: request('ho mail nel cestino?', { intent: mailFind('trash'), plan: findMail({ folder: 'Trash' }) }) },
    { kind: 'other_action', probe: request("sposta le mail non lette nell'archivio", { intent: intent('move', 'messages', 'unread', 'archive'), plan: moveMail({ unread_only: true }, 'Archive') }) },
  ]),
  ...family('mail-en-last', 'en', request('show me the last 5 emails', { intent: mailFind('last'), plan: findMail({ max_results: 5 }) }), [
    { kind: 'values', probe: request('show me the last 3 emails', { intent: mailFind('last'), plan: findMail({ max_results: 3 }) }) },
    { kind: 'values', probe: request('show me the last 20 emails', { intent: mailFind('last'), plan: findMail({ max_results: 20 }) }) },
    { kind: 'values', probe: request('show me the last ten emails', { intent: mailFind('last'), plan: findMail({ max_results: 10 }) }) },
    { kind: 'wording', probe: request('show me my 5 most recent emails', { intent: mailFind('last'), plan: findMail({ max_results: 5 }) }) },
    { kind: 'constraint', probe: request('show me the last 5 unread emails', { intent: mailFind('last', 'unread'), plan: findMail({ max_results: 5, unread_only: true }) }) },
  ]),
  ...family('mail-en-send', 'en', request('send an email to anna@rossi.it with subject "Dinner" saying "See you at 8"', { intent: intent('send', 'messages', 'anna', 'dinner'), plan: sendMail({ to: ['anna@rossi.it'], subject: 'Dinner', body: 'See you at 8' }) }), [
    { kind: 'values', probe: request('send an email to luca.bianchi@example.it with subject "Dinner" saying "See you at 8"', { intent: intent('send', 'messages', 'luca', 'dinner'), plan: sendMail({ to: ['luca.bianchi@example.it'], subject: 'Dinner', body: 'See you at 8' }) }) },
    { kind: 'values', probe: request('send an email to anna@rossi.it with subject "Lunch" saying "See you at 1"', { intent: intent('send', 'messages', 'anna', 'lunch'), plan: sendMail({ to: ['anna@rossi.it'], subject: 'Lunch', body: 'See you at 1' }) }) },
    { kind: 'values', probe: request('send an email to anna@rossi.it with subject "Dinner" saying "I will be late, start without me"', { intent: intent('send', 'messages', 'anna', 'dinner'), plan: sendMail({ to: ['anna@rossi.it'], subject: 'Dinner', body: 'I will be late, start without me' }) }) },
    {
      kind: 'values',
      probe: request('send an email to anna@rossi.it and luca.bianchi@example.it with subject "Dinner" saying "See you at 8"', { intent: intent('send', 'messages', 'anna', 'luca', 'dinner'), plan: sendMail({ to: ['anna@rossi.it', 'luca.bianchi@example.it'], subject: 'Dinner', body: 'See you at 8' }) }),
    },
    { kind: 'wording', probe: request('email anna@rossi.it, subject "Dinner", text "See you at 8"', { intent: intent('send', 'messages', 'anna', 'dinner'), plan: sendMail({ to: ['anna@rossi.it'], subject: 'Dinner', body: 'See you at 8' }) }) },
    { kind: 'other_action', probe: request('find the emails from anna@rossi.it with subject "Dinner"', { intent: mailFind('anna', 'dinner'), plan: findMail({ from: 'anna@rossi.it', query: 'Dinner' }) }) },
  ]),
  ...family('mail-it-send', 'it', request('scrivi a luca.bianchi@example.it con oggetto "Cena" e testo "Porto il dolce"', { intent: intent('send', 'messages', 'luca', 'cena'), plan: sendMail({ to: ['luca.bianchi@example.it'], subject: 'Cena', body: 'Porto il dolce' }) }), [
    { kind: 'values', probe: request('scrivi a anna@rossi.it con oggetto "Cena" e testo "Porto il dolce"', { intent: intent('send', 'messages', 'anna', 'cena'), plan: sendMail({ to: ['anna@rossi.it'], subject: 'Cena', body: 'Porto il dolce' }) }) },
    { kind: 'values', probe: request('scrivi a luca.bianchi@example.it con oggetto "Foto" e testo "Mandami le foto del mare"', { intent: intent('send', 'messages', 'luca', 'foto'), plan: sendMail({ to: ['luca.bianchi@example.it'], subject: 'Foto', body: 'Mandami le foto del mare' }) }) },
    { kind: 'wording', probe: request('manda una mail a luca.bianchi@example.it, oggetto "Cena", testo "Porto il dolce"', { intent: intent('send', 'messages', 'luca', 'cena'), plan: sendMail({ to: ['luca.bianchi@example.it'], subject: 'Cena', body: 'Porto il dolce' }) }) },
    { kind: 'other_action', probe: request('cerca le mail di luca.bianchi@example.it con oggetto "Cena"', { intent: mailFind('luca', 'cena'), plan: findMail({ from: 'luca.bianchi@example.it', query: 'Cena' }) }) },
  ]),
  ...family('date-it-ahead', 'it', request('che giorno sarà tra 10 giorni?', { intent: intent('get', 'date', 'future'), plan: getDate(10) }), [
    { kind: 'values', probe: request('che giorno sarà tra 3 giorni?', { intent: intent('get', 'date', 'future'), plan: getDate(3) }) },
    { kind: 'values', probe: request('che giorno sarà tra 45 giorni?', { intent: intent('get', 'date', 'future'), plan: getDate(45) }) },
    { kind: 'values', probe: request('che giorno sarà tra due settimane?', { intent: intent('get', 'date', 'future'), plan: getDate(14) }) },
    { kind: 'wording', probe: request('tra 10 giorni che giorno sarà?', { intent: intent('get', 'date', 'future'), plan: getDate(10) }) },
    { kind: 'other_action', probe: request('ricordami tra 10 giorni di rinnovare il passaporto', { intent: remind('passaporto'), plan: reminder({ text: 'rinnovare il passaporto', when: '2026-05-29' }) }) },
  ]),
  ...family('date-en-ago', 'en', request('what was the date 7 days ago?', { intent: intent('get', 'date', 'past'), plan: getDate(-7) }), [
    { kind: 'values', probe: request('what was the date 30 days ago?', { intent: intent('get', 'date', 'past'), plan: getDate(-30) }) },
    { kind: 'values', probe: request('what was the date 100 days ago?', { intent: intent('get', 'date', 'past'), plan: getDate(-100) }) },
    { kind: 'values', probe: request('what will the date be in 7 days?', { intent: intent('get', 'date', 'future'), plan: getDate(7) }) },
    { kind: 'wording', probe: request('7 days ago, what was the date?', { intent: intent('get', 'date', 'past'), plan: getDate(-7) }) },
  ]),
  ...family('web-en-open', 'en', { query: (world) => `open ${world.baseUrl}/news/energia`, script: (world) => ({ intent: intent('get', 'urls', 'news'), plan: getUrls(`${world.baseUrl}/news/energia`) }) }, [
    { kind: 'values', probe: { query: (world) => `open ${world.baseUrl}/recipes/carbonara`, script: (world) => ({ intent: intent('get', 'urls', 'recipes'), plan: getUrls(`${world.baseUrl}/recipes/carbonara`) }) } },
    { kind: 'values', probe: { query: (world) => `open ${world.baseUrl}/release-notes`, script: (world) => ({ intent: intent('get', 'urls', 'release'), plan: getUrls(`${world.baseUrl}/release-notes`) }) } },
    { kind: 'wording', probe: { query: (world) => `open the page ${world.baseUrl}/news/energia`, script: (world) => ({ intent: intent('get', 'urls', 'news'), plan: getUrls(`${world.baseUrl}/news/energia`) }) } },
    {
      kind: 'other_action',
      probe: {
        query: (world) => `summarise ${world.baseUrl}/news/energia`,
        script: (world) => ({
          intent: intent('describe', 'urls', 'news'),
          plan: plan([{ tool: 'get_urls', args: { urls: [`${world.baseUrl}/news/energia`] } }, { tool: 'describe_entries', args: { from_step: 1 } }], '${step2.description}'),
          describe: '300 new shared solar plants in Lombardy.',
        }),
      },
    },
  ]),
  ...family('mail-en-move', 'en', request('move the newsletters to Archive', { intent: intent('move', 'messages', 'newsletter', 'archive'), plan: moveMail({ query: 'newsletter' }, 'Archive') }), [
    { kind: 'values', probe: request('move the spam to Trash', { intent: intent('move', 'messages', 'spam', 'trash'), plan: moveMail({ query: 'spam' }, 'Trash') }) },
    { kind: 'values', probe: request('move the newsletters to Trash', { intent: intent('move', 'messages', 'newsletter', 'trash'), plan: moveMail({ query: 'newsletter' }, 'Trash') }) },
    { kind: 'wording', probe: request('move the newsletters into the Archive', { intent: intent('move', 'messages', 'newsletter', 'archive'), plan: moveMail({ query: 'newsletter' }, 'Archive') }) },
    { kind: 'other_action', probe: request('find the newsletters', { intent: mailFind('newsletter'), plan: findMail({ query: 'newsletter' }) }) },
    { kind: 'constraint', probe: request('move the unread newsletters to Archive', { intent: intent('move', 'messages', 'newsletter', 'archive', 'unread'), plan: moveMail({ query: 'newsletter', unread_only: true }, 'Archive') }) },
  ]),
];
