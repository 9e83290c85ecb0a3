import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { AssistantConfig } from '../../settings/assistant-config';
import { defaultAssistantConfig } from '../../settings/default-assistant-config';
import type { Assistant } from '../../turn/assistant';
import { createAssistant } from '../create-assistant';

/** A temp HOME with Documents and Downloads, a Maildir and a data folder (a real SQLite store). */
export interface HomeWorld {
  home: string;
  dataDir: string;
  config: AssistantConfig;
}

/** The instant the assistants of these tests live at. */
const clock = () => new Date('2026-05-19T10:30:00Z');

/**
 * For the tests of one `describe`: before each, a fresh temp HOME (`prefix`) with Documents and Downloads holding
 * `files` (path under the home → text), a Maildir and a data folder, `HOME` pointing at it, and an assistant with
 * no model and the single-step planner on; after each, the assistant closed and `HOME` restored (test helper). Read
 * `setup` and `assistant` inside the tests.
 */
export function useHomeAssistant(prefix: string, files: Readonly<Record<string, string>>): { readonly setup: HomeWorld; readonly assistant: Assistant } {
  let savedHome: string | undefined;
  let setup: HomeWorld | undefined;
  let assistant: Assistant | undefined;
  beforeEach(async () => {
    savedHome = process.env.HOME;
    const home = mkdtempSync(join(tmpdir(), prefix));
    mkdirSync(join(home, 'Documents'));
    mkdirSync(join(home, 'Downloads'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(home, path)), { recursive: true });
      writeFileSync(join(home, path), text);
    }
    const config = defaultAssistantConfig();
    config.praxis.single_step_planner = true;
    config.vaglio.path_allowlist = [home];
    config.executors.maildir = join(home, 'Maildir');
    setup = { home, dataDir: join(home, 'data'), config };
    process.env.HOME = home;
    // No model at all: a turn is planned from the request's frame alone (`llmCalls` stays 0).
    assistant = await createAssistant({ config, dataDir: setup.dataDir, llm: null, clock });
  });
  afterEach(() => {
    assistant?.close();
    if (savedHome === undefined) delete process.env.HOME;
    else process.env.HOME = savedHome;
  });
  return {
    get setup() {
      if (setup === undefined) throw new Error('useHomeAssistant: read setup inside a test');
      return setup;
    },
    get assistant() {
      if (assistant === undefined) throw new Error('useHomeAssistant: read assistant inside a test');
      return assistant;
    },
  };
}
