import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { sideEffects } from './side-effects';

const tool = (fields: Partial<ToolManifest>): ToolManifest => ({ name: 'x_y', description: '', inputSchema: { type: 'object' }, ...fields });

describe('sideEffects', () => {
  it('should keep every declared effect but read', () => {
    expect(sideEffects(tool({ effects: ['read', 'write'] }))).toEqual(['write']);
    expect(sideEffects(tool({ effects: ['network'] }))).toEqual(['network']);
    expect(sideEffects(tool({ effects: ['read', 'send', 'delete'] }))).toEqual(['send', 'delete']);
  });

  it('should call a tool that only reads, or declares no effect at all, read-only', () => {
    expect(sideEffects(tool({ effects: ['read'] }))).toEqual([]);
    expect(sideEffects(tool({ effects: [] }))).toEqual([]);
  });

  it('should fall back to the destructive flag when effects are not declared', () => {
    expect(sideEffects(tool({ flags: { destructive: true } }))).toEqual(['delete', 'overwrite']);
    expect(sideEffects(tool({}))).toEqual([]);
  });
});
