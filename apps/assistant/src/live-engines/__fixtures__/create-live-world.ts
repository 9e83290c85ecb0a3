import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTinyGguf } from '@metnos/testing';
import type { AssistantConfig } from '../../settings/assistant-config';
import { defaultAssistantConfig } from '../../settings/default-assistant-config';

/** A temp world for a live-engine turn (test helper). */
export interface LiveWorld {
  base: string;
  /** The allowed folder (`[vaglio] path_allowlist`): `docs/a.pdf`, `docs/b.pdf`, `docs/notes.txt`. */
  files: string;
  dataDir: string;
  /** The tiny llama-architecture GGUF (random weights, byte vocabulary). */
  modelPath: string;
  /** Defaults, with the allowlist, Maildir, `[llm] max_tokens` and `[nous] cap_steps` set for a tiny model. */
  config: AssistantConfig;
  remove(): void;
}

/**
 * Writes a temp world: an allowed folder with two PDFs and a text file, a Maildir path, a data folder, and the
 * tiny GGUF of `seed`. The config caps the plan at `capSteps` steps (the grammar enforces it) and every LLM call
 * at `maxTokens`, so a random-weight model either closes its JSON or is cut quickly.
 */
export async function createLiveWorld({ seed, maxTokens, capSteps }: { seed: number; maxTokens: number; capSteps: number }): Promise<LiveWorld> {
  const base = mkdtempSync(join(tmpdir(), 'metnos-live-'));
  const files = join(base, 'files');
  mkdirSync(join(files, 'docs'), { recursive: true });
  writeFileSync(join(files, 'docs', 'a.pdf'), 'A');
  writeFileSync(join(files, 'docs', 'b.pdf'), 'B');
  writeFileSync(join(files, 'docs', 'notes.txt'), 'N');
  const { path: modelPath } = await writeTinyGguf(join(base, 'tiny.gguf'), { seed });
  const config = defaultAssistantConfig();
  config.vaglio.path_allowlist = [files];
  config.executors.maildir = join(base, 'Maildir');
  config.llm.max_tokens = maxTokens;
  config.nous.cap_steps = capSteps;
  // The live engines are tested through the model's planner: the deterministic single-step planner would answer first.
  config.praxis.single_step_planner = false;
  return { base, files, dataDir: join(base, 'data'), modelPath, config, remove: () => rmSync(base, { recursive: true, force: true }) };
}
