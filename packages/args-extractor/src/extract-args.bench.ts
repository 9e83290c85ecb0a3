import type { ToolManifest } from '@metnos/core';
import * as chrono from 'chrono-node';
import * as chronoItalian from 'chrono-node/it';
import { bench, describe } from 'vitest';
import { extractArgs } from './extract-args';
import { extractValues } from './extract-values';
import { findFilesManifest as findFiles, fixedClock as clock } from './__fixtures__/find-files-manifest';
import { findTemporalValues } from './temporal/find-temporal-values';

const getUrls: ToolManifest = {
  name: 'get_urls',
  description: 'Downloads pages.',
  inputSchema: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } } }, required: ['urls'] },
};
const createEvent: ToolManifest = {
  name: 'create_event',
  description: 'Adds an event to the calendar.',
  inputSchema: {
    type: 'object',
    properties: { title: { type: 'string' }, start: { type: 'string', format: 'date-time' }, end: { type: 'string', format: 'date-time' } },
    required: ['start'],
  },
};
const italian = 'ricordami venerdì della settimana prossima dalle 14 alle 16 di chiamare il commercialista';
const english = 'remind me next Friday from 2pm to 4pm to call the accountant about the Q3 report';
const reference = new Date(2026, 4, 19, 14, 5);

describe('extractArgs per request', () => {
  bench('it: "trova i pdf in home modificati negli ultimi 7 giorni" (find_files)', async () => {
    await extractArgs('trova i pdf in home modificati negli ultimi 7 giorni', { manifest: findFiles, ...clock, language: 'it' });
  });
  bench('en: "download https://example.com/news and describe it" (get_urls)', async () => {
    await extractArgs('download https://example.com/news and describe it', { manifest: getUrls, ...clock, language: 'en' });
  });
  bench('en, no language hint: "find the 10 largest PDF files in ~/Documents from last week"', async () => {
    await extractArgs('find the 10 largest PDF files in ~/Documents from last week', { manifest: findFiles, ...clock });
  });
  bench('memory hit: "cerca i file pdf" with observed root', async () => {
    await extractArgs('cerca i file pdf', { manifest: findFiles, observed: { root: '~/Documents' }, ...clock, language: 'it' });
  });
  bench('it, no language hint: 90-character event request (create_event)', async () => {
    await extractArgs(italian, { manifest: createEvent, ...clock });
  });
});

describe('extractValues alone', () => {
  bench('it, 60 characters', () => {
    extractValues('trova i pdf in home modificati negli ultimi 7 giorni', { ...clock, language: 'it' });
  });
});

describe('temporal reading against chrono-node (anchor)', () => {
  bench('findTemporalValues, it 90 characters', () => {
    findTemporalValues(italian, clock);
  });
  bench('chrono-node it parse, same text (anchor)', () => {
    chronoItalian.parse(italian, reference, { forwardDate: true });
  });
  bench('findTemporalValues, en 80 characters', () => {
    findTemporalValues(english, clock);
  });
  bench('chrono-node en parse, same text (anchor)', () => {
    chrono.en.parse(english, reference, { forwardDate: true });
  });
});

// Cue gating (issue 24): a rule runs only when the request holds one of its cues, so a request without a date skips
// most of the date reader. First-call figures need fresh processes: `scripts/time-first-extract-values.mjs`.
const noDateItalian = 'trova i file pdf più grandi nella cartella documenti';
const noDateEnglish = 'find the largest pdf files in my documents folder';

describe('extractValues with and without a date, against chrono-node (anchor)', () => {
  bench('extractValues, it without a date', () => {
    extractValues(noDateItalian, clock);
  });
  bench('extractValues, en without a date', () => {
    extractValues(noDateEnglish, clock);
  });
  bench('extractValues, it with a date (90 characters)', () => {
    extractValues(italian, clock);
  });
  bench('extractValues, en with a date (80 characters)', () => {
    extractValues(english, clock);
  });
  bench('chrono-node en parse of the en request with a date (anchor)', () => {
    chrono.en.parse(english, reference, { forwardDate: true });
  });
});
