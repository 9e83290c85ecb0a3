import type { MetnosConfig } from './metnos-config';

/** How one config key is typed, defaulted and documented. */
export interface ConfigKeySpec {
  type: 'boolean' | 'integer' | 'number' | 'string' | 'string[]';
  default: unknown;
  doc: string;
  min?: number;
  max?: number;
  values?: readonly string[];
}

type Spec = { [S in keyof MetnosConfig]: { doc: string; keys: { [K in keyof MetnosConfig[S]]: ConfigKeySpec } } };

/**
 * Every section and key of runtime.toml, with its type, default and the sentence written into the generated
 * file. The seeds' defaults (000 §11, 002 §6) are kept verbatim.
 */
export const configSpec: Spec = {
  fast_path: {
    doc: 'Fast-path L0 (literal phrases) and L1 (canonical matcher over the canonical query log).',
    keys: {
      literal_enabled: { type: 'boolean', default: true, doc: 'Answer well-known literal phrases (time, date, location, undo) from the L0 table.' },
      canonical_query_enabled: { type: 'boolean', default: true, doc: 'Enable the L1 canonical matcher.' },
      canonical_query_min_uses: { type: 'integer', default: 3, min: 1, doc: 'Observations a canonical query needs before it can answer.' },
      canonical_query_threshold: { type: 'number', default: 0.95, min: 0, max: 1, doc: 'Minimum cosine similarity for an L1 match.' },
      canonical_query_args_llm: { type: 'boolean', default: false, doc: 'Ask the fast-tier LLM for required arguments the rules did not find (answers are cached on disk).' },
    },
  },
  multi_tool_fast_path: {
    doc: 'Fast-path L2: replay of memoised multi-step pipelines.',
    keys: {
      enabled: { type: 'boolean', default: false, doc: 'Off by default: turn on once a week of use has filled the table.' },
      chain_to_planner: { type: 'boolean', default: false, doc: 'After replaying a known prefix, hand the residual intent to the planner.' },
      threshold: { type: 'number', default: 0.88, min: 0, max: 1, doc: 'Minimum cosine similarity for an L2 match.' },
      min_uses: { type: 'integer', default: 3, min: 1, doc: 'Identical passes before a pipeline becomes a candidate.' },
      ttl_active_days: { type: 'integer', default: 30, min: 1, doc: 'A pipeline unused for this many active days (not calendar days) is removed.' },
      k_synth: { type: 'integer', default: 50, min: 1, doc: 'Uses after which the nightly job promotes a pipeline to a proto-executor.' },
    },
  },
  praxis: {
    doc: 'Praxis memory: skill promotion, anti-skills and the efficacy ager (run by the nightly `metnos promote`).',
    keys: {
      promote_after_successes: { type: 'integer', default: 2, min: 1, doc: 'Consecutive successes that auto-promote a framework to an active skill.' },
      anti_skill_after_failures: { type: 'integer', default: 3, min: 1, doc: 'Consecutive failures that turn a framework into an anti-skill.' },
      anti_skill_ttl_active_days: { type: 'integer', default: 30, min: 1, doc: 'Active days an anti-skill lasts before the framework may be retried.' },
      efficacy_half_life_active_days: { type: 'integer', default: 30, min: 1, doc: 'Efficacy ager: active days unused that halve the efficacy of a skill, L1 row or L2 path (calendar days without turns do not count).' },
      efficacy_floor: { type: 'number', default: 0.5, min: 0, max: 1, doc: 'Efficacy ager: below this efficacy (success rate x idle decay) a skill, L1 row or L2 path retires: kept for audit, never served. 0 retires nothing.' },
      efficacy_min_uses: { type: 'integer', default: 3, min: 1, doc: 'Efficacy ager: outcomes before the success rate is judged (until then it counts as 1, so only disuse retires).' },
    },
  },
  llm: {
    doc: 'Local LLM. provider = "none" answers only from memory and explains what is missing.',
    keys: {
      provider: { type: 'string', default: 'llama-server', values: ['none', 'llama-server', 'openai-compatible', 'in-process'], doc: 'llama-server, openai-compatible (vLLM and friends), in-process (node-llama-cpp + model_path) or none.' },
      base_url: { type: 'string', default: 'http://127.0.0.1:8080', doc: 'Server URL used by both tiers unless a tier sets its own.' },
      fast_base_url: { type: 'string', default: '', doc: 'Server URL of the fast tier (intent, fillers); empty = base_url.' },
      wise_base_url: { type: 'string', default: '', doc: 'Server URL of the wise tier (planner); empty = base_url.' },
      fast_model: { type: 'string', default: '', doc: 'Model name sent to OpenAI-compatible servers for the fast tier.' },
      wise_model: { type: 'string', default: '', doc: 'Model name sent to OpenAI-compatible servers for the wise tier.' },
      model_path: { type: 'string', default: '', doc: 'GGUF file for provider = "in-process".' },
      api_key: { type: 'string', default: '', doc: 'Bearer token, if the server wants one.' },
      timeout_ms: { type: 'integer', default: 120000, min: 1, doc: 'Per-request timeout.' },
      max_retries: { type: 'integer', default: 2, min: 0, doc: 'Retries on 429/5xx/connection refused, with exponential backoff.' },
      reasoning_budget: { type: 'integer', default: 2048, min: -1, doc: 'Reasoning tokens for the wise tier (-1 unlimited, 0 off).' },
      max_tokens: { type: 'integer', default: 1024, min: 1, doc: 'Maximum generated tokens per call.' },
      context_size: { type: 'integer', default: 4096, min: 256, doc: 'Context window of the in-process model (keep it within the GGUF\'s trained context).' },
      threads: { type: 'integer', default: 0, min: 0, doc: 'CPU threads of the in-process model; 0 = node-llama-cpp decides (on small machines set the number of physical cores).' },
    },
  },
  embedder: {
    doc: 'Sentence embedder for L1/L2. The hashed default needs no weights; point model_dir at BGE-M3 for production.',
    keys: {
      kind: { type: 'string', default: 'hashed', values: ['hashed', 'onnx'], doc: 'hashed (char n-grams, no weights) or onnx (model_dir).' },
      model_dir: { type: 'string', default: '', doc: 'Folder with tokenizer.json and model.onnx (+ model.onnx_data).' },
      pooling: { type: 'string', default: 'cls', values: ['cls', 'mean'], doc: 'ONNX pooling: cls (BGE-M3) or mean.' },
      dimension: { type: 'integer', default: 256, min: 8, doc: 'Dimension of the hashed embedder.' },
      max_length: { type: 'integer', default: 512, min: 8, doc: 'Token limit per text for the ONNX embedder.' },
    },
  },
  storage: {
    doc: 'Where SQLite files live.',
    keys: {
      data_dir: { type: 'string', default: '', doc: 'Empty = $XDG_DATA_HOME/metnos (~/.local/share/metnos).' },
    },
  },
  nous: {
    doc: 'Deterministic executor.',
    keys: {
      cap_steps: { type: 'integer', default: 12, min: 1, doc: 'Maximum steps a framework may run.' },
      step_timeout_ms: { type: 'integer', default: 30000, min: 1, doc: 'Timeout of one executor invocation.' },
    },
  },
  vaglio: {
    doc: 'Safety judge between Nous and the executors.',
    keys: {
      confirm_destructive: {
        type: 'boolean',
        default: true,
        doc: 'Steps that send data out, delete or overwrite ask for your consent to that exact plan, replays included (false turns consent off: not recommended).',
      },
      consent_ttl_seconds: { type: 'integer', default: 600, min: 10, doc: 'How long a confirmation (the token of the plan you were shown) stays valid.' },
      undo_window_minutes: { type: 'integer', default: 10, min: 0, doc: "Undo reverts the last turn that changed something at once when it is this recent; an older one asks first." },
      path_allowlist: { type: 'string[]', default: [], doc: 'Folders executors may touch; empty = the home folder.' },
    },
  },
  server: {
    doc: 'metnos serve.',
    keys: {
      host: { type: 'string', default: '127.0.0.1', doc: 'Address to bind.' },
      port: { type: 'integer', default: 7421, min: 0, max: 65535, doc: 'Port (0 = any free port).' },
      allowed_hosts: {
        type: 'string[]',
        default: [],
        doc: 'Extra Host header names the server answers (e.g. "metnos.example" behind a TLS reverse proxy, or "name:port"); the bound address and, for loopback, localhost/127.0.0.1/[::1] are always allowed, any other Host gets 421 (DNS rebinding defence).',
      },
      session_days: { type: 'integer', default: 30, min: 1, max: 365, doc: 'Days a browser stays signed in after opening the login link (the cookie is signed with the per-install secret).' },
    },
  },
  executors: {
    doc: "Settings of the reference assistant's executors.",
    keys: {
      location: { type: 'string', default: '', doc: 'The location you share with get_location ("Milan, Italy" or "45.46,9.19"); empty = not shared.' },
      maildir: { type: 'string', default: '', doc: 'Maildir++ root for find_messages / move_messages; empty = <data_dir>/Maildir.' },
      outbox_dir: { type: 'string', default: '', doc: 'Where send_messages writes .eml files; empty = <data_dir>/outbox.' },
      smtp_url: { type: 'string', default: '', doc: 'smtp(s)://user:pass@host:port; when set, send_messages delivers over SMTP.' },
      mail_from: { type: 'string', default: 'metnos@localhost', doc: 'From address of sent messages.' },
      http_timeout_ms: { type: 'integer', default: 15000, min: 1, doc: 'Timeout of one get_urls fetch.' },
      http_max_bytes: { type: 'integer', default: 2097152, min: 1, doc: 'Bytes read from one get_urls response.' },
    },
  },
};
