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

type Spec = { [S in keyof MetnosConfig]: { doc: string; keys: { [K in keyof MetnosConfig[S]]: ConfigKeySpec } } };

/**
 * Every section and key of runtime.toml, with its type, default and the sentence written into the generated
 * file. The fast-path and Praxis defaults are those docs/praxis-engine.md explains.
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
      path_allowlist: {
        type: 'string[]',
        default: [],
        doc: 'Folders file executors may touch, checked on real paths (symbolic links resolved); empty = your usual user folders (Documents, Downloads, Desktop, Pictures, Music, Videos, named as xdg-user-dirs names them, e.g. ~/Documenti, ~/Scaricati) plus the Maildir and outbox the assistant manages, never the whole home unless you list "~".',
      },
      path_denylist: {
        type: 'string[]',
        default: [],
        doc: 'Paths no executor may touch even inside path_allowlist, added to the built-in deny list (~/.ssh, ~/.gnupg, ~/.aws, ~/.azure, ~/.config/gcloud, ~/.kube, ~/.docker/config.json, ~/.netrc, ~/.pgpass, ~/.git-credentials, ~/.npmrc, ~/.pypirc, keyrings and ~/.password-store, browser and mail profiles, ~/.config/metnos, .env and .env.* files anywhere, the SQLite store and secret/token/key files of the data folder). A path denies everything under it, a bare name (".env") any file or folder of that name, a glob ("~/work/*.key") what it matches.',
      },
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
  mcp: {
    doc: 'Model Context Protocol servers whose tools become executors (each tool is checked by tool-grammar first).',
    keys: {
      timeout_ms: { type: 'integer', default: 30000, min: 1, doc: 'Timeout of one MCP tool call (a server may set its own).' },
      connect_timeout_ms: { type: 'integer', default: 15000, min: 1, doc: 'Time a server has to start and list its tools.' },
      servers: {
        type: 'tables',
        default: {},
        doc: 'One [mcp.servers.<name>] table per server: command + args (+ env, cwd) for stdio, or url (+ headers) for Streamable HTTP.',
        example: [
          '[mcp.servers.files]',
          'command = "npx"',
          'args = ["-y", "@modelcontextprotocol/server-filesystem", "/home/me/notes"]',
          '# env = { LOG_LEVEL = "warn" }',
          '# tools = ["read_text_file"]            # only these tools (default: all)',
          '# tool_names = { list_directory = "find_entries" }   # rename tools the naming check cannot map',
          '# trust_annotations = true             # false: ignore readOnlyHint & co, every tool needs consent',
          '',
          '[mcp.servers.search]',
          'url = "http://127.0.0.1:3001/mcp"',
          '# headers = { Authorization = "Bearer ..." }',
        ],
        fields: {
          command: { type: 'string', default: '', doc: 'Program to start (stdio transport).' },
          args: { type: 'string[]', default: [], doc: 'Its arguments.' },
          env: { type: 'record', default: {}, doc: 'Extra environment variables of the program.' },
          cwd: { type: 'string', default: '', doc: 'Working folder of the program.' },
          url: { type: 'string', default: '', doc: 'Streamable HTTP endpoint (instead of command).' },
          headers: { type: 'record', default: {}, doc: 'HTTP headers sent to url.' },
          enabled: { type: 'boolean', default: true, doc: 'false = keep the table but do not start the server.' },
          timeout_ms: { type: 'integer', default: 0, min: 0, doc: 'Timeout of one tool call of this server; 0 = [mcp] timeout_ms.' },
          tools: { type: 'string[]', default: [], doc: 'Only import these tools (MCP names); empty = all.' },
          tool_names: { type: 'record', default: {}, doc: 'MCP tool name -> verb_object name, for names the naming check cannot map.' },
          trust_annotations: { type: 'boolean', default: true, doc: 'Read readOnlyHint/destructiveHint/openWorldHint; false = every tool may write, delete and send.' },
        },
      },
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
      allow_private_network: {
        type: 'boolean',
        default: false,
        doc: 'Let get_urls reach addresses that are not public (loopback, private LAN, link-local, CGNAT, cloud metadata, ...), checked after DNS resolution and at every redirect; false = public addresses only, except network_allowlist.',
      },
      network_allowlist: {
        type: 'string[]',
        default: [],
        doc: 'Hosts get_urls may reach although they are not public: a host name ("nas.local", whatever it resolves to), an IP address ("192.168.1.10") or a CIDR range ("192.168.1.0/24", "fd00::/8").',
      },
    },
  },
  telegram: {
    doc: 'metnos telegram: the assistant as a Telegram bot (long polling; create the bot with @BotFather).',
    keys: {
      bot_token: { type: 'string', default: '', doc: 'The token @BotFather gave you; keep it secret (METNOS_TELEGRAM_BOT_TOKEN keeps it out of this file).' },
      allowed_user_ids: {
        type: 'integer[]',
        default: [],
        doc: 'Telegram user ids that may talk to the bot, e.g. [123456789]; nobody else gets an answer. @userinfobot tells you yours.',
      },
      api_root: { type: 'string', default: 'https://api.telegram.org', doc: 'Bot API server (a self-hosted telegram-bot-api, or a local one in tests).' },
    },
  },
};
