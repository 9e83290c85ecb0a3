import type { FrameworkExecution } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { mayAutoPromote } from './may-auto-promote';

const plan = (tool: string) => ({ steps: [{ tool, args: {} }], fillers: {}, final_message: '' });
const ran = (output: Record<string, unknown>): FrameworkExecution => ({ ok: true, reply: '', fillers: {}, steps: [{ index: 1, tool: 'find_files', args: {}, ok: true, output, ms: 1 }] });
const findPdfs = { verb: 'find', object: 'files', keywords: ['pdf'] };

describe('mayAutoPromote', () => {
  it('should trust a plan whose steps cover the intent and that found something', () => {
    expect(mayAutoPromote(plan('find_files'), findPdfs, ran({ entries: [{ path: '/a.pdf' }], count: 1 }))).toBe(true);
  });

  it('should not trust a grammar-valid plan that does something else than the intent asks', () => {
    expect(mayAutoPromote(plan('get_now'), findPdfs, ran({ time: '10:30' }))).toBe(false);
  });

  it('should not trust a plan whose results were empty', () => {
    expect(mayAutoPromote(plan('find_files'), findPdfs, ran({ entries: [], count: 0 }))).toBe(false);
    expect(mayAutoPromote(plan('find_files'), findPdfs, undefined)).toBe(false);
  });
});
