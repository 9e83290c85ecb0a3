import { extractValues } from '@metnos/args-extractor';
import { describe, expect, it } from 'vitest';
import { placeholderBindings } from './placeholder-names';
import { listPlaceholders, resolvePlaceholderSteps } from './resolve-placeholder-steps';
import { toPlaceholderSteps } from './to-placeholder-steps';

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };

describe('placeholderBindings', () => {
  it('should number repeated kinds and bind window ends and bare extensions', () => {
    const values = extractValues('compare https://a.example and https://b.example pdf files of the last 24 hours', clock);
    expect(placeholderBindings(values).map((binding) => binding.name)).toEqual(['URL', 'URL_2', 'EXTENSION', 'EXT', 'WINDOW', 'FROM', 'TO']);
  });
});

describe('toPlaceholderSteps', () => {
  it('should turn values from the request into placeholders and keep constants', () => {
    const query = 'download https://example.com/news and email the gist to anna@example.com';
    const steps = toPlaceholderSteps(
      [
        { tool: 'get_urls', args: { urls: ['https://example.com/news'] } },
        { tool: 'describe_entries', args: { from_step: 1, style: 'two lines' } },
        { tool: 'send_email', args: { to: 'anna@example.com', subject: 'Gist of https://example.com/news', body: '${step2.text}' } },
      ],
      extractValues(query, clock),
    );
    expect(steps).toEqual([
      { tool: 'get_urls', args: { urls: ['${URL}'] } },
      { tool: 'describe_entries', args: { from_step: 1, style: 'two lines' } },
      { tool: 'send_email', args: { to: '${EMAIL}', subject: 'Gist of ${URL}', body: '${step2.text}' } },
    ]);
  });

  it('should replace numbers, dates and window ends', () => {
    const values = extractValues('top 5 pdf files modified since yesterday', clock);
    expect(toPlaceholderSteps([{ tool: 'find_files', args: { pattern: '*.pdf', limit: 5, after: '2026-05-18T00:00:00+02:00', day: '2026-05-18' } }], values)).toEqual([
      { tool: 'find_files', args: { pattern: '${EXTENSION}', limit: '${NUMBER}', after: '${FROM}', day: '${DATE}' } },
    ]);
  });
});

describe('resolvePlaceholderSteps', () => {
  const steps = [
    { tool: 'get_urls', args: { urls: ['${URL}'] } },
    { tool: 'find_files', args: { limit: '${NUMBER}', title: 'Gist of ${URL}', body: '${step1.text}' } },
  ];

  it('should fill placeholders with typed values from the new request', () => {
    expect(resolvePlaceholderSteps(steps, extractValues('get https://other.example, top 3', clock))).toEqual({
      success: true,
      steps: [
        { tool: 'get_urls', args: { urls: ['https://other.example'] } },
        { tool: 'find_files', args: { limit: 3, title: 'Gist of https://other.example', body: '${step1.text}' } },
      ],
    });
  });

  it('should fail with the missing names when the request lacks a value', () => {
    expect(resolvePlaceholderSteps(steps, extractValues('download this page and describe it', clock))).toEqual({
      success: false,
      missing: ['NUMBER', 'URL'],
    });
  });

  it('should list the placeholders a path needs', () => {
    expect(listPlaceholders(steps)).toEqual(['NUMBER', 'URL']);
  });
});
