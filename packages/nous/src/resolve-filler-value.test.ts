import { describe, expect, it } from 'vitest';
import { resolveFillerValue } from './resolve-filler-value';

const spec = { prompt: 'Trash folder?', default: 'Trash' };

describe('resolveFillerValue', () => {
  it('should use the resolver answer, else the default', async () => {
    expect(await resolveFillerValue('dst', spec, { resolver: async () => 'Cestino' })).toEqual({ ok: true, value: 'Cestino' });
    expect(await resolveFillerValue('dst', spec, {})).toEqual({ ok: true, value: 'Trash' });
    expect(await resolveFillerValue('dst', spec, { resolver: async () => { throw new Error('llm down'); } })).toEqual({ ok: true, value: 'Trash' });
  });

  it('should fail without an answer and a default, and propagate aborts', async () => {
    expect(await resolveFillerValue('dst', { prompt: 'x' }, { resolver: async () => { throw new Error('llm down'); } }))
      .toEqual({ ok: false, message: 'filler "dst": llm down' });
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(resolveFillerValue('dst', spec, { resolver: async () => { throw new Error('aborted'); }, abortSignal: controller.signal })).rejects.toThrow('stop');
  });
});
