import type {
  ActiveDayStore,
  CandidateChanges,
  CanonicalQueryRecord,
  CanonicalQueryStore,
  MultiToolPathRecord,
  MultiToolPathStore,
  PathStep,
  ProtoExecutorRecord,
} from '@metnos/core';
import { isPathExpired } from '../multi-tool/is-path-expired';
import { listPlaceholders } from '../multi-tool/resolve-placeholder-steps';

/** Refuses a vector whose length differs from the one first seen for its embedder (as praxis-store does). */
function checkDimension(dimensions: Map<string, number>, embedderId: string, vector: Float32Array): void {
  const known = dimensions.get(embedderId);
  if (known !== undefined && known !== vector.length) throw new Error(`embedder ${embedderId} stores ${known}-dimensional vectors; got ${vector.length}`);
  dimensions.set(embedderId, vector.length);
}

/**
 * In-memory CanonicalQueryStore for tests (praxis-store implements it on SQLite); held to the contract by
 * `testCanonicalQueryStoreContract` (in-memory-stores.test.ts).
 */
export class MemoryCanonicalQueryStore implements CanonicalQueryStore {
  readonly rows: CanonicalQueryRecord[] = [];
  listCalls = 0;
  private readonly dimensions = new Map<string, number>();

  recordCanonicalQuery(input: Omit<CanonicalQueryRecord, 'id' | 'count'>): CanonicalQueryRecord {
    checkDimension(this.dimensions, input.embedderId, input.vector);
    const existing = this.rows.find((row) => row.query === input.query && row.tool === input.tool && row.embedderId === input.embedderId);
    if (existing !== undefined) {
      existing.count += 1;
      return { ...existing };
    }
    const row = { ...input, id: this.rows.length + 1, count: 1 };
    this.rows.push(row);
    return { ...row };
  }

  listCanonicalCandidates(embedderId: string, minUses: number): CanonicalQueryRecord[] {
    this.listCalls += 1;
    return this.rows
      .filter((row) => row.embedderId === embedderId && row.count >= minUses)
      .sort((a, b) => b.count - a.count || a.id - b.id)
      .map((row) => ({ ...row }));
  }

  listCanonicalCandidatesByQuery(embedderId: string, minUses: number, query: string): CanonicalQueryRecord[] {
    return this.rows
      .filter((row) => row.embedderId === embedderId && row.count >= minUses && row.query === query)
      .sort((a, b) => b.count - a.count || a.id - b.id)
      .map((row) => ({ ...row }));
  }
}

/**
 * A CanonicalQueryStore that memoises its candidate lists like @metnos/praxis-store: the same frozen records (and
 * vectors) until the next write. `returns: 'same-array'` hands out the memoised array itself; `'shallow-copy'`
 * (praxis-store's behaviour) a new array of the same records on every call.
 */
export class MemoisedCanonicalQueryStore extends MemoryCanonicalQueryStore {
  private readonly memo = new Map<string, readonly CanonicalQueryRecord[]>();
  private readonly returns: 'same-array' | 'shallow-copy';

  constructor({ returns = 'same-array' }: { returns?: 'same-array' | 'shallow-copy' } = {}) {
    super();
    this.returns = returns;
  }

  override recordCanonicalQuery(input: Omit<CanonicalQueryRecord, 'id' | 'count'>): CanonicalQueryRecord {
    this.memo.clear();
    return super.recordCanonicalQuery(input);
  }

  override listCanonicalCandidates(embedderId: string, minUses: number): CanonicalQueryRecord[] {
    const key = `${embedderId}:${minUses}`;
    let records = this.memo.get(key);
    if (records === undefined) {
      records = Object.freeze(super.listCanonicalCandidates(embedderId, minUses).map((row) => Object.freeze(row)));
      this.memo.set(key, records);
    } else {
      this.listCalls += 1;
    }
    return this.returns === 'same-array' ? (records as CanonicalQueryRecord[]) : [...records];
  }
}

/** In-memory MultiToolPathStore for tests; held to the contract by `testMultiToolPathStoreContract`. */
export class MemoryMultiToolPathStore implements MultiToolPathStore {
  readonly rows: MultiToolPathRecord[] = [];
  readonly protos: ProtoExecutorRecord[] = [];
  private readonly dimensions = new Map<string, number>();

  recordMultiToolPath(input: {
    canonicalQuery: string;
    signature: string;
    steps: PathStep[];
    embedderId: string;
    vector: Float32Array;
    dayRank: number;
    request?: string;
  }): MultiToolPathRecord {
    checkDimension(this.dimensions, input.embedderId, input.vector);
    const existing = this.rows.find((row) => row.signature === input.signature && row.embedderId === input.embedderId);
    if (existing !== undefined) {
      existing.uses += 1;
      existing.lastDayRank = Math.max(existing.lastDayRank, input.dayRank);
      return { ...existing };
    }
    const row: MultiToolPathRecord = {
      id: this.rows.length + 1,
      canonicalQuery: input.canonicalQuery,
      signature: input.signature,
      steps: input.steps,
      uses: 1,
      lastDayRank: input.dayRank,
      promoted: false,
      embedderId: input.embedderId,
      vector: input.vector,
      ...(input.request === undefined ? {} : { request: input.request }),
    };
    this.rows.push(row);
    return { ...row };
  }

  listMultiToolCandidates(embedderId: string, minUses: number): MultiToolPathRecord[] {
    return this.rows
      .filter((row) => row.embedderId === embedderId && row.uses >= minUses)
      .sort((a, b) => b.uses - a.uses || a.id - b.id)
      .map((row) => ({ ...row }));
  }

  touchMultiToolPath(id: number, dayRank: number): void {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (row === undefined) throw new Error(`there is no multi-tool path #${id}`);
    row.uses += 1;
    row.lastDayRank = Math.max(row.lastDayRank, dayRank);
  }

  expireMultiToolPaths(currentDayRank: number, ttlActiveDays: number): number {
    const before = this.rows.length;
    const kept = this.rows.filter((row) => !isPathExpired(row.lastDayRank, currentDayRank, ttlActiveDays));
    this.rows.splice(0, this.rows.length, ...kept);
    return before - kept.length;
  }

  promoteMultiToolPaths(minUses: number): ProtoExecutorRecord[] {
    const created: ProtoExecutorRecord[] = [];
    for (const row of this.rows) {
      if (row.promoted || row.uses < minUses) continue;
      row.promoted = true;
      const proto = {
        id: this.protos.length + 1,
        pathId: row.id,
        canonicalQuery: row.canonicalQuery,
        steps: row.steps,
        placeholders: listPlaceholders(row.steps),
        createdAt: '2026-05-19T03:00:00.000Z',
      };
      this.protos.push(proto);
      created.push(proto);
    }
    return created;
  }

  listProtoExecutors(): ProtoExecutorRecord[] {
    return [...this.protos];
  }
}

/** In-memory ActiveDayStore: ranks count distinct active days only (held to the contract like the others). */
export class MemoryActiveDayStore implements ActiveDayStore {
  readonly days = new Map<string, number>();

  markActiveDay(day: string): number {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
      throw new Error(`day must be a calendar day as YYYY-MM-DD; got ${JSON.stringify(day)}`);
    }
    const existing = this.days.get(day);
    if (existing !== undefined) return existing;
    const rank = this.days.size + 1;
    this.days.set(day, rank);
    return rank;
  }

  currentDayRank(): number {
    return this.days.size;
  }
}

/**
 * A CanonicalQueryStore with a change feed like @metnos/praxis-store's `listCanonicalCandidateChanges`: every
 * write appends the row's id to a log and gives it a new frozen record; the feed returns the rows logged since
 * a cursor (a log position), in O(changes), like praxis-store's indexed revision query.
 */
export class FeedCanonicalQueryStore extends MemoryCanonicalQueryStore {
  private readonly log: number[] = [];
  private readonly byId = new Map<number, CanonicalQueryRecord>();
  private readonly frozen = new Map<number, CanonicalQueryRecord>();

  /** Adds or replaces a ready-made row (benchmarks), as one write. */
  put(row: CanonicalQueryRecord): void {
    const copy = { ...row };
    if (this.byId.has(row.id)) this.rows[this.rows.findIndex((existing) => existing.id === row.id)] = copy;
    else this.rows.push(copy);
    this.byId.set(row.id, copy);
    this.bump(row.id);
  }

  override recordCanonicalQuery(input: Omit<CanonicalQueryRecord, 'id' | 'count'>): CanonicalQueryRecord {
    const record = super.recordCanonicalQuery(input);
    this.byId.set(record.id, this.rows.find((row) => row.id === record.id)!);
    this.bump(record.id);
    return record;
  }

  listCanonicalCandidateChanges(embedderId: string, minUses: number, cursor?: string): CandidateChanges<CanonicalQueryRecord> {
    const next = String(this.log.length);
    const position = cursor === undefined ? Number.NaN : Number(cursor);
    if (!Number.isInteger(position) || position < 0 || position > this.log.length) {
      const upserts = this.rows.filter((row) => row.embedderId === embedderId && row.count >= minUses).map((row) => this.freeze(row));
      return { cursor: next, reset: true, upserts, removals: [] };
    }
    const ids = [...new Set(this.log.slice(position))];
    const changed = ids.map((id) => this.byId.get(id)!).filter((row) => row.embedderId === embedderId);
    return {
      cursor: next,
      reset: false,
      upserts: changed.filter((row) => row.count >= minUses).map((row) => this.freeze(row)),
      removals: changed.filter((row) => row.count < minUses).map((row) => row.id),
    };
  }

  private bump(id: number): void {
    this.log.push(id);
    this.frozen.delete(id);
  }

  private freeze(row: CanonicalQueryRecord): CanonicalQueryRecord {
    let record = this.frozen.get(row.id);
    if (record === undefined) {
      record = Object.freeze({ ...row });
      this.frozen.set(row.id, record);
    }
    return record;
  }
}
