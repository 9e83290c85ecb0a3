import type {
  AgedSubjectKind,
  AntiSkillRecord,
  AporiaRecord,
  CanonicalQueryRecord,
  LearnedUsage,
  LearningChangeKind,
  LearningChangeRecord,
  LearningSubjectKind,
  MultiToolPathRecord,
  ObservationRecord,
  PraxisStore,
  ProtoExecutorRecord,
  SkillKey,
  SkillRecord,
  SkillState,
  SkillStatus,
  SkillTransition,
} from '@metnos/core';
import { extractPathPlaceholders } from './extract-path-placeholders';
import { MemoryPraxisStoreError } from './memory-praxis-store-error';

/** Options of {@link createMemoryPraxisStore}. */
export interface CreateMemoryPraxisStoreOptions {
  /** The clock rows are stamped with (default: the system clock). */
  clock?: () => Date;
}

interface CanonicalRow extends CanonicalQueryRecord {
  retired: boolean;
  /** Planner observations counted for the efficacy ager (a demotion resets `count`, not these). */
  observed: number;
  lastDayRank: number;
}

interface PathRow extends MultiToolPathRecord {
  retired: boolean;
}

interface ChangeRow extends Omit<LearningChangeRecord, 'revertible' | 'notRevertibleReason'> {
  /** The subject's whole state before the change (what a revert restores); `null`: it did not exist. */
  undo: unknown;
}

interface State {
  skills: Map<string, SkillRecord>;
  antiSkills: Map<string, AntiSkillRecord>;
  streaks: Map<string, number>;
  observations: Array<ObservationRecord & { id: number; createdAt: string }>;
  canonical: Map<number, CanonicalRow>;
  canonicalLog: number[];
  paths: Map<number, PathRow>;
  protos: ProtoExecutorRecord[];
  days: Map<string, number>;
  aporiae: Map<string, AporiaRecord>;
  cache: Map<string, Map<string, string>>;
  changes: ChangeRow[];
  executors: Set<string>;
  dimensions: Map<string, number>;
  nextId: { observation: number; canonical: number; path: number; proto: number; change: number };
}

const hexKey = /^[0-9a-f]{16}$/;
const statuses: ReadonlySet<string> = new Set<SkillStatus>(['candidate', 'active', 'demoted', 'retired']);
const categories: ReadonlySet<string> = new Set(['user_action_required', 'missing_executor', 'missing_skill', 'missing_data']);
const subjectKinds: ReadonlySet<string> = new Set<LearningSubjectKind>(['skill', 'anti_skill', 'canonical_query', 'multi_tool_path', 'executor']);
const agedKinds: ReadonlySet<string> = new Set<AgedSubjectKind>(['skill', 'canonical_query', 'multi_tool_path']);
const skillStatKinds: ReadonlySet<string> = new Set(['skill_active', 'skill_demoted', 'skill_retired']);

const invalid = (message: string): never => {
  throw new MemoryPraxisStoreError({ code: 'invalid_input', message });
};
const pairKey = (intentHash: string, frameworkHash: string) => `${intentHash}:${frameworkHash}`;
const skillLabel = (skill: SkillRecord) => `${skill.intent.verb} ${skill.intent.object} [${skill.intent.keywords.join(', ')}]`;
const skillSnapshot = (skill: SkillRecord | undefined) =>
  skill === undefined
    ? null
    : {
        status: skill.status,
        frameworkHash: skill.frameworkHash,
        version: skill.version,
        uses: skill.uses,
        successes: skill.successes,
        failures: skill.failures,
        lastUsedDayRank: skill.lastUsedDayRank ?? null,
      };
const antiSkillSnapshot = (anti: AntiSkillRecord | undefined) =>
  anti === undefined ? null : { reason: anti.reason, createdDayRank: anti.createdDayRank, expiresDayRank: anti.expiresDayRank };
const canonicalSnapshot = (row: CanonicalRow) => ({ count: row.count, argsObserved: row.argsObserved, retiredAt: row.retired ? 'retired' : null });
const pathSnapshot = (row: PathRow) => ({ uses: row.uses, lastDayRank: row.lastDayRank, promoted: row.promoted, retiredAt: row.retired ? 'retired' : null });
const toCanonicalRecord = ({ retired: _retired, observed: _observed, lastDayRank: _lastDayRank, ...record }: CanonicalRow): CanonicalQueryRecord => record;
const toPathRecord = ({ retired: _retired, ...record }: PathRow): MultiToolPathRecord => ({ ...record });
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A complete `PraxisStore` in memory, for consumers' tests and for building an agent without SQLite: it passes the
 * same contract suite (`testPraxisStoreContract`) as @metnos/praxis-store, refusing the same inputs, logging the
 * same learning changes and reverting them. Every multi-row write is a transaction (a throw restores the state
 * before it). Not persistent and O(rows) per read: for tests and small tools.
 */
export function createMemoryPraxisStore({ clock = () => new Date() }: CreateMemoryPraxisStoreOptions = {}): PraxisStore {
  let state: State = {
    skills: new Map(),
    antiSkills: new Map(),
    streaks: new Map(),
    observations: [],
    canonical: new Map(),
    canonicalLog: [],
    paths: new Map(),
    protos: [],
    days: new Map(),
    aporiae: new Map(),
    cache: new Map(),
    changes: [],
    executors: new Set(),
    dimensions: new Map(),
    nextId: { observation: 1, canonical: 1, path: 1, proto: 1, change: 1 },
  };
  let closed = false;
  const now = () => clock().toISOString();
  const open = () => {
    if (closed) throw new MemoryPraxisStoreError({ code: 'closed', message: 'the store was used after close()' });
  };
  /** Runs `work` as one transaction: a throw puts every table back as it was. */
  const transaction = <T>(work: () => T): T => {
    open();
    const saved = structuredClone(state);
    try {
      return work();
    } catch (error) {
      state = saved;
      throw error;
    }
  };
  const currentDayRank = () => Math.max(0, ...state.days.values());
  const checkDimension = (embedderId: string, vector: Float32Array) => {
    const known = state.dimensions.get(embedderId);
    if (known !== undefined && known !== vector.length) {
      invalid(`embedder ${JSON.stringify(embedderId)} stores ${known}-dimensional vectors; got ${vector.length} dimensions`);
    }
    state.dimensions.set(embedderId, vector.length);
  };
  const log = (change: Omit<ChangeRow, 'id' | 'createdAt'>): ChangeRow => {
    const row: ChangeRow = { ...change, id: state.nextId.change++, createdAt: now() };
    if (row.turnId === undefined) delete row.turnId;
    state.changes.push(row);
    return row;
  };
  const bumpCanonical = (id: number) => state.canonicalLog.push(id);

  // A copy of @metnos/praxis `planLearningRevert`'s refusals (this package may use core only); praxis-store's
  // create-praxis-store.revert-refusals.test.ts fails when the two differ.
  const refusal = (row: ChangeRow): string | undefined => {
    if (row.kind === 'reverted') return `it is itself a revert (of change #${String(row.revertOf)}); a change is undone once`;
    if (row.kind === 'executor_added') return 'an executor is code on disk: remove its folder from the executors directory to take it away';
    if (row.revertedBy !== undefined) return `already reverted by change #${row.revertedBy}`;
    const later = state.changes.findLast(
      (other) => other.id > row.id && other.subjectKind === row.subjectKind && other.subject === row.subject && other.kind !== 'reverted' && other.revertedBy === undefined,
    );
    if (later !== undefined) return `change #${later.id} changed the same ${row.subjectKind.replaceAll('_', ' ')} later: revert that one first`;
    switch (row.subjectKind) {
      case 'skill':
        if (!state.skills.has(row.subject)) return 'the skill no longer exists (it was forgotten)';
        if (row.undo === null && [...state.antiSkills.values()].some((anti) => anti.intentHash === row.subject)) {
          return 'undoing its creation would delete the skill and its anti-skills: revert or let those expire first';
        }
        return undefined;
      case 'anti_skill':
        return row.undo !== null && !state.skills.has(row.subject.split(':')[0]!) ? 'the skill of this intent no longer exists (it was forgotten)' : undefined;
      case 'canonical_query':
        return state.canonical.has(Number(row.subject)) ? undefined : 'the L1 row no longer exists';
      case 'multi_tool_path':
        return state.paths.has(Number(row.subject)) ? undefined : 'the L2 path no longer exists';
      default:
        return undefined;
    }
  };
  const toChangeRecord = (row: ChangeRow): LearningChangeRecord => {
    const { undo: _undo, ...fields } = structuredClone(row);
    const refused = refusal(row);
    return { ...fields, revertible: refused === undefined, ...(refused === undefined ? {} : { notRevertibleReason: refused }) };
  };

  const checkKey = ({ intentHash, frameworkHash, dayRank, turnId }: SkillKey) => {
    if (typeof intentHash !== 'string' || !hexKey.test(intentHash)) invalid(`intentHash must be 16 lowercase hex digits; got ${JSON.stringify(intentHash)}`);
    if (frameworkHash !== undefined && (typeof frameworkHash !== 'string' || !hexKey.test(frameworkHash))) {
      invalid(`frameworkHash must be 16 lowercase hex digits; got ${JSON.stringify(frameworkHash)}`);
    }
    if (!Number.isInteger(dayRank) || dayRank < 0) invalid(`dayRank must be a non-negative integer; got ${dayRank}`);
    if (turnId !== undefined && (typeof turnId !== 'string' || turnId.length === 0)) invalid('turnId must be a non-empty string when given');
  };
  const checkTransition = (key: SkillKey, skillState: SkillState, transition: SkillTransition) => {
    const { skill } = transition;
    const count = (name: string, value: unknown, min = 0) => {
      if (!Number.isInteger(value) || (value as number) < min) invalid(`the transition's skill.${name} must be an integer >= ${min}; got ${String(value)}`);
    };
    if (skill !== undefined) {
      if (skill.intentHash !== key.intentHash) invalid(`the transition's skill is for intent ${skill.intentHash}, not ${key.intentHash}`);
      if (!statuses.has(skill.status)) invalid(`the transition's skill.status must be candidate, active, demoted or retired; got ${JSON.stringify(skill.status)}`);
      if (typeof skill.frameworkHash !== 'string' || !hexKey.test(skill.frameworkHash)) invalid("the transition's skill.frameworkHash must be 16 lowercase hex digits");
      for (const name of ['uses', 'successes', 'failures', 'consecutiveSuccesses', 'consecutiveFailures', 'lastUsedDayRank'] as const) count(name, skill[name]);
      count('version', skill.version, 1);
    }
    const touchesFramework = transition.ban !== undefined || transition.lift !== undefined || transition.frameworkFailureStreak !== undefined;
    if (touchesFramework && skillState.frameworkHash === undefined) invalid('the transition bans, lifts or counts a framework but the key names none and the intent has no skill');
    if (transition.ban !== undefined && transition.lift !== undefined) invalid('the transition both bans and lifts the framework');
    if (transition.lift !== undefined && skillState.antiSkill === undefined) invalid('the transition lifts an anti-skill that does not exist');
    if (transition.ban !== undefined && skill === undefined && skillState.skill === undefined) invalid('the transition bans a framework of an intent with no skill');
    const streak = transition.frameworkFailureStreak;
    if (streak !== undefined && (!Number.isInteger(streak) || streak < 0)) invalid(`the transition's frameworkFailureStreak must be a non-negative integer; got ${streak}`);
    for (const change of transition.changes) {
      const ok =
        change.kind === 'anti_skill_added' ? transition.ban !== undefined
        : change.kind === 'anti_skill_lifted' ? transition.lift !== undefined
        : skill !== undefined && change.kind === `skill_${skill.status}`;
      if (!ok || typeof change.reason !== 'string' || change.reason.length === 0) {
        invalid(`the transition's change ${JSON.stringify(change.kind)} does not match what it writes (or has no reason)`);
      }
    }
  };

  /** Served turns of an L1 row or L2 path: [ok, failed] (a failure: an error verdict or ✗). */
  const served = (field: 'canonicalQueryId' | 'multiToolPathId', id: number): [number, number] => {
    let ok = 0;
    let failed = 0;
    for (const observation of state.observations) {
      if (observation[field] !== id) continue;
      if (observation.verdict === 'ok' && observation.feedback !== 'down') ok += 1;
      else failed += 1;
    }
    return [ok, failed];
  };

  const retireOne = (subjectKind: AgedSubjectKind, subject: string, reason: string, dayRank: number): ChangeRow | undefined => {
    if (subjectKind === 'skill') {
      const skill = state.skills.get(subject);
      if (skill === undefined || skill.status === 'retired') return undefined;
      const after: SkillRecord = { ...skill, status: 'retired', updatedAt: now() };
      state.skills.set(subject, after);
      return log({ kind: 'skill_retired', subjectKind, subject, label: skillLabel(skill), reason, dayRank, before: skillSnapshot(skill), after: skillSnapshot(after), undo: structuredClone(skill) });
    }
    if (subjectKind === 'canonical_query') {
      const row = state.canonical.get(Number(subject));
      if (row === undefined || row.retired) return undefined;
      const undo = structuredClone(row);
      const after = { ...row, retired: true };
      state.canonical.set(row.id, after);
      bumpCanonical(row.id);
      return log({ kind: 'canonical_query_retired', subjectKind, subject, label: `${row.query} → ${row.tool}`, reason, dayRank, before: canonicalSnapshot(row), after: canonicalSnapshot(after), undo });
    }
    const path = state.paths.get(Number(subject));
    if (path === undefined || path.retired) return undefined;
    const undo = structuredClone(path);
    const after = { ...path, retired: true };
    state.paths.set(path.id, after);
    return log({ kind: 'multi_tool_path_retired', subjectKind, subject, label: pathLabel(path), reason, dayRank, before: pathSnapshot(path), after: pathSnapshot(after), undo });
  };
  const pathLabel = (path: PathRow) => `${path.canonicalQuery} (${path.steps.map((step) => step.tool).join(' → ')})`;

  /** Puts the subject of `row` back as it was before `row`; returns the subject's snapshots around the revert. */
  const restore = (row: ChangeRow): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } => {
    switch (row.subjectKind) {
      case 'skill': {
        const current = state.skills.get(row.subject);
        const previous = row.undo as SkillRecord | null;
        if (previous === null) {
          state.skills.delete(row.subject);
          for (const key of [...state.streaks.keys()]) if (key.startsWith(`${row.subject}:`)) state.streaks.delete(key);
        } else state.skills.set(row.subject, { ...previous, updatedAt: now() });
        return { before: skillSnapshot(current), after: skillSnapshot(previous ?? undefined) };
      }
      case 'anti_skill': {
        const current = state.antiSkills.get(row.subject);
        let previous = row.undo as AntiSkillRecord | null;
        if (previous === null) state.antiSkills.delete(row.subject);
        else {
          // An expired ban comes back for a fresh window of its length from today.
          if (row.kind === 'anti_skill_expired') {
            const today = currentDayRank();
            previous = { ...previous, createdDayRank: today, expiresDayRank: today + previous.expiresDayRank - previous.createdDayRank };
          }
          state.antiSkills.set(row.subject, previous);
        }
        return { before: antiSkillSnapshot(current), after: antiSkillSnapshot(previous ?? undefined) };
      }
      case 'canonical_query': {
        const current = state.canonical.get(Number(row.subject))!;
        const previous = row.undo as CanonicalRow;
        state.canonical.set(previous.id, { ...previous, observed: current.observed, lastDayRank: Math.max(previous.lastDayRank, current.lastDayRank) });
        bumpCanonical(previous.id);
        return { before: canonicalSnapshot(current), after: canonicalSnapshot(previous) };
      }
      default: {
        const current = state.paths.get(Number(row.subject))!;
        const previous = row.undo as PathRow;
        const back: PathRow = row.kind === 'multi_tool_path_retired' ? { ...previous, lastDayRank: Math.max(previous.lastDayRank, currentDayRank()) } : previous;
        state.paths.set(back.id, back);
        const protoId = row.after?.protoExecutorId;
        if (row.kind === 'multi_tool_path_promoted') state.protos = state.protos.filter((proto) => proto.id !== protoId);
        return { before: pathSnapshot(current), after: pathSnapshot(back) };
      }
    }
  };

  const store: PraxisStore = {
    // ---- skills ----
    findSkill(intentHash, options = {}) {
      open();
      const skill = state.skills.get(intentHash);
      if (skill === undefined || (options.includeAll !== true && skill.status !== 'active')) return undefined;
      return structuredClone(skill);
    },

    updateSkill(key, decide) {
      checkKey(key);
      return transaction(() => {
        const { intentHash, dayRank, turnId } = key;
        const before = state.skills.get(intentHash);
        const hash = key.frameworkHash ?? before?.frameworkHash;
        const antiBefore = hash === undefined ? undefined : state.antiSkills.get(pairKey(intentHash, hash));
        const skillState: SkillState = {
          ...(before === undefined ? {} : { skill: structuredClone(before) }),
          ...(hash === undefined ? {} : { frameworkHash: hash }),
          frameworkFailureStreak: hash === undefined ? 0 : (state.streaks.get(pairKey(intentHash, hash)) ?? 0),
          ...(antiBefore === undefined ? {} : { antiSkill: { ...antiBefore } }),
        };
        const transition = decide(skillState);
        checkTransition(key, skillState, transition);
        let after = before;
        if (transition.skill !== undefined) {
          const draft = structuredClone(transition.skill);
          const stamp = now();
          after = { ...draft, successRate: draft.uses === 0 ? 0 : draft.successes / draft.uses, createdAt: before?.createdAt ?? stamp, updatedAt: stamp };
          state.skills.set(intentHash, after);
        }
        const pair = hash === undefined ? '' : pairKey(intentHash, hash);
        if (transition.frameworkFailureStreak !== undefined) {
          if (transition.frameworkFailureStreak === 0) state.streaks.delete(pair);
          else state.streaks.set(pair, transition.frameworkFailureStreak);
        }
        let antiAfter = antiBefore;
        if (transition.ban !== undefined) {
          antiAfter = { intentHash, frameworkHash: hash!, ...transition.ban };
          state.antiSkills.set(pair, antiAfter);
        } else if (transition.lift !== undefined) {
          antiAfter = undefined;
          state.antiSkills.delete(pair);
        }
        const label = after === undefined ? intentHash : skillLabel(after);
        for (const change of transition.changes) {
          const isSkill = change.kind.startsWith('skill_');
          log({
            kind: change.kind,
            subjectKind: isSkill ? 'skill' : 'anti_skill',
            subject: isSkill ? intentHash : pair,
            label: isSkill ? label : `${label} · plan ${hash!.slice(0, 8)}`,
            reason: change.reason,
            ...(turnId === undefined ? {} : { turnId }),
            dayRank,
            before: isSkill ? skillSnapshot(before) : antiSkillSnapshot(antiBefore),
            after: isSkill ? skillSnapshot(after) : antiSkillSnapshot(antiAfter),
            undo: structuredClone(isSkill ? (before ?? null) : (antiBefore ?? null)),
          });
        }
        return after === undefined ? undefined : structuredClone(after);
      });
    },

    findAntiSkills(intentHash, dayRank) {
      open();
      return [...state.antiSkills.values()]
        .filter((anti) => anti.intentHash === intentHash && anti.expiresDayRank > dayRank)
        .sort((a, b) => byText(a.frameworkHash, b.frameworkHash))
        .map((anti) => ({ ...anti }));
    },

    listSkills(options = {}) {
      open();
      return [...state.skills.values()]
        .filter((skill) => options.status === undefined || skill.status === options.status)
        .sort((a, b) => byText(b.updatedAt, a.updatedAt) || byText(a.intentHash, b.intentHash))
        .map((skill) => structuredClone(skill));
    },

    listSkillsByVerbObject(verb, object) {
      open();
      return [...state.skills.values()]
        .filter((skill) => skill.intent.verb === verb && skill.intent.object === object && skill.status !== 'retired')
        .sort((a, b) => b.successes - a.successes || byText(b.updatedAt, a.updatedAt) || byText(a.intentHash, b.intentHash))
        .map((skill) => structuredClone(skill));
    },

    listAntiSkills(dayRank) {
      open();
      return [...state.antiSkills.values()]
        .filter((anti) => dayRank === undefined || anti.expiresDayRank > dayRank)
        .sort((a, b) => byText(a.intentHash, b.intentHash) || byText(a.frameworkHash, b.frameworkHash))
        .map((anti) => ({ ...anti }));
    },

    forgetSkill(intentHash) {
      open();
      if (!state.skills.delete(intentHash)) return false;
      for (const [key, anti] of [...state.antiSkills]) if (anti.intentHash === intentHash) state.antiSkills.delete(key);
      for (const key of [...state.streaks.keys()]) if (key.startsWith(`${intentHash}:`)) state.streaks.delete(key);
      return true;
    },

    // ---- observations ----
    appendObservation(observation) {
      open();
      if (typeof observation.turnId !== 'string' || observation.turnId.length === 0) invalid('turnId must be a non-empty string');
      if (state.observations.some((row) => row.turnId === observation.turnId)) {
        throw new MemoryPraxisStoreError({ code: 'conflict', message: `an observation of turn ${observation.turnId} is already recorded` });
      }
      for (const field of ['canonicalQueryId', 'multiToolPathId'] as const) {
        const value = observation[field];
        if (value !== undefined && (!Number.isInteger(value) || value < 1)) invalid(`${field} must be a positive integer; got ${value}`);
      }
      if (observation.llmCalls !== undefined && (!Number.isInteger(observation.llmCalls) || observation.llmCalls < 0)) invalid('llmCalls must be a non-negative integer');
      const id = state.nextId.observation++;
      const row = { ...structuredClone(observation), id, createdAt: observation.createdAt ?? now() };
      state.observations.push(row);
      const canonical = observation.canonicalQueryId === undefined ? undefined : state.canonical.get(observation.canonicalQueryId);
      if (canonical !== undefined) state.canonical.set(canonical.id, { ...canonical, lastDayRank: currentDayRank() });
      return id;
    },

    setObservationFeedback(turnId, feedback) {
      open();
      const row = state.observations.find((observation) => observation.turnId === turnId);
      if (row === undefined) return false;
      row.feedback = feedback;
      return true;
    },

    findObservation(turnId) {
      open();
      const row = state.observations.find((observation) => observation.turnId === turnId);
      return row === undefined ? undefined : structuredClone(row);
    },

    listObservations({ limit = 50, offset = 0 } = {}) {
      open();
      return state.observations.slice().reverse().slice(offset, offset + limit).map((row) => structuredClone(row));
    },

    countObservations() {
      open();
      return state.observations.length;
    },

    // ---- canonical query log (L1) ----
    recordCanonicalQuery(input) {
      return transaction(() => {
        checkDimension(input.embedderId, input.vector);
        const existing = [...state.canonical.values()].find((row) => row.query === input.query && row.tool === input.tool && row.embedderId === input.embedderId);
        const dayRank = currentDayRank();
        let row: CanonicalRow;
        if (existing === undefined) {
          row = {
            id: state.nextId.canonical++,
            query: input.query,
            tool: input.tool,
            argsObserved: structuredClone(input.argsObserved),
            count: 1,
            embedderId: input.embedderId,
            vector: input.vector,
            ...(input.request === undefined ? {} : { request: input.request, observedAt: now() }),
            ...(input.language === undefined ? {} : { language: input.language }),
            retired: false,
            observed: 1,
            lastDayRank: dayRank,
          };
        } else if (existing.retired) {
          // Learned afresh after retirement: new arguments, a new count, this observation's language.
          const { language: _language, ...kept } = existing;
          row = {
            ...kept,
            argsObserved: structuredClone(input.argsObserved),
            count: 1,
            vector: input.vector,
            ...(input.request === undefined ? {} : { request: input.request, observedAt: now() }),
            ...(input.language === undefined ? {} : { language: input.language }),
            retired: false,
            observed: 1,
            lastDayRank: dayRank,
          };
          log({
            kind: 'canonical_query_relearned',
            subjectKind: 'canonical_query',
            subject: String(row.id),
            label: `${row.query} → ${row.tool}`,
            reason: 'observed again after retirement',
            dayRank,
            before: canonicalSnapshot(existing),
            after: canonicalSnapshot(row),
            undo: structuredClone(existing),
          });
        } else row = { ...existing, count: existing.count + 1, observed: existing.observed + 1, lastDayRank: dayRank };
        state.canonical.set(row.id, row);
        bumpCanonical(row.id);
        return toCanonicalRecord(row);
      });
    },

    listCanonicalCandidates(embedderId, minUses) {
      open();
      return [...state.canonical.values()]
        .filter((row) => row.embedderId === embedderId && row.count >= minUses && !row.retired)
        .sort((a, b) => b.count - a.count || a.id - b.id)
        .map(toCanonicalRecord);
    },

    listCanonicalCandidatesByQuery(embedderId, minUses, query) {
      return store.listCanonicalCandidates(embedderId, minUses).filter((row) => row.query === query);
    },

    listCanonicalCandidateChanges(embedderId, minUses, cursor) {
      open();
      const next = `memory:${state.canonicalLog.length}`;
      const position = cursor?.startsWith('memory:') === true ? Number(cursor.slice('memory:'.length)) : Number.NaN;
      if (!Number.isInteger(position) || position < 0 || position > state.canonicalLog.length) {
        return { cursor: next, reset: true, upserts: store.listCanonicalCandidates(embedderId, minUses), removals: [] };
      }
      const changed = [...new Set(state.canonicalLog.slice(position))]
        .map((id) => state.canonical.get(id)!)
        .filter((row) => row.embedderId === embedderId);
      const listed = (row: CanonicalRow) => row.count >= minUses && !row.retired;
      return { cursor: next, reset: false, upserts: changed.filter(listed).map(toCanonicalRecord), removals: changed.filter((row) => !listed(row)).map((row) => row.id) };
    },

    getCanonicalQueries(ids) {
      open();
      return ids.flatMap((id) => {
        const row = state.canonical.get(id);
        return row === undefined ? [] : [toCanonicalRecord(row)];
      });
    },

    demoteCanonicalQuery(id, options = {}) {
      return transaction(() => {
        const row = state.canonical.get(id);
        if (row === undefined) return false;
        if (row.count === 0) return true;
        const after = { ...row, count: 0 };
        state.canonical.set(id, after);
        bumpCanonical(id);
        log({
          kind: 'canonical_query_demoted',
          subjectKind: 'canonical_query',
          subject: String(id),
          label: `${row.query} → ${row.tool}`,
          reason: options.reason ?? '✗ feedback on an answer it served: needs its min uses afresh',
          ...(options.turnId === undefined ? {} : { turnId: options.turnId }),
          dayRank: currentDayRank(),
          before: canonicalSnapshot(row),
          after: canonicalSnapshot(after),
          undo: structuredClone(row),
        });
        return true;
      });
    },

    // ---- multi-tool paths (L2) ----
    recordMultiToolPath(input) {
      return transaction(() => {
        checkDimension(input.embedderId, input.vector);
        const existing = [...state.paths.values()].find((row) => row.signature === input.signature && row.embedderId === input.embedderId);
        const row: PathRow =
          existing === undefined
            ? {
                id: state.nextId.path++,
                canonicalQuery: input.canonicalQuery,
                signature: input.signature,
                steps: structuredClone(input.steps),
                uses: 1,
                lastDayRank: input.dayRank,
                promoted: false,
                embedderId: input.embedderId,
                vector: input.vector,
                ...(input.request === undefined ? {} : { request: input.request }),
                ...(input.language === undefined ? {} : { language: input.language }),
                retired: false,
              }
            : { ...existing, uses: existing.uses + 1, lastDayRank: Math.max(existing.lastDayRank, input.dayRank), retired: false };
        state.paths.set(row.id, row);
        return toPathRecord(row);
      });
    },

    listMultiToolCandidates(embedderId, minUses) {
      open();
      return [...state.paths.values()]
        .filter((row) => row.embedderId === embedderId && row.uses >= minUses && !row.retired)
        .sort((a, b) => b.uses - a.uses || a.id - b.id)
        .map(toPathRecord);
    },

    touchMultiToolPath(id, dayRank) {
      open();
      const row = state.paths.get(id);
      if (row === undefined) throw new MemoryPraxisStoreError({ code: 'not_found', message: `there is no multi-tool path #${id}` });
      state.paths.set(id, { ...row, uses: row.uses + 1, lastDayRank: Math.max(row.lastDayRank, dayRank) });
    },

    expireMultiToolPaths(currentDay, ttlActiveDays) {
      return transaction(() => {
        let expired = 0;
        for (const row of [...state.paths.values()].sort((a, b) => a.id - b.id)) {
          if (row.retired || currentDay - row.lastDayRank <= ttlActiveDays) continue;
          retireOne('multi_tool_path', String(row.id), `unused for ${currentDay - row.lastDayRank} active days (TTL ${ttlActiveDays})`, currentDay);
          expired += 1;
        }
        return expired;
      });
    },

    promoteMultiToolPaths(minUses) {
      return transaction(() => {
        const created: ProtoExecutorRecord[] = [];
        const candidates = [...state.paths.values()].filter((row) => !row.promoted && !row.retired && row.uses >= minUses).sort((a, b) => b.uses - a.uses || a.id - b.id);
        for (const row of candidates) {
          const proto: ProtoExecutorRecord = {
            id: state.nextId.proto++,
            pathId: row.id,
            canonicalQuery: row.canonicalQuery,
            steps: structuredClone(row.steps),
            placeholders: extractPathPlaceholders(row.steps),
            createdAt: now(),
          };
          state.protos.push(proto);
          const after = { ...row, promoted: true };
          state.paths.set(row.id, after);
          log({
            kind: 'multi_tool_path_promoted',
            subjectKind: 'multi_tool_path',
            subject: String(row.id),
            label: pathLabel(row),
            reason: `${row.uses} uses >= ${minUses}: promoted to a proto-executor`,
            dayRank: currentDayRank(),
            before: pathSnapshot(row),
            after: { ...pathSnapshot(after), protoExecutorId: proto.id },
            undo: structuredClone(row),
          });
          created.push(structuredClone(proto));
        }
        return created;
      });
    },

    listProtoExecutors() {
      open();
      return structuredClone(state.protos);
    },

    // ---- active days ----
    markActiveDay(day) {
      open();
      const valid = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) === day;
      if (!valid) invalid(`day must be a calendar day as YYYY-MM-DD; got ${JSON.stringify(day)}`);
      const known = state.days.get(day);
      if (known !== undefined) return known;
      const rank = currentDayRank() + 1;
      state.days.set(day, rank);
      return rank;
    },

    currentDayRank() {
      open();
      return currentDayRank();
    },

    // ---- aporiae ----
    recordAporia({ category, query, detail }) {
      open();
      if (!categories.has(category)) invalid(`unknown aporia category ${JSON.stringify(category)}`);
      if (typeof query !== 'string' || query.trim().length === 0) invalid('query must be a non-empty string');
      const key = `${category}\u0000${query}`;
      const existing = state.aporiae.get(key);
      const stamp = now();
      const record: AporiaRecord =
        existing === undefined
          ? { category, query, detail: String(detail ?? ''), count: 1, firstSeen: stamp, lastSeen: stamp }
          : { category, query, detail: String(detail ?? ''), count: existing.count + 1, firstSeen: existing.firstSeen, lastSeen: stamp };
      state.aporiae.set(key, record);
      return { ...record };
    },

    resolveAporiae(query) {
      open();
      let resolved = 0;
      for (const [key, record] of state.aporiae) {
        if (record.query !== query || record.resolvedAt !== undefined) continue;
        state.aporiae.set(key, { ...record, resolvedAt: now() });
        resolved += 1;
      }
      return resolved;
    },

    listAporiae() {
      open();
      return [...state.aporiae.values()]
        .sort((a, b) => b.count - a.count || byText(b.lastSeen, a.lastSeen) || byText(a.category, b.category) || byText(a.query, b.query))
        .map((record) => ({ ...record }));
    },

    // ---- LLM cache ----
    getCached(namespace, key) {
      open();
      return state.cache.get(namespace)?.get(key);
    },

    setCached(namespace, key, value) {
      open();
      let entries = state.cache.get(namespace);
      if (entries === undefined) state.cache.set(namespace, (entries = new Map()));
      entries.set(key, value);
    },

    // ---- learning changes ----
    listLearningChanges({ limit = 50, offset = 0, subjectKind } = {}) {
      open();
      if (subjectKind !== undefined && !subjectKinds.has(subjectKind)) invalid(`subjectKind must be one of ${[...subjectKinds].join(', ')}; got ${JSON.stringify(subjectKind)}`);
      return state.changes
        .filter((row) => subjectKind === undefined || row.subjectKind === subjectKind)
        .reverse()
        .slice(offset, offset + limit)
        .map(toChangeRecord);
    },

    findLearningChange(id) {
      open();
      const row = state.changes.find((change) => change.id === id);
      return row === undefined ? undefined : toChangeRecord(row);
    },

    countLearningChanges() {
      open();
      return state.changes.length;
    },

    revertLearningChange(id, options = {}) {
      return transaction(() => {
        const row = state.changes.find((change) => change.id === id);
        if (row === undefined) return { reverted: false, reason: `there is no learning change #${id} (metnos changes lists them)` };
        const refused = refusal(row);
        if (refused !== undefined) return { reverted: false, reason: refused };
        const around = restore(row);
        const revert = log({
          kind: 'reverted',
          subjectKind: row.subjectKind,
          subject: row.subject,
          label: row.label,
          reason: `revert of change #${row.id} (${row.kind})`,
          ...(options.turnId === undefined ? {} : { turnId: options.turnId }),
          dayRank: currentDayRank(),
          ...around,
          revertOf: row.id,
          undo: null,
        });
        row.revertedBy = revert.id;
        return { reverted: true, change: toChangeRecord(revert) };
      });
    },

    recordKnownExecutors(executors) {
      return transaction(() => {
        const logged: LearningChangeRecord[] = [];
        for (const { name, description } of executors) {
          if (state.executors.has(name)) continue;
          state.executors.add(name);
          const row = log({
            kind: 'executor_added',
            subjectKind: 'executor',
            subject: name,
            label: name,
            reason: description === undefined ? 'a new executor was loaded' : `a new executor was loaded: ${description}`,
            dayRank: currentDayRank(),
            before: null,
            after: { name },
            undo: null,
          });
          logged.push(toChangeRecord(row));
        }
        return logged;
      });
    },

    listLearnedUsage() {
      open();
      const usage: LearnedUsage[] = [];
      for (const skill of [...state.skills.values()].sort((a, b) => byText(a.intentHash, b.intentHash))) {
        if (skill.status === 'retired') continue;
        usage.push({ subjectKind: 'skill', subject: skill.intentHash, label: skillLabel(skill), successes: skill.successes, failures: skill.failures, lastUsedDayRank: skill.lastUsedDayRank ?? 0 });
      }
      for (const row of [...state.canonical.values()].sort((a, b) => a.id - b.id)) {
        if (row.retired) continue;
        const [ok, failed] = served('canonicalQueryId', row.id);
        usage.push({ subjectKind: 'canonical_query', subject: String(row.id), label: `${row.query} → ${row.tool}`, successes: row.observed + ok, failures: failed, lastUsedDayRank: row.lastDayRank });
      }
      for (const row of [...state.paths.values()].sort((a, b) => a.id - b.id)) {
        if (row.retired) continue;
        const [, failed] = served('multiToolPathId', row.id);
        usage.push({ subjectKind: 'multi_tool_path', subject: String(row.id), label: pathLabel(row), successes: Math.max(0, row.uses - failed), failures: failed, lastUsedDayRank: row.lastDayRank });
      }
      return usage;
    },

    retireLearned(retirements, { dayRank }) {
      return transaction(() => {
        const logged: LearningChangeRecord[] = [];
        for (const { subjectKind, subject, reason } of retirements) {
          if (!agedKinds.has(subjectKind)) invalid(`subjectKind must be skill, canonical_query or multi_tool_path; got ${JSON.stringify(subjectKind)}`);
          const row = retireOne(subjectKind, subject, reason, dayRank);
          if (row !== undefined) logged.push(toChangeRecord(row));
        }
        return logged;
      });
    },

    expireAntiSkills(dayRank) {
      return transaction(() => {
        const logged: LearningChangeRecord[] = [];
        const due = [...state.antiSkills.entries()]
          .filter(([, anti]) => anti.expiresDayRank <= dayRank)
          .sort(([a], [b]) => byText(a, b));
        for (const [key, anti] of due) {
          state.antiSkills.delete(key);
          const skill = state.skills.get(anti.intentHash);
          const row = log({
            kind: 'anti_skill_expired' satisfies LearningChangeKind,
            subjectKind: 'anti_skill',
            subject: key,
            label: `${skill === undefined ? anti.intentHash : skillLabel(skill)} · plan ${anti.frameworkHash.slice(0, 8)}`,
            reason: `its ${anti.expiresDayRank - anti.createdDayRank} active days ran out (active day ${dayRank}): the plan may be tried again`,
            dayRank,
            before: antiSkillSnapshot(anti),
            after: null,
            undo: { ...anti },
          });
          logged.push(toChangeRecord(row));
        }
        return logged;
      });
    },

    // ---- statistics ----
    listTurnStats({ since }) {
      open();
      return state.observations
        .filter((row) => row.createdAt >= since)
        .sort((a, b) => byText(a.createdAt, b.createdAt) || a.id - b.id)
        .map((row) => ({
          createdAt: row.createdAt,
          layer: row.layer,
          verdict: row.verdict,
          ...(row.totalMs === undefined ? {} : { totalMs: row.totalMs }),
          ...(row.llmCalls === undefined ? {} : { llmCalls: row.llmCalls }),
        }));
    },

    listSkillChangeStats({ since }) {
      open();
      return state.changes
        .filter((row) => skillStatKinds.has(row.kind) && row.createdAt >= since)
        .map((row) => ({ kind: row.kind as 'skill_active' | 'skill_demoted' | 'skill_retired', createdAt: row.createdAt }));
    },

    listAporiaSpans() {
      open();
      return [...state.aporiae.values()]
        .sort((a, b) => byText(a.firstSeen, b.firstSeen))
        .map((record) => ({ firstSeen: record.firstSeen, ...(record.resolvedAt === undefined ? {} : { resolvedAt: record.resolvedAt }) }));
    },

    close() {
      closed = true;
    },
  };
  return store;
}
