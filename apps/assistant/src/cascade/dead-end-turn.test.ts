import type { ExecutorError, StepFailure } from '@metnos/core';
import { createPraxisStore } from '@metnos/praxis-store';
import { describe, expect, it } from 'vitest';
import { damagedStoreFailure } from '../storage/damaged-store-failure';
import { deadEndTurn } from './dead-end-turn';
import type { TurnAnswer } from '../turn/turn-answer';

describe('deadEndTurn', () => {
  it('should answer a step stopped by a damaged store with the file and the fix, logging no gap', () => {
    const store = createPraxisStore({ filename: ':memory:' });
    const sqliteError = Object.assign(new Error('database disk image is malformed'), { code: 'SQLITE_CORRUPT' });
    const thrown = damagedStoreFailure(sqliteError, { tool: 'create_reminders', filename: '/home/me/.local/share/metnos/assistant.sqlite' }) as ExecutorError;
    // What Nous makes of an ExecutorError (errorToStepFailure).
    const failure: StepFailure = { tool: 'create_reminders', index: 1, code: 'executor_failed', message: thrown.message, details: { ...thrown.details, kind: thrown.failureKind, executorCode: thrown.code } };
    const answer: TurnAnswer = { layer: 'planner', ok: false, reply: '', failure, outcomes: [] };

    const turn = deadEndTurn({ turnId: 't1', query: 'remind me to call Anna', answer, language: 'en', store });
    const italian = deadEndTurn({ turnId: 't2', query: 'ricordami di chiamare Anna', answer, language: 'it', store });

    expect(turn.reply).toBe(
      "/home/me/.local/share/metnos/assistant.sqlite is damaged (SQLITE_CORRUPT): restore it from a backup, or move it aside (mv '/home/me/.local/share/metnos/assistant.sqlite' '/home/me/.local/share/metnos/assistant.sqlite.damaged') and metnos starts with an empty one.",
    );
    expect(italian.reply).toMatch(/^\/home\/me\/\.local\/share\/metnos\/assistant\.sqlite è danneggiato \(SQLITE_CORRUPT\): ripristinalo da un backup/);
    expect(turn.aporia).toBeUndefined();
    expect(store.listAporiae()).toEqual([]);
    store.close();
  });
});
