import { describe, expect, it } from 'vitest';
import { redactConfigValue } from './redact-config-value';

describe('redactConfigValue', () => {
  it('should mask keys named like credentials and keep empty ones empty', () => {
    expect(redactConfigValue('api_key', 'sk-123')).toBe('***');
    expect(redactConfigValue('bot_token', '123:abc')).toBe('***');
    expect(redactConfigValue('smtp_password', 'hunter2')).toBe('***');
    expect(redactConfigValue('api_key', '')).toBe('');
  });

  it('should keep ordinary values, including keys that only contain a secret word', () => {
    expect(redactConfigValue('max_tokens', 1024)).toBe(1024);
    expect(redactConfigValue('model_dir', '/models/bge')).toBe('/models/bge');
    expect(redactConfigValue('tokenizer', 'bpe')).toBe('bpe');
    expect(redactConfigValue('path_allowlist', ['~/Documents', '~/Downloads'])).toEqual(['~/Documents', '~/Downloads']);
  });

  it('should mask the user-info part of any URL', () => {
    expect(redactConfigValue('smtp_url', 'smtp://me:pass@mail.example:587')).toBe('smtp://***@mail.example:587');
    expect(redactConfigValue('base_url', 'https://user:pw@llm.example/v1')).toBe('https://***@llm.example/v1');
    expect(redactConfigValue('base_url', 'http://127.0.0.1:8080/v1?x=a@b')).toBe('http://127.0.0.1:8080/v1?x=a@b');
    expect(redactConfigValue('smtp_url', 'smtps://me:p@ss@mail.example')).toBe('smtps://***@mail.example');
  });

  it('should mask secret-looking query parameters and keep the others', () => {
    expect(redactConfigValue('url', 'https://mcp.example/mcp?api_key=abc&region=eu')).toBe('https://mcp.example/mcp?api_key=***&region=eu');
    expect(redactConfigValue('url', 'https://mcp.example/mcp?region=eu&access_token=abc#x')).toBe('https://mcp.example/mcp?region=eu&access_token=***#x');
  });

  it('should mask the values of secret-looking flags in an argument list', () => {
    expect(redactConfigValue('args', ['-y', 'server', '--api-key', 'abc', '--token=xyz', '--port', '3000', '--verbose'])).toEqual(['-y', 'server', '--api-key', '***', '--token=***', '--port', '3000', '--verbose']);
  });

  it('should mask every header and environment value of nested MCP server tables', () => {
    const servers = {
      github: { command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: 'ghp_x', DEBUG: '' } },
      remote: { url: 'https://bob:pw@mcp.example/mcp', headers: { Authorization: 'Bearer abc' } },
    };
    expect(redactConfigValue('servers', servers)).toEqual({
      github: { command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: '***', DEBUG: '' } },
      remote: { url: 'https://***@mcp.example/mcp', headers: { Authorization: '***' } },
    });
  });
});
