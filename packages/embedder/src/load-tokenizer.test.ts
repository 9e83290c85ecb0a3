import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTinyOnnxModel } from '@metnos/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTokenizer } from './load-tokenizer';

let directory: string;
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'load-tokenizer-'));
  await writeTinyOnnxModel(directory);
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('loadTokenizer', () => {
  it('should tokenise Italian accented words into their own pieces, never <unk>', async () => {
    const { tokenizer } = await loadTokenizer(directory);
    const encoding = tokenizer.encode('perché la città è più bella così');
    expect(encoding.tokens).toEqual(['<s>', '▁perché', '▁la', '▁città', '▁è', '▁più', '▁bella', '▁così', '</s>']);
    expect(encoding.ids).not.toContain(tokenizer.token_to_id('<unk>'));
  });

  it('should fall back to single accented characters for words outside the vocabulary', async () => {
    const { tokenizer } = await loadTokenizer(directory);
    const { tokens, ids } = tokenizer.encode('ù');
    expect(tokens).toEqual(['<s>', '▁ù', '</s>']);
    expect(ids).not.toContain(3);
  });

  it('should find the pad id and the special ids of an XLM-R style tokenizer', async () => {
    const { padId, specialIds } = await loadTokenizer(directory);
    expect(padId).toBe(1);
    expect([...specialIds].sort()).toEqual([0, 1, 2, 3]);
  });

  it('should read the pad id from tokenizer.json padding when present', async () => {
    const other = mkdtempSync(join(tmpdir(), 'load-tokenizer-pad-'));
    const { tokenizerPath } = await writeTinyOnnxModel(other);
    const json = JSON.parse((await import('node:fs')).readFileSync(tokenizerPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(tokenizerPath, JSON.stringify({ ...json, padding: { pad_id: 2 } }));
    expect((await loadTokenizer(other)).padId).toBe(2);
    rmSync(other, { recursive: true, force: true });
  });
});
