import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { createLlmProviderFromConfig } from '@metnos/llama-client';
import type { DoctorCheck } from './doctor-check';
import type { DoctorMessages } from './doctor-messages';
import { describeFailure } from './describe-failure';
import type { AssistantConfig } from '../settings/assistant-config';

/** Context the planner needs: its prompt (the executors catalog, the request) plus the answer. */
const neededContextTokens = 4096;
/** Two words only: a server that honours the grammar can answer nothing else. */
const yesNoGrammar = 'root ::= "yes" | "no"';

/**
 * The LLM of `[llm]`, checked as the assistant uses it. llama-server: `GET /health` (reachable, model loaded),
 * `GET /props` (model file, context size, warned below 4,096 tokens) and one grammar-constrained completion
 * through the same provider the assistant builds (answers other than "yes"/"no" mean the grammar was ignored);
 * each tier's URL once. OpenAI-compatible: `GET /v1/models` (the configured models are served, `max_model_len`)
 * and the same grammar completion. In-process: the GGUF file (magic bytes) and the configured context, without
 * loading the model. `none`: says what works without one.
 */
export async function checkLlm(
  config: AssistantConfig['llm'],
  { messages, timeoutMs, deadline = () => AbortSignal.timeout(timeoutMs), fetch = globalThis.fetch }: {
    messages: DoctorMessages;
    timeoutMs: number;
    /** The signal of one request: `timeoutMs`, and the caller's abort (default the timeout only). */
    deadline?: () => AbortSignal;
    fetch?: typeof globalThis.fetch;
  },
): Promise<DoctorCheck[]> {
  const check = (status: DoctorCheck['status'], text: string): DoctorCheck => ({ subject: 'llm', status, text });
  if (config.provider === 'none') return [check('info', messages.llmNone)];
  if (config.provider === 'in-process') return [await checkInProcess(config, messages)];
  const tiers = new Map<string, string[]>();
  for (const [tier, url] of [['fast', config.fast_base_url || config.base_url], ['wise', config.wise_base_url || config.base_url]] as const) {
    const key = url.replace(/\/+$/, '');
    tiers.set(key, [...(tiers.get(key) ?? []), tier]);
  }
  const provider = createLlmProviderFromConfig({ ...config, max_retries: 0, timeout_ms: timeoutMs }, { fetch });
  const checks: DoctorCheck[] = [];
  for (const [url, tierNames] of tiers) {
    const signal = deadline;
    const headers: Record<string, string> = config.api_key === '' ? {} : { authorization: `Bearer ${config.api_key}` };
    let model: string | undefined;
    let contextTokens: number | undefined;
    try {
      if (config.provider === 'llama-server') {
        const health = await fetch(`${url}/health`, { signal: signal(), headers });
        if (health.status === 503) {
          checks.push(check('warn', messages.llmLoading(url)));
          continue;
        }
        if (!health.ok) {
          checks.push(check('fail', messages.llmUnhealthy(`${url}/health`, health.status)));
          continue;
        }
        const props = (await fetch(`${url}/props`, { signal: signal(), headers }).then((response) => (response.ok ? response.json() : {}))) as {
          model_path?: string;
          default_generation_settings?: { n_ctx?: number };
          n_ctx?: number;
        };
        model = typeof props.model_path === 'string' && props.model_path !== '' ? basename(props.model_path) : undefined;
        contextTokens = props.default_generation_settings?.n_ctx ?? props.n_ctx;
      } else {
        const root = url.endsWith('/v1') ? url : `${url}/v1`;
        const response = await fetch(`${root}/models`, { signal: signal(), headers });
        if (!response.ok) {
          checks.push(check('fail', messages.llmUnhealthy(`${root}/models`, response.status)));
          continue;
        }
        const served = ((await response.json()) as { data?: { id?: string; max_model_len?: number }[] }).data ?? [];
        const wanted = [...new Set(tierNames.map((tier) => (tier === 'fast' ? config.fast_model : config.wise_model)).filter((name) => name !== ''))];
        const absent = wanted.find((name) => !served.some((entry) => entry.id === name));
        if (absent !== undefined) {
          checks.push(check('fail', messages.llmModelMissing(url, absent, served.map((entry) => entry.id ?? '?'))));
          continue;
        }
        const entry = served.find((candidate) => candidate.id === wanted[0]) ?? served[0];
        model = entry?.id;
        contextTokens = entry?.max_model_len;
      }
    } catch (error) {
      checks.push(check('fail', messages.llmUnreachable(url, describeFailure(error))));
      continue;
    }
    try {
      const answer = await provider!.complete({
        tier: tierNames[0] as 'fast' | 'wise',
        prompt: 'Is water wet? Answer yes or no.\nAnswer: ',
        grammar: yesNoGrammar,
        maxTokens: 4,
        temperature: 0,
        abortSignal: signal(),
      });
      if (!['yes', 'no'].includes(answer.text.trim())) {
        checks.push(check('fail', messages.llmGrammarIgnored(url, answer.text)));
        continue;
      }
    } catch (error) {
      checks.push(check('fail', messages.llmGrammarFailed(url, describeFailure(error))));
      continue;
    }
    if (contextTokens !== undefined && contextTokens < neededContextTokens) checks.push(check('warn', messages.llmContextSmall(url, contextTokens, neededContextTokens)));
    else checks.push(check('ok', messages.llmReady({ provider: config.provider, url, tiers: tierNames.join('+'), model, contextTokens })));
  }
  return checks;
}

async function checkInProcess(config: AssistantConfig['llm'], messages: DoctorMessages): Promise<DoctorCheck> {
  if (config.model_path === '') return { subject: 'llm', status: 'fail', text: messages.inProcessNoModel };
  let magic: string;
  try {
    const file = await open(config.model_path, 'r');
    try {
      const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
      magic = buffer.subarray(0, bytesRead).toString('latin1');
    } finally {
      await file.close();
    }
  } catch {
    return { subject: 'llm', status: 'fail', text: messages.inProcessModelMissing(config.model_path) };
  }
  if (magic !== 'GGUF') return { subject: 'llm', status: 'fail', text: messages.inProcessNotGguf(config.model_path) };
  if (config.context_size < neededContextTokens) return { subject: 'llm', status: 'warn', text: messages.inProcessContextSmall(config.context_size, neededContextTokens) };
  return { subject: 'llm', status: 'ok', text: messages.inProcessReady(config.model_path, config.context_size) };
}
