import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { propertyRole } from './property-role';

const tool = { name: 'x_files', description: '', inputSchema: { type: 'object' }, consumerArg: 'entries' } as ToolManifest;

describe('propertyRole', () => {
  it('should read roles from names, types, formats and descriptions', () => {
    expect(propertyRole(tool, 'entries', { type: 'array' })).toBe('consumer');
    expect(propertyRole(tool, 'urls', { type: 'array', items: { type: 'string' } })).toBe('urls');
    expect(propertyRole(tool, 'to', { type: 'array', items: { type: 'string' }, description: 'Recipient email addresses.' })).toBe('recipients');
    expect(propertyRole(tool, 'from', { type: 'string', description: 'Part of the sender address or name.' })).toBe('sender');
    expect(propertyRole(tool, 'from', { type: 'string', format: 'date-time' })).toBe('time');
    expect(propertyRole(tool, 'paths', { type: 'array', items: { type: 'string' } })).toBe('paths');
    expect(propertyRole(tool, 'destination', { type: 'string' })).toBe('destination');
    expect(propertyRole(tool, 'folder', { type: 'string' })).toBe('place');
    expect(propertyRole(tool, 'modified_within_days', { type: 'integer' })).toBe('days-within');
    expect(propertyRole(tool, 'offset_days', { type: 'integer' })).toBe('days-offset');
    expect(propertyRole(tool, 'when', { type: 'string' })).toBe('time');
    expect(propertyRole(tool, 'unread_only', { type: 'boolean' })).toBe('flag');
    expect(propertyRole(tool, 'max_results', { type: 'integer' })).toBe('count');
    expect(propertyRole(tool, 'timezone', { type: 'string' })).toBe('timezone');
    expect(propertyRole(tool, 'text', { type: 'string', description: 'Text to describe, when there are no entries.' })).toBe('text');
    expect(propertyRole(tool, 'subject', { type: 'string' })).toBe('labelled');
  });
});
