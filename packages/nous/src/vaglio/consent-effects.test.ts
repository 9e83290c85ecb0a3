import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { consentEffects } from './consent-effects';

const tool = (fields: Partial<ToolManifest>): ToolManifest => ({ name: 'x_y', description: '', inputSchema: { type: 'object' }, ...fields });

describe('consentEffects', () => {
  it('should keep the declared effects that send, delete or overwrite', () => {
    expect(consentEffects(tool({ effects: ['read', 'send', 'network'] }))).toEqual(['send']);
    expect(consentEffects(tool({ effects: ['overwrite', 'delete', 'write'] }))).toEqual(['delete', 'overwrite']);
    expect(consentEffects(tool({ effects: ['read', 'write', 'network'] }))).toEqual([]);
  });

  it('should fall back to the destructive flag when effects are not declared', () => {
    expect(consentEffects(tool({ flags: { destructive: true } }))).toEqual(['delete', 'overwrite']);
    expect(consentEffects(tool({}))).toEqual([]);
    // declared effects win over the legacy flag
    expect(consentEffects(tool({ effects: ['read'], flags: { destructive: true } }))).toEqual([]);
  });
});
