import type { JsonSchema } from '@metnos/core';
import { ScriptedLlmProvider, createMemoryPraxisStore } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { ArgsExtractorError } from './args-extractor-error';
import { extractArgs } from './extract-args';
import { findFilesManifest as findFiles, fixedClock as clock } from './__fixtures__/find-files-manifest';

const createReminder: JsonSchema = {
  type: 'object',
  properties: { text: { type: 'string' }, date: { type: 'string', format: 'date' } },
  required: ['text', 'date'],
};

describe('extractArgs', () => {
  it('should fill arguments by rules and defaults and say where each came from', async () => {
    const result = await extractArgs('trova i pdf in home modificati negli ultimi 7 giorni', { manifest: findFiles, ...clock });
    expect(result.args).toEqual({ root: '~/', pattern: '*.pdf', modified_after: '2026-05-12T14:05:00+02:00', limit: 50 });
    expect(result.sources).toEqual({ root: 'rule', pattern: 'rule', modified_after: 'rule', limit: 'default' });
    expect(result.missing).toEqual([]);
    expect(result.conflicts).toEqual([]);
  });

  it('should read "one" before a noun as a count where the schema asks a count', async () => {
    const bags: JsonSchema = { type: 'object', properties: { count: { type: 'number' } } };
    expect((await extractArgs('just one bag to check in', { schema: bags, ...clock })).args).toEqual({ count: 1 });
    // Said alone after "just the", "one" is the count too; "the one I sent" counts nothing.
    expect((await extractArgs('just the one', { schema: bags, ...clock })).args).toEqual({ count: 1 });
    expect((await extractArgs('the one I sent', { schema: bags, ...clock })).args).toEqual({});
  });

  it('should say which values of the request each rule argument was built from', async () => {
    const query = 'trova i pdf in home modificati negli ultimi 7 giorni';
    const result = await extractArgs(query, { manifest: findFiles, ...clock });
    expect(Object.keys(result.origins).sort()).toEqual(['modified_after', 'pattern', 'root']);
    expect(result.origins.modified_after?.map((value) => query.slice(value.start, value.end))).toEqual(['negli ultimi 7 giorni']);
    expect(result.origins.root?.map((value) => value.kind)).toEqual(['path']);
  });

  it('should take the values already read from the request (a frame\'s) instead of reading it again', async () => {
    const query = 'trova i pdf in home modificati negli ultimi 7 giorni';
    const read = await extractArgs(query, { manifest: findFiles, ...clock });
    // Only the extension of the request's values: the arguments come from what was given, not from a new reading.
    const given = read.values.filter((value) => value.kind === 'extension');
    const result = await extractArgs(query, { manifest: findFiles, ...clock, values: given });
    expect(result.values).toEqual(given);
    expect(result.args).toEqual({ pattern: '*.pdf', limit: 50 });
  });

  it('should reuse remembered values before rules and list the required ones still missing', async () => {
    const result = await extractArgs('cerca i file pdf', { manifest: findFiles, observed: { root: '~/Documents', ignored: 1 }, ...clock });
    expect(result.args).toEqual({ root: '~/Documents', pattern: '*.pdf', limit: 50 });
    expect(result.sources.root).toBe('memory');
    const none = await extractArgs('cerca i file pdf', { manifest: findFiles, ...clock });
    expect(none.missing).toEqual(['root']);
  });

  it('should keep memory but report a conflict when the request names another fixed value', async () => {
    const result = await extractArgs('find pdf files in /srv/data', { manifest: findFiles, observed: { root: '~/Documents' }, ...clock });
    expect(result.args.root).toBe('~/Documents');
    expect(result.conflicts).toEqual(['root']);
  });

  it('should resolve a clock-relative value again instead of replaying the remembered one', async () => {
    const result = await extractArgs('find files modified in the last 7 days in home', {
      manifest: findFiles,
      observed: { modified_after: '2026-01-01T10:00:00+01:00' },
      ...clock,
    });
    expect(result.args.modified_after).toBe('2026-05-12T14:05:00+02:00');
    expect(result.sources.modified_after).toBe('rule');
    expect(result.conflicts).toEqual([]);
  });

  it('should ask the LLM only for required arguments the rules missed, when enabled, and cache the answer', async () => {
    const provider = new ScriptedLlmProvider(['{"text":"call Anna"}']);
    const llm = { provider, cache: createMemoryPraxisStore() };
    const options = { schema: createReminder, tool: 'create_reminder', llm, enabledLlm: true, ...clock };
    const first = await extractArgs('remind me tomorrow to call Anna', options);
    expect(first).toMatchObject({ args: { text: 'call Anna', date: '2026-05-20' }, sources: { text: 'llm', date: 'rule' }, missing: [] });
    expect(provider.calls[0]?.jsonSchema?.required).toEqual(['text']);
    await extractArgs('remind me tomorrow to call Anna', options);
    expect(provider.calls).toHaveLength(1);
  });

  it('should not call the LLM when it is off (the default)', async () => {
    const provider = new ScriptedLlmProvider([]);
    const result = await extractArgs('remind me tomorrow to call Anna', {
      schema: createReminder,
      llm: { provider, cache: createMemoryPraxisStore() },
      ...clock,
    });
    expect(result.missing).toEqual(['text']);
    expect(provider.calls).toHaveLength(0);
  });

  it('should reject bad options with structured errors', async () => {
    await expect(extractArgs('x', { schema: { type: 'string' } })).rejects.toMatchObject({ code: 'invalid_schema' });
    await expect(extractArgs('x', {})).rejects.toMatchObject({ code: 'invalid_options', option: 'schema' });
    await expect(extractArgs('x', { manifest: findFiles, enabledLlm: true })).rejects.toMatchObject({ code: 'invalid_options', option: 'llm' });
    const error = await extractArgs('x', { manifest: findFiles, timeZone: 'Nowhere/Land' }).catch((caught: unknown) => caught);
    expect(ArgsExtractorError.isInstance(error)).toBe(true);
  });

  it('should keep a remembered recipient named "to" when the request also names a window', async () => {
    const sendReport: JsonSchema = {
      type: 'object',
      properties: { to: { type: 'string' }, subject: { type: 'string' }, since: { type: 'string', format: 'date-time' } },
      required: ['to'],
    };
    const result = await extractArgs('manda a Luca il report della settimana scorsa', { schema: sendReport, observed: { to: 'luca@example.com' }, ...clock });
    expect(result.args).toMatchObject({ to: 'luca@example.com', since: '2026-05-11T00:00:00+02:00' });
    expect(result.sources.to).toBe('memory');
    expect(result.conflicts).toEqual([]);
  });

  it('should resolve a reminder forward and a file filter back', async () => {
    const reminder: JsonSchema = { type: 'object', properties: { text: { type: 'string' }, remind_at: { type: 'string', format: 'date-time' } } };
    expect((await extractArgs('ricordami lunedì alle 9 di pagare', { schema: reminder, ...clock })).args.remind_at).toBe('2026-05-25T09:00:00+02:00');
    expect((await extractArgs('trova i pdf in home modificati da lunedì', { manifest: findFiles, ...clock })).args.modified_after).toBe('2026-05-18T00:00:00+02:00');
  });

  it('should stop before work when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(extractArgs('x', { manifest: findFiles, abortSignal: controller.signal })).rejects.toThrow();
  });
});
