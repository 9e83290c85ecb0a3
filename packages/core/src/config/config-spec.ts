import type { MetnosConfig } from './metnos-config';

/** How one config key is typed, defaulted and documented. */
export interface ConfigKeySpec {
  /**
   * `record` is a table of strings (`env = { HOME = "/tmp" }`); `tables` is a table of named tables, each checked
   * against `fields` (`[mcp.servers.files]` with `command = "..."`).
   */
  type: 'boolean' | 'integer' | 'number' | 'string' | 'string[]' | 'integer[]' | 'record' | 'tables';
  default: unknown;
  doc: string;
  min?: number;
  max?: number;
  values?: readonly string[];
  /** The fields of each named table of a `tables` key. */
  fields?: Readonly<Record<string, ConfigKeySpec>>;
  /** A commented example written into the generated runtime.toml instead of the (empty) default of a `tables` key. */
  example?: readonly string[];
}

/** One `[section]` of runtime.toml: the comment written above it and its keys. */
export interface ConfigSectionSpec {
  doc: string;
  keys: Readonly<Record<string, ConfigKeySpec>>;
}

/**
 * The spec of a config type: one {@link ConfigSectionSpec} per section, one {@link ConfigKeySpec} per key. The
 * loader (`loadConfig`), the parser, the environment reader and the renderer of runtime.toml all work from a spec,
 * so an application declares its own sections next to the libraries' ({@link configSpec}) and gets them typed,
 * checked, overridable by METNOS_* variables and documented in the generated file.
 */
export type ConfigSpec<Config> = { [S in keyof Config]: { doc: string; keys: { [K in keyof Config[S]]: ConfigKeySpec } } };

/** A spec of any config, as the machinery walks it. */
export type AnyConfigSpec = Readonly<Record<string, ConfigSectionSpec>>;

/**
 * The sections the Metnos libraries read (fast-path, the Praxis memory, the LLM and the embedder, storage, Nous),
 * with each key's type, default and the sentence written into the generated runtime.toml. An application adds its
 * own sections by spreading this into its spec (`{ ...configSpec, server: { ... } }`). The fast-path and Praxis
 * defaults are those docs/praxis-engine.md explains.
 */
export const configSpec: ConfigSpec<MetnosConfig> = {
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
      single_step_planner: {
        type: 'boolean',
        default: true,
        doc: 'Plan single-step requests deterministically (verb + object name one tool, every argument read from the request): no model call, and answers without a model.',
      },
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
      remote_content: {
        type: 'string',
        default: 'ask',
        values: ['ask', 'allow'],
        doc: 'When the fast tier\'s server is not on this machine (its URL is not localhost, 127.0.0.0/8 or ::1): "ask" = a tool that hands what a step read (file text, mail, a page) to that model asks for your consent first, naming the endpoint; "allow" = send it without asking (you trust that server with your files and mail).',
      },
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
      kind: { type: 'string', default: 'hashed', values: ['hashed', 'onnx', 'http'], doc: 'hashed (char n-grams, no weights), onnx (model_dir) or http (an embedding server at base_url).' },
      model_dir: { type: 'string', default: '', doc: 'Folder with tokenizer.json and model.onnx (+ model.onnx_data).' },
      pooling: { type: 'string', default: 'cls', values: ['cls', 'mean'], doc: 'ONNX pooling: cls (BGE-M3) or mean.' },
      dimension: { type: 'integer', default: 256, min: 8, doc: 'Dimension of the hashed embedder.' },
      max_length: { type: 'integer', default: 512, min: 8, doc: 'Token limit per text for the ONNX embedder.' },
      base_url: { type: 'string', default: 'http://127.0.0.1:8080', doc: 'kind = "http": server URL (llama-server --embedding, Ollama, vLLM, TEI).' },
      api: { type: 'string', default: 'openai', values: ['openai', 'llama-server'], doc: 'kind = "http": openai (POST /v1/embeddings) or llama-server (its native POST /embedding).' },
      model: { type: 'string', default: '', doc: 'kind = "http": model name sent to the server and spelled into the embedder id (e.g. bge-m3).' },
      api_key: { type: 'string', default: '', doc: 'kind = "http": bearer token, if the server wants one.' },
      http_dimension: { type: 'integer', default: 0, min: 0, doc: 'kind = "http": the vector length the model returns; 0 = ask the server once at start-up. A server returning another length is an error.' },
      batch_size: { type: 'integer', default: 32, min: 1, doc: 'kind = "http": texts per request.' },
      timeout_ms: { type: 'integer', default: 30000, min: 1, doc: 'kind = "http": per-request timeout.' },
      max_retries: { type: 'integer', default: 2, min: 0, doc: 'kind = "http": retries on 429/5xx/connection refused, with exponential backoff.' },
    },
  },
  storage: {
    doc: 'Where SQLite files live.',
    keys: {
      data_dir: {
        type: 'string',
        default: '',
        doc: 'Empty = $XDG_DATA_HOME/metnos (~/.local/share/metnos). A relative path is resolved against the folder of this file (against the current folder when it comes from METNOS_STORAGE_DATA_DIR).',
      },
    },
  },
  nous: {
    doc: 'Deterministic executor.',
    keys: {
      cap_steps: { type: 'integer', default: 12, min: 1, doc: 'Maximum steps a framework may run.' },
      step_timeout_ms: { type: 'integer', default: 30000, min: 1, doc: 'Timeout of one executor invocation.' },
    },
  },
};
