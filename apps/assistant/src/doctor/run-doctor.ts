import { existsSync } from 'node:fs';
import { ConfigError, type Language } from '@metnos/core';
import { findUnknownEnvVariables } from '@metnos/core/config';
import { checkDataDir } from './check-data-dir';
import { checkEmbedder } from './check-embedder';
import { checkLlm } from './check-llm';
import { checkSmtp } from './check-smtp';
import { checkTelegram } from './check-telegram';
import type { DoctorCheck, DoctorStatus } from './doctor-check';
import { doctorMessages } from './doctor-messages';
import { loadAssistantConfig, type LoadedAssistantConfig } from '../settings/load-assistant-config';
import { assistantConfigSpec } from '../settings/assistant-config-spec';

/** What `metnos doctor` found. */
export interface DoctorReport {
  checks: DoctorCheck[];
  /** One line per check: a mark (✓ fine, · worth knowing, ! worth fixing, ✗ broken), the subject and the sentence. */
  lines: string[];
  /** False when a check failed (the command then exits 1). */
  ok: boolean;
}

const marks: Record<DoctorStatus, string> = { ok: '✓', info: '·', warn: '!', fail: '✗' };

/**
 * Checks, in order and in `language`: the config (loads? which file? METNOS_* variables that name nothing), the
 * data folder (a writable folder, or creatable), the LLM server (reachable, model, context size, grammar
 * support), the embedder, SMTP and the Telegram bot. Nothing is written: a missing config file is reported, not
 * created. Network checks give up after `timeoutMs` each. When the config does not load, the other checks are
 * skipped with one line saying so.
 */
export async function runDoctor({
  env,
  configFile,
  language,
  cwd,
  timeoutMs = 5000,
  fetch,
  abortSignal,
}: {
  env: Record<string, string | undefined>;
  configFile?: string;
  language: Language;
  cwd?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Stops the network checks under way (each also gives up after `timeoutMs`). */
  abortSignal?: AbortSignal;
}): Promise<DoctorReport> {
  const deadline = () => (abortSignal === undefined ? AbortSignal.timeout(timeoutMs) : AbortSignal.any([abortSignal, AbortSignal.timeout(timeoutMs)]));
  const messages = doctorMessages(language);
  const checks: DoctorCheck[] = [];
  const finish = (): DoctorReport => ({
    checks,
    lines: checks.map((check) => `${marks[check.status]} ${messages.labels[check.subject]}: ${check.text}`),
    ok: checks.every((check) => check.status !== 'fail'),
  });
  let loaded: LoadedAssistantConfig;
  try {
    loaded = loadAssistantConfig({ env, ...(configFile === undefined ? {} : { configFile }), ...(cwd === undefined ? {} : { cwd }), writeIfMissing: false });
  } catch (error) {
    if (!ConfigError.isInstance(error)) throw error;
    checks.push({ subject: 'config', status: 'fail', text: messages.configBroken(error.message) }, { subject: 'config', status: 'info', text: messages.skippedAfterConfig });
    return finish();
  }
  const changed = Object.values(loaded.sources).filter((source) => source !== 'default').length;
  checks.push(
    existsSync(loaded.configFile)
      ? { subject: 'config', status: 'ok', text: messages.configLoaded(loaded.configFile, changed) }
      : { subject: 'config', status: 'info', text: messages.configMissing(loaded.configFile) },
  );
  for (const unknown of findUnknownEnvVariables(env, { spec: assistantConfigSpec })) checks.push({ subject: 'environment', status: 'warn', text: messages.unknownVariable(unknown.name, unknown.suggestion) });
  checks.push(checkDataDir(loaded.dataDir, { configFile: loaded.configFile, messages }));
  const { config } = loaded;
  const [llm, embedder, smtp, telegram] = await Promise.all([
    checkLlm(config.llm, { messages, timeoutMs, deadline, ...(fetch === undefined ? {} : { fetch }) }),
    checkEmbedder(config.embedder, { messages }),
    checkSmtp(config.executors, { dataDir: loaded.dataDir, messages, timeoutMs }),
    checkTelegram(config.telegram, { configFile: loaded.configFile, messages, deadline, ...(fetch === undefined ? {} : { fetch }) }),
  ]);
  checks.push(...llm, embedder, smtp, ...telegram);
  return finish();
}
