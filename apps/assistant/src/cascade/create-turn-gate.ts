import { TurnsBusyError } from './turns-busy-error';

/** Options of {@link createTurnGate}. */
export interface TurnGateOptions {
  /** Turns that run at once (`[server] active_turns`, default 2). */
  activeTurns?: number;
  /** New turns that may wait for a place; the next one is refused with `TurnsBusyError` (`[server] waiting_turns`, default 64). */
  waitingTurns?: number;
  /** A tool run that has not ended after this many ms gives its turn's place up until it ends (default 20). */
  longRunMs?: number;
  /** The `Retry-After` of a refused turn, in seconds (default 1). */
  retryAfterSeconds?: number;
  /** Called whenever the number of turns waiting for a place changes (logs, tests). */
  onWaiting?: (waiting: number) => void;
}

/** A turn's place in the gate, from {@link TurnGate.enter} until {@link TurnPlace.leave}. */
export interface TurnPlace {
  /**
   * Runs `wait` (a call to the language model, its probe) without the place: other turns run meanwhile. The turn
   * then waits for a place again, ahead of every turn that arrived after it.
   */
  outside<T>(wait: () => Promise<T>): Promise<T>;
  /** Runs a tool run holding the place while it is short; one still running after `longRunMs` gives it up (as `outside`). */
  toolRun<T>(run: () => Promise<T>): Promise<T>;
  /** The turn is over: its place goes to the next waiting turn. */
  leave(): void;
}

/** Admission of turns: at most `activeTurns` run at once, in arrival order; see {@link createTurnGate}. */
export interface TurnGate {
  /** Waits for a place (in arrival order); throws `TurnsBusyError` when `waitingTurns` turns already wait. */
  enter(): Promise<TurnPlace>;
  /** Turns waiting for a place now (new ones and ones coming back from a wait). */
  readonly waiting: number;
}

interface Waiter {
  ticket: number;
  isNew: boolean;
  admit(): void;
}

/**
 * Turn admission for `metnos serve`. Node interleaves every turn in flight at each of its awaits (a folder listing,
 * a file's stat), so a turn with more awaits waits behind all the others at each one and the slow tail is the turns
 * with most steps. The gate lets `activeTurns` turns run at once and keeps the others waiting in arrival order (each
 * turn has a ticket); a turn gives its place up while it waits on the language model (`TurnPlace.outside`) or on a
 * tool run longer than `longRunMs` (`TurnPlace.toolRun`), so a slow model or tool never holds other turns up, and
 * comes back ahead of every turn that arrived after it (its ticket is older). At most `waitingTurns` new turns wait;
 * one more is refused at once with `TurnsBusyError` (the server's 503 and `Retry-After`). Turns coming back from a
 * wait are never refused.
 */
export function createTurnGate({ activeTurns = 2, waitingTurns = 64, longRunMs = 20, retryAfterSeconds = 1, onWaiting }: TurnGateOptions = {}): TurnGate {
  if (!Number.isSafeInteger(activeTurns) || activeTurns < 1) throw new RangeError(`activeTurns must be a whole number >= 1; got ${activeTurns}`);
  if (!Number.isSafeInteger(waitingTurns) || waitingTurns < 0) throw new RangeError(`waitingTurns must be a whole number >= 0; got ${waitingTurns}`);
  let active = 0;
  let tickets = 0;
  let waitingNew = 0;
  // Ordered by ticket: the oldest turn is admitted first.
  const queue: Waiter[] = [];
  const changed = () => onWaiting?.(queue.length);

  const take = (ticket: number, isNew: boolean): Promise<void> | undefined => {
    if (active < activeTurns && queue.length === 0) {
      active += 1;
      return undefined;
    }
    return new Promise<void>((admit) => {
      let at = queue.length;
      while (at > 0 && queue[at - 1]!.ticket > ticket) at -= 1;
      queue.splice(at, 0, { ticket, isNew, admit });
      if (isNew) waitingNew += 1;
      changed();
    });
  };
  // The place passes to the oldest waiting turn, or is free.
  const release = () => {
    const next = queue.shift();
    if (next === undefined) {
      active -= 1;
      return;
    }
    if (next.isNew) waitingNew -= 1;
    changed();
    next.admit();
  };

  const placeOf = (ticket: number): TurnPlace => {
    // held: the turn has its place; out: it gave it up (`reasons` waits going on); coming: waiting to have it back.
    let state: 'held' | 'out' | 'coming' | 'left' = 'held';
    let reasons = 0;
    let coming: Promise<void> | undefined;
    const goOut = () => {
      reasons += 1;
      if (state === 'held') {
        state = 'out';
        release();
      }
    };
    const comeBack = (): Promise<void> | undefined => {
      reasons -= 1;
      if (reasons > 0 || state !== 'out') return state === 'coming' ? coming : undefined;
      const taken = take(ticket, false);
      if (taken === undefined) {
        state = 'held';
        return undefined;
      }
      state = 'coming';
      coming = taken.then(() => {
        coming = undefined;
        if (state === 'left') release();
        else if (reasons > 0) {
          // Another wait of the same turn began meanwhile: the place goes on at once.
          state = 'out';
          release();
        } else state = 'held';
      });
      return coming;
    };
    const outside = async <T>(wait: () => Promise<T>): Promise<T> => {
      if (state === 'left') return wait();
      goOut();
      try {
        return await wait();
      } finally {
        await comeBack();
      }
    };
    return {
      outside,
      async toolRun(run) {
        if (state !== 'held') return run();
        let gaveUp = false;
        const timer = setTimeout(() => {
          gaveUp = true;
          goOut();
        }, longRunMs);
        try {
          return await run();
        } finally {
          clearTimeout(timer);
          if (gaveUp) await comeBack();
        }
      },
      leave() {
        if (state === 'held') release();
        // A place still to come is passed on when it comes (see comeBack).
        state = 'left';
      },
    };
  };

  return {
    async enter() {
      const ticket = (tickets += 1);
      if (!(active < activeTurns && queue.length === 0) && waitingNew >= waitingTurns) throw new TurnsBusyError({ waiting: waitingNew, retryAfterSeconds });
      await take(ticket, true);
      return placeOf(ticket);
    },
    get waiting() {
      return queue.length;
    },
  };
}
