import { describe, expect, it } from 'vitest';
import { mapMcpAnnotationsToEffects } from './map-mcp-annotations-to-effects';

describe('mapMcpAnnotationsToEffects', () => {
  it("should apply the MCP spec's defaults: no annotations means destructive and open-world", () => {
    expect(mapMcpAnnotationsToEffects(undefined)).toEqual(['write', 'overwrite', 'delete', 'send']);
    expect(mapMcpAnnotationsToEffects({ idempotentHint: true })).toEqual(['write', 'overwrite', 'delete', 'send']);
  });

  it('should map read-only tools to read, plus network when their world is open', () => {
    expect(mapMcpAnnotationsToEffects({ readOnlyHint: true })).toEqual(['read', 'network']);
    expect(mapMcpAnnotationsToEffects({ readOnlyHint: true, openWorldHint: false })).toEqual(['read']);
    // destructiveHint means nothing for a read-only tool
    expect(mapMcpAnnotationsToEffects({ readOnlyHint: true, destructiveHint: true, openWorldHint: false })).toEqual(['read']);
  });

  it('should map additive and closed-world writers to write only', () => {
    expect(mapMcpAnnotationsToEffects({ destructiveHint: false, openWorldHint: false })).toEqual(['write']);
    expect(mapMcpAnnotationsToEffects({ destructiveHint: false })).toEqual(['write', 'send']);
    expect(mapMcpAnnotationsToEffects({ readOnlyHint: false, destructiveHint: true, openWorldHint: false })).toEqual(['write', 'overwrite', 'delete']);
  });

  it('should ignore the hints of a server that is not trusted', () => {
    expect(mapMcpAnnotationsToEffects({ readOnlyHint: true, openWorldHint: false }, { trust: false })).toEqual(['write', 'overwrite', 'delete', 'send']);
  });
});
