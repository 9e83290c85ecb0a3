import { describe, expect, it } from 'vitest';
import { intentSignature } from './intent-signature';

describe('intentSignature', () => {
  it('should join verb, object and sorted lowercased keywords', () => {
    expect(intentSignature({ verb: 'Move', object: 'Messages', keywords: ['trash', 'Spam'] })).toBe('move|messages|spam,trash');
  });

  it('should trim, dedupe and drop empty keywords', () => {
    expect(intentSignature({ verb: ' find ', object: 'foto  del battesimo', keywords: ['Città', 'città', ' ', 'perché'] })).toBe(
      'find|foto del battesimo|città,perché',
    );
  });
});
