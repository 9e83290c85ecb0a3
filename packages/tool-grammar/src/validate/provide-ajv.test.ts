import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolManifest } from '@metnos/core';
import { SchemaValidatorUnavailableError } from '../errors/schema-validator-unavailable-error';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;
const tool: ToolManifest = {
  name: 'send_note',
  description: 'Sends a note.',
  inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { text: { type: 'string', minLength: 2 } }, required: ['text'] },
};

/** A fresh copy of the validation modules (their ajv state starts empty). */
async function freshModules() {
  vi.resetModules();
  const provide = await import('./provide-ajv');
  const { validateToolCall } = await import('./validate-tool-call');
  return { ...provide, validateToolCall };
}

describe('provideAjv', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should load ajv with require on first use in Node, the same module an import gets', async () => {
    const { loadAjvModules, validateToolCall } = await freshModules();
    const modules = loadAjvModules();
    expect(modules.Ajv).toBe(Ajv);
    expect(modules.Ajv2020).toBe(Ajv2020);
    expect(validateToolCall({ name: 'send_note', arguments: { text: 'x' } }, [tool])).toMatchObject({ ok: false, code: 'invalid_value' });
  });

  it('should throw SchemaValidatorUnavailableError where no require exists, and validate once ajv is provided', async () => {
    const { loadAjvModules, provideAjv, validateToolCall } = await freshModules();
    vi.stubGlobal('process', { ...process, getBuiltinModule: undefined });
    let caught: unknown;
    try {
      validateToolCall({ name: 'send_note', arguments: { text: 'hello' } }, [tool]);
    } catch (error) {
      caught = error;
    }
    expect(SchemaValidatorUnavailableError.isInstance(caught)).toBe(true);
    expect((caught as SchemaValidatorUnavailableError).code).toBe('schema_validator_unavailable');
    provideAjv({ Ajv, Ajv2020, addFormats });
    expect(loadAjvModules().Ajv).toBe(Ajv);
    expect(validateToolCall({ name: 'send_note', arguments: { text: 'hello' } }, [tool])).toEqual({ ok: true });
    expect(validateToolCall({ name: 'send_note', arguments: { text: 'x' } }, [tool])).toMatchObject({ ok: false, code: 'invalid_value' });
  });
});
