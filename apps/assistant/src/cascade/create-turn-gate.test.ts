import { describe, expect, it } from 'vitest';
import { createTurnGate, type TurnPlace } from './create-turn-gate';
import { TurnsBusyError } from './turns-busy-error';

/** A promise with its resolver, for waits the test ends itself. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** The gate's `onWaiting`, and a promise for the moment `count` turns wait. */
function waitingWatch() {
  const seen: number[] = [];
  const watchers: Array<{ count: number; resolve: () => void }> = [];
  return {
    seen,
    onWaiting(waiting: number) {
      seen.push(waiting);
      for (const watcher of watchers.filter((each) => each.count === waiting)) watcher.resolve();
    },
    until(count: number) {
      return new Promise<void>((resolve) => watchers.push({ count, resolve }));
    },
  };
}

/** Enters the gate and records the order in which turns get their place. */
function entrant(gate: ReturnType<typeof createTurnGate>, name: string, admitted: string[]): Promise<TurnPlace> {
  return gate.enter().then((place) => {
    admitted.push(name);
    return place;
  });
}

describe('createTurnGate', () => {
  it('should let activeTurns turns run at once and admit the others in arrival order as places free up', async () => {
    const gate = createTurnGate({ activeTurns: 2 });
    const admitted: string[] = [];
    const a = await entrant(gate, 'a', admitted);
    const b = await entrant(gate, 'b', admitted);
    const c = entrant(gate, 'c', admitted);
    const d = entrant(gate, 'd', admitted);
    const e = entrant(gate, 'e', admitted);
    expect(gate.waiting).toBe(3);
    b.leave();
    (await c).leave();
    a.leave();
    await d;
    await e;
    expect(admitted).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gate.waiting).toBe(0);
  });

  it('should refuse a new turn with TurnsBusyError when waitingTurns already wait, and take one again once a place frees up', async () => {
    const gate = createTurnGate({ activeTurns: 1, waitingTurns: 1, retryAfterSeconds: 2 });
    const first = await gate.enter();
    const second = gate.enter();
    const refused = await gate.enter().catch((error: unknown) => error);
    expect(TurnsBusyError.isInstance(refused)).toBe(true);
    expect(refused).toMatchObject({ code: 'turns_busy', waiting: 1, retryAfterSeconds: 2, isRetryable: true });
    first.leave();
    (await second).leave();
    const third = await gate.enter();
    third.leave();
    expect(gate.waiting).toBe(0);
  });

  it('should free the place while a turn waits outside and give it back ahead of every turn that arrived later', async () => {
    const watch = waitingWatch();
    const gate = createTurnGate({ activeTurns: 1, onWaiting: watch.onWaiting });
    const admitted: string[] = [];
    const slow = await entrant(gate, 'slow', admitted);
    const model = deferred<string>();
    const answered = slow.outside(() => model.promise);
    // The turn waiting on the model holds nothing: a later turn runs while the model has not answered.
    const quick = await entrant(gate, 'quick', admitted);
    const later = entrant(gate, 'later', admitted);
    const slowWaits = watch.until(2);
    model.resolve('text');
    // The slow turn, back from the model, waits ahead of `later`, which arrived after it.
    await slowWaits;
    quick.leave();
    expect(await answered).toBe('text');
    expect(gate.waiting).toBe(1);
    slow.leave();
    (await later).leave();
    expect(admitted).toEqual(['slow', 'quick', 'later']);
    expect(watch.seen).toEqual([1, 2, 1, 0]);
  });

  it('should keep the place through a short tool run and give it up for one that outlasts longRunMs', async () => {
    const keeping = createTurnGate({ activeTurns: 1, longRunMs: 1e9 });
    const holder = await keeping.enter();
    const next = keeping.enter();
    expect(await holder.toolRun(async () => 'listed')).toBe('listed');
    expect(keeping.waiting).toBe(1);
    holder.leave();
    (await next).leave();

    const freeing = createTurnGate({ activeTurns: 1, longRunMs: 0 });
    const runner = await freeing.enter();
    const tool = deferred<string>();
    const run = runner.toolRun(() => tool.promise);
    // The run has not ended: the waiting turn gets the place once the run is long.
    const other = await freeing.enter();
    tool.resolve('done');
    other.leave();
    expect(await run).toBe('done');
    runner.leave();
    expect(freeing.waiting).toBe(0);
  });

  it('should pass on a place that comes back to a turn that already left', async () => {
    const watch = waitingWatch();
    const gate = createTurnGate({ activeTurns: 1, onWaiting: watch.onWaiting });
    const admitted: string[] = [];
    const first = await entrant(gate, 'first', admitted);
    const model = deferred();
    const waiting = first.outside(() => model.promise);
    const second = await entrant(gate, 'second', admitted);
    const third = entrant(gate, 'third', admitted);
    const firstWaits = watch.until(2);
    model.resolve();
    await firstWaits;
    second.leave();
    // `first` is admitted back, then leaves: the place goes on to `third`.
    await waiting;
    first.leave();
    (await third).leave();
    expect(admitted).toEqual(['first', 'second', 'third']);
    expect(gate.waiting).toBe(0);
  });
});
