import { describe, expect, it } from 'vitest';
import { remoteModelEndpoint } from './remote-model-endpoint';

const llm = (fields: Partial<Parameters<typeof remoteModelEndpoint>[0]>) => ({ provider: 'openai-compatible' as const, base_url: 'http://127.0.0.1:8080', fast_base_url: '', remote_content: 'ask' as const, ...fields });

describe('remoteModelEndpoint', () => {
  it('should name the fast tier\'s server when it is outside the machine, with or without an api key', () => {
    expect(remoteModelEndpoint(llm({ base_url: 'https://api.example.com/v1' }))).toBe('https://api.example.com/v1');
    expect(remoteModelEndpoint(llm({ provider: 'llama-server', base_url: 'http://127.0.0.1:8080', fast_base_url: 'http://192.0.2.2:8080' }))).toBe('http://192.0.2.2:8080');
  });

  it('should leave loopback servers, the in-process model, no model and an allowed remote one free', () => {
    expect(remoteModelEndpoint(llm({}))).toBeUndefined();
    expect(remoteModelEndpoint(llm({ base_url: 'http://localhost:11434/v1' }))).toBeUndefined();
    expect(remoteModelEndpoint(llm({ provider: 'in-process', base_url: 'https://api.example.com/v1' }))).toBeUndefined();
    expect(remoteModelEndpoint(llm({ provider: 'none', base_url: 'https://api.example.com/v1' }))).toBeUndefined();
    expect(remoteModelEndpoint(llm({ base_url: 'https://api.example.com/v1', remote_content: 'allow' }))).toBeUndefined();
  });
});
