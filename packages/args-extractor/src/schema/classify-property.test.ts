import { describe, expect, it } from 'vitest';
import { classifyProperty } from './classify-property';

describe('classifyProperty', () => {
  it('should use the format first', () => {
    expect(classifyProperty('target', { type: 'string', format: 'uri' })).toEqual(['url']);
    expect(classifyProperty('target', { type: 'string', format: 'email' })).toEqual(['email']);
  });

  it('should use name words', () => {
    expect(classifyProperty('urls', { type: 'array', items: { type: 'string' } })).toEqual(['url']);
    expect(classifyProperty('root_folder', { type: 'string' })).toEqual(['path']);
    expect(classifyProperty('modified_after', { type: 'string', format: 'date-time' })).toEqual(['window-from']);
    expect(classifyProperty('max_results', { type: 'integer' })).toEqual(['number']);
    expect(classifyProperty('glob', { type: 'string' })).toEqual(['pattern']);
    expect(classifyProperty('extension', { type: 'string' })).toEqual(['extension']);
  });

  it('should read "to" as an email unless it is a date', () => {
    expect(classifyProperty('to', { type: 'string' })).toEqual(['email']);
    expect(classifyProperty('to', { type: 'string', format: 'date-time' })).toEqual(['window-to']);
  });

  it('should only offer values the type can hold', () => {
    expect(classifyProperty('count', { type: 'string' })).toEqual([]);
    expect(classifyProperty('url', { type: 'integer' })).toEqual(['number']);
    expect(classifyProperty('window', { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } })).toEqual([
      'window',
    ]);
  });

  it('should offer enum words and nothing for free text', () => {
    expect(classifyProperty('sort', { type: 'string', enum: ['name', 'size'] })).toEqual(['enum']);
    expect(classifyProperty('query', { type: 'string' })).toEqual([]);
  });
});
