import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EmbedderError } from './embedder-error';
import { loadOnnxDependencies } from './load-onnx-dependencies';

// A real import of a package that is not installed stands for a user without the optional peers.
const importMissing = () => import('metnos-package-that-is-not-installed' as string);

describe('loadOnnxDependencies', () => {
  it('should load onnxruntime-node and the tokenizer library when they are installed', async () => {
    const { ort, Tokenizer } = await loadOnnxDependencies();
    expect(typeof ort.InferenceSession.create).toBe('function');
    expect(typeof Tokenizer).toBe('function');
  });

  it('should name every missing optional package and the command that installs them', async () => {
    const error = await loadOnnxDependencies({ 'onnxruntime-node': importMissing, '@huggingface/tokenizers': importMissing }).catch((caught: unknown) => caught);
    expect(EmbedderError.isInstance(error)).toBe(true);
    expect((error as EmbedderError).code).toBe('dependency_missing');
    expect((error as EmbedderError).message).toBe(
      'createOnnxEmbedder needs the optional packages onnxruntime-node and @huggingface/tokenizers, which are not installed: run `npm install onnxruntime-node @huggingface/tokenizers`',
    );
  });

  it('should name only the missing one when the other is installed', async () => {
    const error = await loadOnnxDependencies({ 'onnxruntime-node': () => import('onnxruntime-node'), '@huggingface/tokenizers': importMissing }).catch(
      (caught: unknown) => caught,
    );
    expect((error as EmbedderError).message).toContain('the optional package @huggingface/tokenizers, which is not installed');
  });

  it('should rethrow an import failure that is not a missing package', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'metnos-embedder-'));
    try {
      const broken = join(folder, 'broken.mjs');
      writeFileSync(broken, 'export const = 1;\n');
      const importBroken = () => import(pathToFileURL(broken).href);
      const error = await loadOnnxDependencies({ 'onnxruntime-node': importBroken, '@huggingface/tokenizers': () => import('@huggingface/tokenizers') }).catch(
        (caught: unknown) => caught,
      );
      // the loader's own error (vitest's module runner reports the syntax error in its words; Node, as a SyntaxError)
      expect(error).toBeInstanceOf(Error);
      expect(EmbedderError.isInstance(error)).toBe(false);
      expect(String(error)).toMatch(/pars|unexpected/i);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
