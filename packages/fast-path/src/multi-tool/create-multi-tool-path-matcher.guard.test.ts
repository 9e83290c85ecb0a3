import type { PathStep } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { BagOfWordsEmbedder } from '../__fixtures__/bag-of-words-embedder';
import { MemoryActiveDayStore, MemoryMultiToolPathStore } from '../__fixtures__/in-memory-stores';
import { createMultiToolPathMatcher, type MultiToolPathMatcherOptions } from './create-multi-tool-path-matcher';

const clock = { now: new Date('2026-05-19T10:00:00Z'), timeZone: 'Europe/Rome' };

async function taught(
  passes: Array<{ query: string; steps: PathStep[] }>,
  { blindTo = [], ...options }: { blindTo?: string[] } & Partial<MultiToolPathMatcherOptions> = {},
) {
  const matcher = createMultiToolPathMatcher({
    embedder: new BagOfWordsEmbedder({ blindTo }),
    store: new MemoryMultiToolPathStore(),
    activeDays: new MemoryActiveDayStore(),
    enabled: true,
    ...options,
  });
  for (const pass of passes) await matcher.record({ ...pass, ...clock });
  return (query: string) => matcher.match(query, clock);
}

const summarise = (url: string, lines: number): PathStep[] => [
  { tool: 'get_urls', args: { urls: [url] } },
  { tool: 'describe_entries', args: { from_step: 1, lines } },
];
const urls = ['https://a.example/one', 'https://b.example/two', 'https://c.example/three'];

describe('createMultiToolPathMatcher', () => {
  it('should never replay the opposite action, even at cosine 1', async () => {
    const steps = (url: string): PathStep[] => [{ tool: 'find_files', args: { root: url } }, { tool: 'delete_files', args: { from_step: 1 } }];
    const match = await taught(
      ['~/a', '~/b', '~/c'].map((root) => ({ query: `find the logs in ${root} and delete them`, steps: steps(root) })),
      { blindTo: ['delete', 'copy'] },
    );
    expect(await match('find the logs in ~/d and copy them')).toMatchObject({ kind: 'miss', reason: 'action_differs' });
    expect(await match('find the logs in ~/d and delete them')).toMatchObject({ kind: 'hit', steps: steps('~/d') });
  });

  it('should re-read placeholders but miss when a constant taken from the request differs', async () => {
    const match = await taught(urls.map((url) => ({ query: `summarise ${url} in two lines`, steps: summarise(url, 2) })), { blindTo: ['two', 'five'] });
    expect(await match('summarise https://d.example/x in two lines')).toMatchObject({ kind: 'hit', steps: summarise('https://d.example/x', 2) });
    // "two" was the ${NUMBER} placeholder: re-read.
    expect(await match('summarise https://d.example/x in five lines')).toMatchObject({ kind: 'hit', steps: summarise('https://d.example/x', 5) });
    const words = (url: string): PathStep[] => [{ tool: 'get_urls', args: { urls: [url] } }, { tool: 'describe_entries', args: { from_step: 1, max_words: 40 } }];
    const converted = await taught(urls.map((url) => ({ query: `summarise ${url} in two lines`, steps: words(url) })), { blindTo: ['two', 'five'] });
    expect(await converted('summarise https://d.example/x in two lines')).toMatchObject({ kind: 'hit', steps: words('https://d.example/x') });
    expect(await converted('summarise https://d.example/x in five lines')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
  });

  it('should miss when a word outside the values differs (a language, a folder word), and serve courtesy and case changes', async () => {
    const translate = (url: string, language: string): PathStep[] => [
      { tool: 'get_urls', args: { urls: [url] } },
      { tool: 'translate_entries', args: { from_step: 1, language } },
    ];
    const match = await taught(urls.map((url) => ({ query: `download ${url} and translate it to french`, steps: translate(url, 'fr') })), { blindTo: ['french', 'german'] });
    expect(await match('download https://d.example/x and translate it to german')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
    expect(await match('Please download https://d.example/x and translate it to French')).toMatchObject({ kind: 'hit', steps: translate('https://d.example/x', 'fr') });
    const archive = (root: string): PathStep[] => [{ tool: 'find_files', args: { root, pattern: '*.jpg' } }, { tool: 'compress_files', args: { from_step: 1 } }];
    const images = await taught(['~/a', '~/b', '~/c'].map((root) => ({ query: `find the images in ${root} and compress them`, steps: archive(root) })), { blindTo: ['images', 'videos', 'compress', 'extract'] });
    expect(await images('find the videos in ~/d and compress them')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
    expect(await images('find the images in ~/d and extract them')).toMatchObject({ kind: 'miss' });
    expect(await images('find the images in ~/d and compress them')).toMatchObject({ kind: 'hit', steps: archive('~/d') });
  });

  it('should miss when a name or a quoted text differs from the taught one', async () => {
    const send = (url: string): PathStep[] => [
      { tool: 'get_urls', args: { urls: [url] } },
      { tool: 'send_messages', args: { to: 'anna@example.com', from_step: 1 } },
    ];
    const match = await taught(urls.map((url) => ({ query: `send ${url} to Anna`, steps: send(url) })), { blindTo: ['anna', 'marco'] });
    expect(await match('send https://d.example/x to Marco')).toMatchObject({ kind: 'miss', reason: 'values_differ' });
    expect(await match('send https://d.example/x to Anna')).toMatchObject({ kind: 'hit' });
  });

  it('should replay exact repeats with punctuated values', async () => {
    const steps: PathStep[] = [{ tool: 'list_events', args: { day: 'Oct. 17' } }, { tool: 'describe_entries', args: { from_step: 1 } }];
    const query = 'list the Oct. 17 events and describe them';
    const match = await taught([query, query, query].map((text) => ({ query: text, steps })));
    expect(await match(query)).toMatchObject({ kind: 'hit', steps });
  });
});
