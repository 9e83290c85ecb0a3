import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TurnLayer } from '@metnos/core';
import { absentOr, arePaths, is, isList, isPath, mentions, selectsExtension, startsWith } from './arg-matcher';
import type { BenchWorld } from './bench-world';
import type { TurnBenchCase } from './turn-bench-case';

// The bench clock is Tuesday 2026-05-19, 10:30 UTC (see runTurnBench); later passes move it to later days, so the
// cases that name a day compute it from the clock (`localDay`, `nextWeekday`) in the machine's zone, as the assistant does.

const pad = (value: number) => String(value).padStart(2, '0');
/** The local calendar day `offset` days after the bench clock's (`YYYY-MM-DD`). */
const localDay = (world: Pick<BenchWorld, 'now'>, offset = 0) => {
  const date = new Date(world.now);
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** The first local day after the clock's that is `weekday` (0 Sunday … 6 Saturday): "venerdì", "next Monday". */
const nextWeekday = (world: Pick<BenchWorld, 'now'>, weekday: number) => localDay(world, (weekday - new Date(world.now).getDay() + 7) % 7 || 7);
/** The local day `offset` days after the clock's as an Italian reply writes it ("29 maggio 2026"). */
const italianDate = (world: Pick<BenchWorld, 'now'>, offset: number) => new Date(`${localDay(world, offset)}T12:00:00`).toLocaleDateString('it-IT', { day: 'numeric', month: 'long', year: 'numeric' });
/** The English name of the local weekday `offset` days after the clock's, lower-cased. */
const weekdayName = (world: Pick<BenchWorld, 'now'>, offset: number) => new Date(`${localDay(world, offset)}T12:00:00`).toLocaleDateString('en-US', { weekday: 'long' }).toLowerCase();
/** The next June 1st from the clock's day on (this year's, or next year's once it has passed). */
const nextJuneFirst = (world: Pick<BenchWorld, 'now'>) => {
  const year = new Date(world.now).getFullYear();
  return localDay(world) <= `${year}-06-01` ? `${year}-06-01` : `${year + 1}-06-01`;
};

/** Any layer that answers with a plan (not Aporia). */
const answering: readonly TurnLayer[] = ['L0', 'L1', 'L2', 'skill', 'single_step', 'planner', 'pronoia'];
const deadEnd: readonly TurnLayer[] = ['aporia'];

const mailNames = (world: BenchWorld, folder: string) =>
  ['new', 'cur'].flatMap((sub) => {
    const path = join(world.maildir, folder, sub);
    return existsSync(path) ? readdirSync(path).map((name) => name.split(':')[0] ?? name) : [];
  });
const filesIn = (world: BenchWorld, folder: string) => (existsSync(join(world.home, folder)) ? readdirSync(join(world.home, folder)) : []);
const outbox = (world: BenchWorld) => {
  const folder = join(world.dataDir, 'outbox');
  return existsSync(folder) ? readdirSync(folder).map((name) => readFileSync(join(folder, name), 'utf8')) : [];
};
const spam = ['m05-spam-prize', 'm06-spam-meds'];
const newsletters = ['m07-newsletter-post', 'm08-newsletter-tech'];
const downloadedPdfs = ['biglietto-treno.pdf', 'fattura-marzo.pdf'];

/**
 * The 35 requests of the turn bench (mail, files, web, location, time, multi-turn dialogues,
 * scheduling, contacts), it/en, written as people ask an assistant. Each has its right answer (layers, steps with
 * their key arguments, consent, effect on the world, or the honest dead-end's Aporia subject) and what a good
 * model would answer for it (intent and whole plan, written by hand for that request). Three dialogues: spam to
 * the trash then undo, PDFs moved then "annulla", a reminder then undo. Honest dead-ends: no shared location
 * (twice), a page that does not exist, a recipient without an address, Google Drive without its skill.
 */
export const turnBenchCases: readonly TurnBenchCase[] = [
  // --- mail -------------------------------------------------------------------------------------------------
  {
    id: 'mail-unread',
    category: 'mail',
    language: 'it',
    query: 'ho mail non lette?',
    expect: { layers: answering, steps: [{ tool: 'find_messages', args: { unread_only: is(true) } }] },
    script: {
      intent: { verb: 'find', object: 'messages', keywords: ['unread'] },
      plan: { steps: [{ tool: 'find_messages', args: { unread_only: true } }], final_message: 'Hai ${step1.count} mail non lette.' },
    },
  },
  {
    id: 'mail-from-luca',
    category: 'mail',
    language: 'en',
    query: 'any emails from Luca?',
    expect: { layers: answering, steps: [{ tool: 'find_messages', args: { from: mentions('luca') } }] },
    script: {
      intent: { verb: 'find', object: 'messages', keywords: ['luca'] },
      plan: { steps: [{ tool: 'find_messages', args: { from: 'Luca' } }], final_message: 'You have ${step1.count} emails from Luca.' },
    },
  },
  {
    id: 'mail-invoice',
    category: 'mail',
    language: 'it',
    query: 'cerca la mail con la fattura di marzo',
    expect: { layers: answering, steps: [{ tool: 'find_messages', args: { query: mentions('fattura') } }] },
    script: {
      intent: { verb: 'find', object: 'messages', keywords: ['invoice', 'march'] },
      plan: { steps: [{ tool: 'find_messages', args: { query: 'fattura marzo' } }], final_message: 'Ho trovato ${step1.count} mail con la fattura di marzo.' },
    },
  },
  {
    id: 'mail-spam-trash',
    category: 'mail',
    language: 'en',
    dialogue: 'spam',
    query: 'find spam mail and move it to trash',
    expect: {
      layers: answering,
      consent: true,
      steps: [{ tool: 'find_messages', args: { query: mentions('spam') } }, { tool: 'move_messages', args: { destination: is('Trash') } }],
      effect: {
        text: 'both spam messages in Trash, nothing else',
        test: (world) => spam.every((id) => mailNames(world, '.Trash').includes(id)) && mailNames(world, '.Trash').length === spam.length,
      },
    },
    script: {
      intent: { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] },
      plan: {
        steps: [
          { tool: 'find_messages', args: { query: 'spam' } },
          { tool: 'move_messages', args: { from_step: 1, destination: '${FILLER:trash_folder}' } },
        ],
        fillers: { trash_folder: { prompt: "What's the trash folder name for this account?", default: 'Trash', tier: 'fast' } },
        final_message: 'Moved ${step2.ok_count} mails to trash.',
      },
      fillers: { trash: 'Trash' },
    },
  },
  {
    id: 'mail-spam-undo',
    category: 'mail',
    language: 'en',
    dialogue: 'spam',
    query: 'undo',
    expect: {
      layers: ['L0'],
      steps: [{ tool: 'undo_last_turn' }],
      effect: { text: 'the spam is back in INBOX', test: (world) => spam.every((id) => mailNames(world, '').includes(id)) && mailNames(world, '.Trash').length === 0 },
    },
    script: {
      intent: { verb: 'undo', object: 'turns', keywords: [] },
      plan: { steps: [{ tool: 'undo_last_turn', args: {} }], final_message: '${step1.description}' },
    },
  },
  {
    id: 'mail-archive-newsletters',
    category: 'mail',
    language: 'it',
    query: "metti le newsletter nell'archivio",
    expect: {
      layers: answering,
      consent: true,
      steps: [{ tool: 'find_messages', args: { query: mentions('newsletter') } }, { tool: 'move_messages', args: { destination: is('Archive') } }],
      effect: { text: 'both newsletters in Archive', test: (world) => newsletters.every((id) => mailNames(world, '.Archive').includes(id)) },
    },
    script: {
      intent: { verb: 'move', object: 'messages', keywords: ['newsletter', 'archive'] },
      plan: {
        steps: [
          { tool: 'find_messages', args: { query: 'newsletter' } },
          { tool: 'move_messages', args: { from_step: 1, destination: 'Archive' } },
        ],
        final_message: "Ho spostato ${step2.ok_count} newsletter nell'archivio.",
      },
    },
  },
  {
    id: 'mail-summary-unread',
    category: 'mail',
    language: 'en',
    query: 'summarise my unread emails',
    expect: { layers: answering, steps: [{ tool: 'find_messages', args: { unread_only: is(true) } }, { tool: 'describe_entries' }] },
    script: {
      intent: { verb: 'summarize', object: 'messages', keywords: ['unread'] },
      plan: {
        steps: [
          { tool: 'find_messages', args: { unread_only: true } },
          { tool: 'describe_entries', args: { from_step: 1, max_sentences: 2 } },
        ],
        final_message: '${step2.description}',
      },
      describe: 'Luca invites you to dinner on Saturday at 8 and Anna sent the March invoice, due May 31. The rest is a newsletter and spam.',
    },
  },
  // --- files ------------------------------------------------------------------------------------------------
  {
    id: 'files-pdf-documents',
    category: 'files',
    language: 'it',
    query: 'trova i pdf nei documenti',
    expect: { layers: answering, steps: [{ tool: 'find_files', args: { folder: isPath('~/Documents'), 'pattern|extension': selectsExtension('pdf') } }] },
    script: {
      intent: { verb: 'find', object: 'files', keywords: ['pdf', 'documents'] },
      plan: { steps: [{ tool: 'find_files', args: { folder: '~/Documents', extension: 'pdf' } }], final_message: 'Ho trovato ${step1.count} PDF in Documenti.' },
    },
  },
  {
    id: 'files-pdf-downloads',
    category: 'files',
    language: 'en',
    query: 'find the pdf files in Downloads',
    expect: { layers: answering, steps: [{ tool: 'find_files', args: { folder: isPath('~/Downloads'), 'pattern|extension': selectsExtension('pdf') } }] },
    script: {
      intent: { verb: 'find', object: 'files', keywords: ['pdf', 'downloads'] },
      plan: { steps: [{ tool: 'find_files', args: { folder: '~/Downloads', extension: 'pdf' } }], final_message: 'Found ${step1.count} PDF files in Downloads.' },
    },
  },
  {
    id: 'files-recent',
    category: 'files',
    language: 'it',
    query: 'quali file ho modificato negli ultimi 7 giorni nei Documenti?',
    expect: { layers: answering, steps: [{ tool: 'find_files', args: { folder: isPath('~/Documents'), modified_within_days: is(7) } }] },
    script: {
      intent: { verb: 'find', object: 'files', keywords: ['modified', 'last 7 days', 'documents'] },
      plan: { steps: [{ tool: 'find_files', args: { folder: '~/Documents', modified_within_days: 7 } }], final_message: 'Negli ultimi 7 giorni hai modificato ${step1.count} file in Documenti.' },
    },
  },
  {
    id: 'files-read-todo',
    category: 'files',
    language: 'it',
    query: 'leggimi ~/Desktop/todo.txt',
    expect: { layers: answering, steps: [{ tool: 'read_files', args: { paths: arePaths(['~/Desktop/todo.txt']) } }], replyMentions: ['latte'] },
    script: {
      intent: { verb: 'read', object: 'files', keywords: ['todo.txt', 'desktop'] },
      plan: { steps: [{ tool: 'read_files', args: { paths: ['~/Desktop/todo.txt'] } }], final_message: '${step1.entries.0.content}' },
    },
  },
  {
    id: 'files-move-pdfs',
    category: 'files',
    language: 'it',
    dialogue: 'move',
    query: 'sposta i pdf di Scaricati in Documenti',
    expect: {
      layers: answering,
      consent: true,
      steps: [
        { tool: 'find_files', args: { folder: isPath('~/Downloads'), 'pattern|extension': selectsExtension('pdf') } },
        { tool: 'move_files', args: { destination: isPath('~/Documents') } },
      ],
      effect: {
        text: 'the two PDFs of Downloads are in Documents',
        test: (world) => downloadedPdfs.every((name) => filesIn(world, 'Documents').includes(name)) && !filesIn(world, 'Downloads').some((name) => name.endsWith('.pdf')),
      },
    },
    script: {
      intent: { verb: 'move', object: 'files', keywords: ['pdf', 'downloads', 'documents'] },
      plan: {
        steps: [
          { tool: 'find_files', args: { folder: '~/Downloads', extension: 'pdf' } },
          { tool: 'move_files', args: { from_step: 1, destination: '~/Documents' } },
        ],
        final_message: 'Ho spostato ${step2.ok_count} PDF in Documenti.',
      },
    },
  },
  {
    id: 'files-move-undo',
    category: 'files',
    language: 'it',
    dialogue: 'move',
    query: 'annulla',
    expect: {
      layers: ['L0'],
      steps: [{ tool: 'undo_last_turn' }],
      effect: { text: 'the PDFs are back in Downloads', test: (world) => downloadedPdfs.every((name) => filesIn(world, 'Downloads').includes(name) && !filesIn(world, 'Documents').includes(name)) },
    },
    script: {
      intent: { verb: 'undo', object: 'turns', keywords: [] },
      plan: { steps: [{ tool: 'undo_last_turn', args: {} }], final_message: '${step1.description}' },
    },
  },
  {
    id: 'files-summarise-contract',
    category: 'files',
    language: 'it',
    query: "riassumimi il contratto d'affitto che ho nei Documenti",
    expect: {
      layers: answering,
      steps: [{ tool: 'find_files', args: { folder: isPath('~/Documents'), pattern: mentions('contratto') } }, { tool: 'read_files' }, { tool: 'describe_entries' }],
      replyMentions: ['850'],
    },
    script: {
      intent: { verb: 'summarize', object: 'files', keywords: ['rental contract', 'documents'] },
      plan: {
        steps: [
          { tool: 'find_files', args: { folder: '~/Documents', pattern: '*contratto*' } },
          { tool: 'read_files', args: { from_step: 1 } },
          { tool: 'describe_entries', args: { from_step: 2, max_sentences: 2 } },
        ],
        final_message: '${step3.description}',
      },
      describe: 'Canone di 850 euro al mese per 4 anni più 4, deposito di tre mensilità. Per disdire servono sei mesi di preavviso.',
    },
  },
  {
    id: 'files-google-drive',
    category: 'files',
    language: 'it',
    query: 'cerca su Google Drive il preventivo del bagno',
    expect: { layers: deadEnd, aporia: { category: 'missing_skill', subject: 'skill' } },
    script: {
      intent: { verb: 'find', object: 'files', keywords: ['google drive', 'bathroom', 'quote'] },
      // The grammar offers only the local catalog (request_new_executor is filtered out with 3+ canonical tools):
      // the closest a good model can do is search the local files for the quote.
      plan: { steps: [{ tool: 'find_files', args: { pattern: '*preventivo*bagno*' } }], final_message: 'Ho trovato ${step1.count} file.' },
    },
    knownGap:
      'no Drive tool and no way to say so: the grammar pool keeps request_new_executor only below 3 canonical tools, so the plan searches the local files and answers "0 file" instead of Aporia missing_skill (Drive not enabled)',
  },
  // --- web --------------------------------------------------------------------------------------------------
  {
    id: 'web-summary-news',
    category: 'web',
    language: 'it',
    query: (world) => `riassumimi questa pagina: ${world.baseUrl}/news/energia`,
    expect: { layers: answering, steps: [{ tool: 'get_urls', args: { urls: mentions('/news/energia') } }, { tool: 'describe_entries' }], replyMentions: ['300'] },
    script: (world) => ({
      intent: { verb: 'summarize', object: 'pages', keywords: ['news', 'energia'] },
      plan: {
        steps: [
          { tool: 'get_urls', args: { urls: [`${world.baseUrl}/news/energia`] } },
          { tool: 'describe_entries', args: { from_step: 1, max_sentences: 2 } },
        ],
        final_message: '${step2.description}',
      },
      describe: 'La Lombardia ha approvato 300 nuovi impianti fotovoltaici condivisi. Le domande si presentano online entro il 30 giugno.',
    }),
  },
  {
    id: 'web-release-notes',
    category: 'web',
    language: 'en',
    query: (world) => `open ${world.baseUrl}/release-notes`,
    expect: { layers: answering, steps: [{ tool: 'get_urls', args: { urls: mentions('/release-notes') } }], replyMentions: ['0.9'] },
    script: (world) => ({
      intent: { verb: 'get', object: 'pages', keywords: ['release notes'] },
      plan: { steps: [{ tool: 'get_urls', args: { urls: [`${world.baseUrl}/release-notes`] } }], final_message: '${step1.entries.0.title}: ${step1.entries.0.text}' },
    }),
  },
  {
    id: 'web-recipe-ingredients',
    category: 'web',
    language: 'it',
    query: (world) => `che ingredienti servono per la carbonara di ${world.baseUrl}/recipes/carbonara ?`,
    expect: { layers: answering, steps: [{ tool: 'get_urls', args: { urls: mentions('/recipes/carbonara') } }, { tool: 'describe_entries' }], replyMentions: ['guanciale'] },
    script: (world) => ({
      intent: { verb: 'describe', object: 'pages', keywords: ['carbonara', 'ingredients'] },
      plan: {
        steps: [
          { tool: 'get_urls', args: { urls: [`${world.baseUrl}/recipes/carbonara`] } },
          { tool: 'describe_entries', args: { from_step: 1, instruction: 'gli ingredienti', max_sentences: 1 } },
        ],
        final_message: '${step2.description}',
      },
      describe: 'Servono 320 g di spaghetti, 150 g di guanciale, 4 tuorli, 50 g di pecorino romano e pepe nero.',
    }),
  },
  {
    id: 'web-missing-page',
    category: 'web',
    language: 'en',
    query: (world) => `summarise ${world.baseUrl}/news/old-article`,
    expect: { layers: deadEnd, aporia: { category: 'missing_data', subject: 'data' } },
    script: (world) => ({
      intent: { verb: 'summarize', object: 'pages', keywords: ['news', 'old article'] },
      plan: {
        steps: [
          { tool: 'get_urls', args: { urls: [`${world.baseUrl}/news/old-article`] } },
          { tool: 'describe_entries', args: { from_step: 1, max_sentences: 2 } },
        ],
        final_message: '${step2.description}',
      },
    }),
  },
  // --- location ---------------------------------------------------------------------------------------------
  {
    id: 'location-where-am-i',
    category: 'location',
    language: 'it',
    query: 'dove sono?',
    expect: { layers: deadEnd, aporia: { category: 'user_action_required', subject: 'location' } },
    script: { intent: { verb: 'get', object: 'location', keywords: [] }, plan: { steps: [{ tool: 'get_location', args: {} }], final_message: 'Sei a ${step1.label}.' } },
  },
  {
    id: 'location-city-now',
    category: 'location',
    language: 'it',
    query: 'in che città mi trovo in questo momento?',
    expect: { layers: deadEnd, aporia: { category: 'user_action_required', subject: 'location' } },
    script: { intent: { verb: 'get', object: 'location', keywords: ['city'] }, plan: { steps: [{ tool: 'get_location', args: {} }], final_message: 'Ti trovi a ${step1.label}.' } },
  },
  {
    id: 'location-shared-telegram',
    category: 'location',
    language: 'en',
    query: 'where am I?',
    channel: { name: 'telegram', location: 'Milano, Italia' },
    expect: { layers: answering, steps: [{ tool: 'get_location' }], replyMentions: ['milano'] },
    script: { intent: { verb: 'get', object: 'location', keywords: [] }, plan: { steps: [{ tool: 'get_location', args: {} }], final_message: 'You are in ${step1.label}.' } },
  },
  // --- time -------------------------------------------------------------------------------------------------
  {
    id: 'time-now',
    category: 'time',
    language: 'it',
    query: 'che ore sono?',
    expect: { layers: ['L0'], steps: [{ tool: 'get_now' }] },
    script: { intent: { verb: 'get', object: 'time', keywords: [] }, plan: { steps: [{ tool: 'get_now', args: {} }], final_message: 'Sono le ${step1.time}.' } },
  },
  {
    id: 'time-date-today',
    category: 'time',
    language: 'en',
    query: "what's today's date?",
    expect: { layers: answering, steps: [{ tool: 'get_date', args: { offset_days: absentOr(is(0)) } }], replyMentions: ['2026'] },
    script: { intent: { verb: 'get', object: 'date', keywords: ['today'] }, plan: { steps: [{ tool: 'get_date', args: {} }], final_message: 'Today is ${step1.weekday}, ${step1.date}.' } },
  },
  {
    id: 'time-in-ten-days',
    category: 'time',
    language: 'it',
    query: 'che giorno sarà tra 10 giorni?',
    expect: (world) => ({ layers: answering, steps: [{ tool: 'get_date', args: { offset_days: is(10) } }], replyMentions: [italianDate(world, 10)] }),
    script: {
      intent: { verb: 'get', object: 'date', keywords: ['10 days'] },
      plan: { steps: [{ tool: 'get_date', args: { offset_days: 10 } }], final_message: 'Tra 10 giorni sarà ${step1.weekday} ${step1.date}.' },
    },
  },
  {
    id: 'time-tokyo',
    category: 'time',
    language: 'en',
    query: 'what time is it in Tokyo?',
    expect: { layers: answering, steps: [{ tool: 'get_now', args: { timezone: is('Asia/Tokyo') } }], replyMentions: ['19:30'] },
    script: {
      intent: { verb: 'get', object: 'time', keywords: ['tokyo'] },
      plan: { steps: [{ tool: 'get_now', args: { timezone: 'Asia/Tokyo' } }], final_message: 'In Tokyo it is ${step1.time}.' },
    },
  },
  {
    id: 'time-yesterday',
    category: 'time',
    language: 'en',
    query: 'what day of the week was it yesterday?',
    expect: (world) => ({ layers: answering, steps: [{ tool: 'get_date', args: { offset_days: is(-1) } }], replyMentions: [weekdayName(world, -1)] }),
    script: {
      intent: { verb: 'get', object: 'date', keywords: ['yesterday', 'weekday'] },
      plan: { steps: [{ tool: 'get_date', args: { offset_days: -1 } }], final_message: 'Yesterday was ${step1.weekday}.' },
    },
  },
  // --- scheduling -------------------------------------------------------------------------------------------
  {
    id: 'schedule-call-luca',
    category: 'scheduling',
    language: 'it',
    query: 'ricordami di chiamare Luca domani alle 9',
    expect: (world) => ({ layers: answering, steps: [{ tool: 'create_reminders', args: { text: mentions('luca'), when: startsWith(`${localDay(world, 1)}T09:00`) } }] }),
    script: (world) => ({
      intent: { verb: 'create', object: 'reminders', keywords: ['call', 'luca', 'tomorrow', '9'] },
      plan: { steps: [{ tool: 'create_reminders', args: { text: 'chiamare Luca', when: `${localDay(world, 1)}T09:00` } }], final_message: 'Ti ricorderò di chiamare Luca il ${step1.when}.' },
    }),
  },
  {
    id: 'schedule-rent',
    category: 'scheduling',
    language: 'en',
    query: 'remind me to pay the rent on June 1st',
    expect: (world) => ({ layers: answering, steps: [{ tool: 'create_reminders', args: { text: mentions('rent'), when: startsWith(nextJuneFirst(world)) } }] }),
    script: (world) => ({
      intent: { verb: 'create', object: 'reminders', keywords: ['pay', 'rent', 'june 1'] },
      plan: { steps: [{ tool: 'create_reminders', args: { text: 'pay the rent', when: nextJuneFirst(world) } }], final_message: "I'll remind you to pay the rent on ${step1.when}." },
    }),
  },
  {
    id: 'schedule-milk',
    category: 'scheduling',
    language: 'it',
    query: 'ricordami di comprare il latte venerdì alle 18',
    expect: (world) => ({ layers: answering, steps: [{ tool: 'create_reminders', args: { text: mentions('latte'), when: startsWith(`${nextWeekday(world, 5)}T18:00`) } }] }),
    script: (world) => ({
      intent: { verb: 'create', object: 'reminders', keywords: ['buy', 'milk', 'friday', '18'] },
      plan: { steps: [{ tool: 'create_reminders', args: { text: 'comprare il latte', when: `${nextWeekday(world, 5)}T18:00` } }], final_message: 'Ti ricorderò di comprare il latte il ${step1.when}.' },
    }),
  },
  {
    id: 'schedule-dentist',
    category: 'scheduling',
    language: 'en',
    dialogue: 'reminder',
    query: 'remind me about the dentist next Monday at 3pm',
    expect: (world) => ({ layers: answering, steps: [{ tool: 'create_reminders', args: { text: mentions('dentist'), when: startsWith(`${nextWeekday(world, 1)}T15:00`) } }] }),
    script: (world) => ({
      intent: { verb: 'create', object: 'reminders', keywords: ['dentist', 'next monday', '3pm'] },
      plan: { steps: [{ tool: 'create_reminders', args: { text: 'dentist', when: `${nextWeekday(world, 1)}T15:00` } }], final_message: "I'll remind you about the dentist on ${step1.when}." },
    }),
  },
  {
    id: 'schedule-dentist-undo',
    category: 'scheduling',
    language: 'en',
    dialogue: 'reminder',
    query: 'undo that',
    expect: { layers: ['L0'], steps: [{ tool: 'undo_last_turn' }] },
    script: {
      intent: { verb: 'undo', object: 'turns', keywords: [] },
      plan: { steps: [{ tool: 'undo_last_turn', args: {} }], final_message: '${step1.description}' },
    },
  },
  // --- contacts ---------------------------------------------------------------------------------------------
  {
    id: 'contacts-luca-address',
    category: 'contacts',
    language: 'it',
    query: "qual è l'indirizzo email di Luca?",
    expect: { layers: answering, steps: [{ tool: 'find_messages', args: { from: mentions('luca') } }], replyMentions: ['luca.bianchi@example.it'] },
    script: {
      intent: { verb: 'find', object: 'addresses', keywords: ['email', 'luca'] },
      plan: { steps: [{ tool: 'find_messages', args: { from: 'Luca', max_results: 1 } }], final_message: "L'ultima mail di Luca viene da ${step1.entries.0.from}." },
    },
  },
  {
    id: 'contacts-mail-anna',
    category: 'contacts',
    language: 'en',
    query: "email anna@rossi.it that I'll be 10 minutes late",
    expect: {
      layers: answering,
      consent: true,
      steps: [{ tool: 'send_messages', args: { to: isList(['anna@rossi.it']), body: mentions('late') } }],
      effect: { text: 'one message to anna@rossi.it in the outbox', test: (world) => outbox(world).filter((text) => /^To: anna@rossi\.it/im.test(text)).length === 1 },
    },
    script: {
      intent: { verb: 'send', object: 'messages', keywords: ['anna@rossi.it', 'late', '10 minutes'] },
      plan: {
        steps: [{ tool: 'send_messages', args: { to: ['anna@rossi.it'], subject: 'Running late', body: "Hi Anna, I'll be 10 minutes late." } }],
        final_message: 'Sent your message to Anna.',
      },
    },
  },
  {
    id: 'contacts-no-address',
    category: 'contacts',
    language: 'it',
    query: 'scrivi a Marco che la riunione è spostata a giovedì',
    expect: { layers: deadEnd, aporia: { category: 'user_action_required', subject: 'arguments' } },
    script: {
      intent: { verb: 'send', object: 'messages', keywords: ['marco', 'meeting', 'moved', 'thursday'] },
      plan: {
        steps: [{ tool: 'send_messages', args: { to: ['Marco'], subject: 'Riunione spostata', body: 'Ciao Marco, la riunione è spostata a giovedì.' } }],
        final_message: 'Ho scritto a Marco.',
      },
    },
  },
];
