/** Effective runtime configuration: defaults < runtime.toml < METNOS_* environment variables. */
export interface MetnosConfig {
  fast_path: {
    /** Serve known literal phrases (time, date, location, undo) from the L0 table. */
    literal_enabled: boolean;
    canonical_query_enabled: boolean;
    canonical_query_min_uses: number;
    canonical_query_threshold: number;
    canonical_query_args_llm: boolean;
  };
  multi_tool_fast_path: {
    enabled: boolean;
    chain_to_planner: boolean;
    threshold: number;
    min_uses: number;
    ttl_active_days: number;
    k_synth: number;
  };
  praxis: {
    single_step_planner: boolean;
    promote_after_successes: number;
    anti_skill_after_failures: number;
    anti_skill_ttl_active_days: number;
    efficacy_half_life_active_days: number;
    efficacy_floor: number;
    efficacy_min_uses: number;
  };
  llm: {
    provider: 'none' | 'llama-server' | 'openai-compatible' | 'in-process';
    base_url: string;
    fast_base_url: string;
    wise_base_url: string;
    fast_model: string;
    wise_model: string;
    model_path: string;
    api_key: string;
    timeout_ms: number;
    max_retries: number;
    reasoning_budget: number;
    max_tokens: number;
    context_size: number;
    threads: number;
  };
  embedder: {
    kind: 'hashed' | 'onnx' | 'http';
    model_dir: string;
    pooling: 'cls' | 'mean';
    dimension: number;
    max_length: number;
    /** kind = "http": the embedding server. */
    base_url: string;
    /** kind = "http": `openai` (`/v1/embeddings`) or `llama-server` (native `/embedding`). */
    api: 'openai' | 'llama-server';
    model: string;
    api_key: string;
    /** kind = "http": declared vector length; 0 = ask the server at start-up. */
    http_dimension: number;
    batch_size: number;
    timeout_ms: number;
    max_retries: number;
  };
  storage: {
    data_dir: string;
  };
  nous: {
    cap_steps: number;
    step_timeout_ms: number;
  };
  vaglio: {
    confirm_destructive: boolean;
    consent_ttl_seconds: number;
    undo_window_minutes: number;
    /** Allowed folders; empty = the usual user folders (XDG user dirs) plus the managed Maildir and outbox. */
    path_allowlist: string[];
    /** Paths denied even inside the allowlist, added to the built-in deny list. */
    path_denylist: string[];
  };
  server: {
    host: string;
    port: number;
    allowed_hosts: string[];
    session_days: number;
  };
  mcp: {
    timeout_ms: number;
    connect_timeout_ms: number;
    /** `[mcp.servers.<name>]` tables, by name. */
    servers: Record<string, McpServerConfig>;
  };
  executors: {
    location: string;
    maildir: string;
    outbox_dir: string;
    smtp_url: string;
    mail_from: string;
    http_timeout_ms: number;
    http_max_bytes: number;
    /** get_urls may reach non-public addresses (loopback, private, link-local, ...). */
    allow_private_network: boolean;
    /** Host names, IP addresses or CIDR ranges get_urls may reach although they are not public. */
    network_allowlist: string[];
  };
  telegram: {
    bot_token: string;
    /** Telegram user ids allowed to talk to the bot; empty = nobody. */
    allowed_user_ids: number[];
    api_root: string;
  };
}

/** One `[mcp.servers.<name>]` table: a stdio server (`command`) or a Streamable HTTP one (`url`). */
export interface McpServerConfig {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  url: string;
  headers: Record<string, string>;
  enabled: boolean;
  /** 0 = `[mcp] timeout_ms`. */
  timeout_ms: number;
  /** MCP tool names to import; empty = all. */
  tools: string[];
  /** MCP tool name -> verb_object name. */
  tool_names: Record<string, string>;
  trust_annotations: boolean;
}

/** A section name of the config. */
export type ConfigSection = keyof MetnosConfig;
