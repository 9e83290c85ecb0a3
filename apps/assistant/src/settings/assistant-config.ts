import type { MetnosConfig } from '@metnos/core';
import type { McpServerConfig } from './mcp-server-config';

/**
 * The reference assistant's own runtime.toml sections: consent and path rules (`[vaglio]`), `metnos serve`
 * (`[server]`), MCP servers (`[mcp]`), the executors' settings (`[executors]`) and the Telegram bot (`[telegram]`).
 * They are the app's, not the libraries' (core's `MetnosConfig`); `assistantConfigSpec` documents them.
 */
export interface AssistantSections {
  vaglio: {
    confirm_destructive: boolean;
    consent_ttl_seconds: number;
    undo_window_minutes: number;
    /** Allowed folders; empty = the usual user folders (XDG user dirs) plus the managed Maildir and outbox. */
    path_allowlist: string[];
    /** Paths denied even inside the allowlist, added to the built-in deny list. */
    path_denylist: string[];
    /** File executors may open files with more than one name (hard links); default false. */
    allow_hard_links: boolean;
  };
  server: {
    host: string;
    port: number;
    allowed_hosts: string[];
    session_days: number;
    /** Turns that run at once (the turn gate); the others wait in arrival order. */
    active_turns: number;
    /** Turns that may wait for a place; one more gets 503 + Retry-After. */
    waiting_turns: number;
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

/** The assistant's effective configuration: the libraries' sections plus its own. */
export type AssistantConfig = MetnosConfig & AssistantSections;
