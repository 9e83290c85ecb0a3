import { configSpec, type ConfigSpec } from '@metnos/core';
import type { AssistantConfig, AssistantSections } from './assistant-config';

/** The spec of the assistant's own sections, with their defaults and the comments written into runtime.toml. */
const assistantSectionsSpec: ConfigSpec<AssistantSections> = {
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
      allow_hard_links: {
        type: 'boolean',
        default: false,
        doc: 'File executors may read and move files that have more than one name (hard links). Off by default: the path rules judge names, and another name of the same file may be ~/.ssh/id_ed25519 or a file outside path_allowlist. Turn on only if you know why your files are hard-linked.',
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
      active_turns: {
        type: 'integer',
        default: 2,
        min: 1,
        max: 64,
        doc: 'Turns that run at once; the others wait in arrival order (a turn waiting on the model or on a tool run longer than 20 ms gives its place up meanwhile).',
      },
      waiting_turns: {
        type: 'integer',
        default: 64,
        min: 0,
        max: 10000,
        doc: 'Turns that may wait for a place; one more is answered 503 with Retry-After: 1 at once.',
      },
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

/**
 * Every section of the assistant's runtime.toml: the libraries' ({@link configSpec} of @metnos/core) then its own,
 * in the order the generated file lists them. Pass it to core's `loadConfig`, `defaultConfig`, `renderConfigToml`
 * and `findUnknownEnvVariables`.
 */
export const assistantConfigSpec: ConfigSpec<AssistantConfig> = { ...configSpec, ...assistantSectionsSpec };
