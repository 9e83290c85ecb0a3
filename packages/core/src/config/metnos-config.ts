/**
 * The runtime.toml sections the Metnos libraries read (effective values: defaults < runtime.toml < METNOS_*
 * environment variables). An application extends it with its own sections and passes their spec to `loadConfig`.
 */
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
    /** What a tool may hand a model outside the machine: `ask` (consent first) or `allow`. */
    remote_content: 'ask' | 'allow';
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
}
