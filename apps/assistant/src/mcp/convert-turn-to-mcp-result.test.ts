import type { ToolEffect } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import type { AssistantTurn } from '../turn/assistant';
import { convertTurnToMcpResult } from './convert-turn-to-mcp-result';

const turn = (extra: Partial<AssistantTurn> & Record<string, unknown> = {}): AssistantTurn => ({
  turnId: 't1',
  query: 'move the pdf files to archive',
  reply: 'I need your confirmation.',
  ok: false,
  layer: 'aporia',
  steps: [{ index: 1, tool: 'move_files', args: {}, ok: false }] as AssistantTurn['steps'],
  timings: [],
  totalMs: 1,
  language: 'en',
  llmCalls: 0,
  ...extra,
});

describe('convertTurnToMcpResult', () => {
  it('should list the steps of a consent request and what the user answered, never its token', () => {
    const confirmation = {
      token: 'tok-1',
      expiresAt: '2026-11-24T10:05:00Z',
      steps: [{ index: 1, tool: 'move_files', effects: ['overwrite'] as ToolEffect[], summary: 'move 2 files to archive', args: { to: 'archive' } }],
    };
    const result = convertTurnToMcpResult(turn({ needsConfirmation: true, confirmation }), { consent: 'declined' });
    expect(result.content).toEqual([
      {
        type: 'text',
        text: 'I need your confirmation.\n\nThis request needs the user’s consent before it runs these steps:\n1. move 2 files to archive [overwrite]\nThe user did not consent, so nothing of this ran.',
      },
    ]);
    expect(result.structuredContent).toMatchObject({ needsConfirmation: true, confirmation: { expiresAt: confirmation.expiresAt, steps: confirmation.steps, consent: 'declined' } });
    expect(JSON.stringify(result)).not.toContain('tok-1');
  });

  it('should carry the reply and the outcome of an ordinary turn', () => {
    expect(convertTurnToMcpResult(turn({ ok: true, layer: 'L0', reply: "It's 10:00.", steps: [{ index: 1, tool: 'get_now', args: {}, ok: true }] as AssistantTurn['steps'] }))).toEqual({
      content: [{ type: 'text', text: "It's 10:00." }],
      structuredContent: { turnId: 't1', ok: true, layer: 'L0', reply: "It's 10:00.", needsConfirmation: false, steps: [{ index: 1, tool: 'get_now', ok: true }] },
    });
  });
});
