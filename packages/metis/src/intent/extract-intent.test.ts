import { ScriptedLlmProvider } from '@metnos/testing';
import { describe, expect, it } from 'vitest';
import { extractIntent } from './extract-intent';
import { intentJsonSchema } from './intent-json-schema';

describe('extractIntent', () => {
  it('should ask the fast tier under the intent JSON schema and normalise the answer', async () => {
    const llm = new ScriptedLlmProvider(['{"verb":"Sposta","object":"mail","keywords":["trash","spam","Spam","messages"]}']);
    expect(await extractIntent('find spam mail and move it to trash', { llm })).toEqual({ verb: 'move', object: 'messages', keywords: ['spam', 'trash'] });
    expect(llm.calls).toHaveLength(1);
    expect(llm.calls[0]).toMatchObject({ tier: 'fast', jsonSchema: intentJsonSchema, temperature: 0, maxTokens: 96 });
    expect(llm.calls[0]?.prompt).toContain('Request: "find spam mail and move it to trash"');
  });

  it('should fall back to the rules when the answer is malformed or of the wrong shape', async () => {
    const llm = new ScriptedLlmProvider(['{"verb":"move","object":', '{"verb":"move","object":"messages","keywords":"spam"}']);
    const expected = { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] };
    expect(await extractIntent('find spam mail and move it to trash', { llm })).toEqual(expected);
    expect(await extractIntent('find spam mail and move it to trash', { llm })).toEqual(expected);
  });

  it('should fall back to the rules when the provider fails', async () => {
    const llm = new ScriptedLlmProvider([() => { throw new Error('connection refused'); }]);
    expect(await extractIntent('trova la posta spam e spostala nel cestino', { llm })).toEqual({ verb: 'move', object: 'messages', keywords: ['spam', 'trash'] });
  });

  it('should use the rules without an LLM and always give the same intent', async () => {
    const first = await extractIntent('find spam mail and move it to trash');
    for (let round = 0; round < 3; round += 1) expect(await extractIntent('find spam mail and move it to trash')).toEqual(first);
  });

  it('should propagate an abort', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    const llm = new ScriptedLlmProvider(['{}']);
    await expect(extractIntent('x', { llm, abortSignal: controller.signal })).rejects.toThrow('cancelled');
  });
});
