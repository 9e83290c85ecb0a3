import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('should detect English requests', () => {
    expect(detectLanguage('find spam mail and move it to trash')).toBe('en');
    expect(detectLanguage('Where am I?')).toBe('en');
  });

  it('should detect Italian requests', () => {
    expect(detectLanguage('trova la posta spam e spostala nel cestino')).toBe('it');
    expect(detectLanguage('Dove sono?')).toBe('it');
    expect(detectLanguage('perché è così lento')).toBe('it');
  });

  it('should return the fallback when nothing decides', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('spam 2019', { fallback: 'it' })).toBe('it');
  });
});
