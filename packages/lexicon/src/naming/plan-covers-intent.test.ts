import { describe, expect, it } from 'vitest';
import { planCoversIntent } from './plan-covers-intent';

const plan = (...tools: string[]) => ({ steps: tools.map((tool) => ({ tool, args: {} })) });

describe('planCoversIntent', () => {
  it('should accept a plan with a step of the intent verb and object, in any it/en form', () => {
    expect(planCoversIntent(plan('find_messages', 'move_messages'), { verb: 'move', object: 'messages' })).toBe(true);
    expect(planCoversIntent(plan('find_files'), { verb: 'elenca', object: 'pdf' })).toBe(true);
    expect(planCoversIntent(plan('create_reminders'), { verb: 'remind', object: 'reminder' })).toBe(true);
  });

  it('should refuse a plan that does something else', () => {
    expect(planCoversIntent(plan('get_now'), { verb: 'find', object: 'files' })).toBe(false);
    expect(planCoversIntent(plan('find_files'), { verb: 'delete', object: 'files' })).toBe(false);
    expect(planCoversIntent(plan('move_files'), { verb: 'copy', object: 'files' })).toBe(false);
    expect(planCoversIntent(plan('find_messages'), { verb: 'move', object: 'messages' })).toBe(false);
  });

  it('should let lookup verbs stand for each other and a verbless question be served by a lookup', () => {
    expect(planCoversIntent(plan('find_messages'), { verb: 'check', object: 'mail' })).toBe(true);
    expect(planCoversIntent(plan('get_now'), { verb: 'unknown', object: 'now' })).toBe(true);
    expect(planCoversIntent(plan('undo_last_turn'), { verb: 'unknown', object: 'last_turn' })).toBe(false);
  });

  it('should let a tool on `entries` cover the object another step of the plan is about', () => {
    expect(planCoversIntent(plan('find_files', 'describe_entries'), { verb: 'describe', object: 'files' })).toBe(true);
    expect(planCoversIntent(plan('describe_entries'), { verb: 'describe', object: 'files' })).toBe(false);
    expect(planCoversIntent(plan('find_messages', 'describe_entries'), { verb: 'describe', object: 'files' })).toBe(false);
  });

  it('should never cover an intent outside the vocabulary or with a badly named tool', () => {
    expect(planCoversIntent(plan('translate_files'), { verb: 'translate', object: 'sentence' })).toBe(false);
    expect(planCoversIntent(plan('list_files'), { verb: 'find', object: 'files' })).toBe(false);
    expect(planCoversIntent(plan('find_files'), { verb: 'frobnicate', object: 'files' })).toBe(false);
  });
});
