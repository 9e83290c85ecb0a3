import type { ToolManifest } from '@metnos/core';
import { bench, describe } from 'vitest';
import { extractArgs } from './extract-args';
import { extractValues } from './extract-values';
import { findFilesManifest as findFiles, fixedClock as clock } from './__fixtures__/find-files-manifest';

const getUrls: ToolManifest = {
  name: 'get_urls',
  description: 'Downloads pages.',
  inputSchema: { type: 'object', properties: { urls: { type: 'array', items: { type: 'string' } } }, required: ['urls'] },
};

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
});

describe('extractValues alone', () => {
  bench('it, 60 characters', () => {
    extractValues('trova i pdf in home modificati negli ultimi 7 giorni', { ...clock, language: 'it' });
  });
});
