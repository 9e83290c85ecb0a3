import { describe, expect, it } from 'vitest';
import type { AssistantTurn } from '../turn/assistant';
import { isPath, selectsExtension } from './arg-matcher';
import type { BenchWorld } from './bench-world';
import { judgeTurn } from './judge-turn';
import type { TurnExpectation } from './turn-bench-case';

const world: BenchWorld = { home: '/home/bench', maildir: '/home/bench/Maildir', dataDir: '/data', baseUrl: 'http://127.0.0.1:1', now: new Date(0), reset: () => {}, close: async () => {} };
const findPdfs: TurnExpectation = { layers: ['skill', 'planner'], steps: [{ tool: 'find_files', args: { folder: isPath('~/Downloads'), 'pattern|extension': selectsExtension('pdf') } }] };

function turn(fields: Partial<AssistantTurn>): AssistantTurn {
  return { turnId: 't', query: 'q', reply: 'Found 2 files.', ok: true, layer: 'skill', language: 'en', steps: [], timings: [], totalMs: 1, llmCalls: 0, ...fields };
}
const ran = (args: Record<string, unknown>) => [{ index: 1, tool: 'find_files', args, ok: true, ms: 1 }];

describe('judgeTurn', () => {
  it('should accept the expected tool with its key arguments however the path is written', () => {
    expect(judgeTurn(findPdfs, { asked: turn({ steps: ran({ folder: '/home/bench/Downloads/', pattern: '*.pdf' }) }) }, world)).toEqual({ right: true });
    expect(judgeTurn(findPdfs, { asked: turn({ steps: ran({ folder: '~/Downloads', extension: 'pdf' }) }) }, world)).toEqual({ right: true });
  });

  it('should call a replay with another request\'s folder a wrong plan', () => {
    const verdict = judgeTurn(findPdfs, { asked: turn({ steps: ran({ folder: '~/Documents', extension: 'pdf' }) }) }, world);
    expect(verdict).toMatchObject({ right: false, defect: 'plan' });
    expect(verdict.why).toContain('~/Downloads');
  });

  it('should call a right plan with an empty reply a reply defect', () => {
    expect(judgeTurn(findPdfs, { asked: turn({ reply: '', steps: ran({ folder: '~/Downloads', extension: 'pdf' }) }) }, world)).toEqual({ right: false, why: 'empty reply', defect: 'reply' });
  });

  it('should require Aporia with the expected subject for a dead-end', () => {
    const location: TurnExpectation = { layers: ['aporia'], aporia: { category: 'user_action_required', subject: 'location' } };
    const dead = (subject: string) => turn({ ok: false, layer: 'aporia', aporia: { category: 'user_action_required', subject, detail: 'x' } });
    expect(judgeTurn(location, { asked: dead('location') }, world)).toEqual({ right: true });
    expect(judgeTurn(location, { asked: dead('input') }, world)).toMatchObject({ right: false, defect: 'plan' });
    expect(judgeTurn(location, { asked: turn({}) }, world)).toMatchObject({ right: false, defect: 'plan' });
  });

  it('should require consent for a request that moves, and judge the confirmed turn', () => {
    const move: TurnExpectation = { layers: ['planner'], consent: true, steps: [{ tool: 'move_files' }] };
    const moved = turn({ layer: 'planner', steps: [{ index: 1, tool: 'move_files', args: {}, ok: true, ms: 1 }] });
    expect(judgeTurn(move, { asked: moved }, world)).toEqual({ right: false, why: 'did not ask consent', defect: 'plan' });
    const asked = turn({ ok: false, layer: 'aporia', needsConfirmation: true });
    expect(judgeTurn(move, { asked, confirmed: moved }, world)).toEqual({ right: true });
  });
});
