import type { StatsStore, TurnLayer } from '@metnos/core';
import { answeringLayers, memoryLayers, type AnsweringLayer, type DayStats, type LatencySummary, type LearningStats } from '../turn/learning-stats';

/** A planned turn asks the intent and the plan: two calls, when the window has no planner turn to measure. */
const defaultPlannerCalls = 2;

/**
 * The learning statistics of the `days` local days ending today (in `timeZone`), read from the store: per day who
 * answered, the model calls made and avoided, the turns' median and p95 time per layer, the skills promoted, demoted
 * and retired, and the aporiae still open. Calls avoided: each memory turn (L0/L1/L2/skill) saves the calls a
 * planned turn makes (the window's median over planner turns) less those it made itself.
 */
export function summariseLearningStats(store: StatsStore, { days, now, timeZone }: { days: number; now: Date; timeZone: string }): LearningStats {
  const dayOf = localDayReader(timeZone);
  const today = dayOf(now);
  const window = Array.from({ length: days }, (_, index) => shiftDay(today, index - days + 1));
  // A day ahead of the first, in UTC, covers every zone's first local day.
  const since = `${shiftDay(window[0] ?? today, -1)}T00:00:00.000Z`;
  const inWindow = new Set(window);
  const turns = store.listTurnStats({ since }).map((turn) => ({ ...turn, day: dayOf(new Date(turn.createdAt)), layer: answeringLayer(turn.layer, turn.verdict) })).filter((turn) => inWindow.has(turn.day));
  const plannerCalls = turns.filter((turn) => turn.layer === 'planner' && turn.llmCalls !== undefined).map((turn) => turn.llmCalls as number);
  const baseline = plannerCalls.length === 0 ? defaultPlannerCalls : percentile(plannerCalls, 0.5);
  const avoidedBy = (turn: (typeof turns)[number]) => (memoryLayers.includes(turn.layer) && turn.llmCalls !== undefined ? Math.max(0, baseline - turn.llmCalls) : 0);
  const changes = store.listSkillChangeStats({ since }).map((change) => ({ ...change, day: dayOf(new Date(change.createdAt)) }));
  const aporiae = store.listAporiaSpans().map((span) => ({ opened: dayOf(new Date(span.firstSeen)), closed: span.resolvedAt === undefined ? undefined : dayOf(new Date(span.resolvedAt)) }));

  const stats: DayStats[] = window.map((day) => {
    const ofDay = turns.filter((turn) => turn.day === day);
    const ofChanges = changes.filter((change) => change.day === day);
    return {
      day,
      turns: ofDay.length,
      answeredBy: Object.fromEntries(answeringLayers.map((layer) => [layer, ofDay.filter((turn) => turn.layer === layer).length])) as Record<AnsweringLayer, number>,
      llmCalls: ofDay.reduce((sum, turn) => sum + (turn.llmCalls ?? 0), 0),
      llmCallsAvoided: ofDay.reduce((sum, turn) => sum + avoidedBy(turn), 0),
      latency: latencyByLayer(ofDay),
      skills: {
        promoted: ofChanges.filter((change) => change.kind === 'skill_active').length,
        demoted: ofChanges.filter((change) => change.kind === 'skill_demoted').length,
        retired: ofChanges.filter((change) => change.kind === 'skill_retired').length,
      },
      // Open at the end of the day: seen by then and not resolved by then (days compare as text).
      openAporiae: aporiae.filter((span) => span.opened <= day && (span.closed === undefined || span.closed > day)).length,
    };
  });
  const memoryTurns = turns.filter((turn) => memoryLayers.includes(turn.layer)).length;
  return {
    timeZone,
    days: stats,
    plannerCallsBaseline: baseline,
    total: {
      turns: turns.length,
      memoryShare: turns.length === 0 ? 0 : memoryTurns / turns.length,
      llmCalls: stats.reduce((sum, day) => sum + day.llmCalls, 0),
      llmCallsAvoided: stats.reduce((sum, day) => sum + day.llmCallsAvoided, 0),
      latency: latencyByLayer(turns),
      openAporiae: aporiae.filter((span) => span.closed === undefined).length,
    },
  };
}

/** The statistics' layer of a turn: Aporia's dead-ends by verdict, Pronoia's re-plans as the planner's. */
function answeringLayer(layer: TurnLayer, verdict: string): AnsweringLayer {
  if (verdict === 'aporia' || layer === 'aporia') return 'aporia';
  if (layer === 'pronoia') return 'planner';
  return (answeringLayers as readonly string[]).includes(layer) ? (layer as AnsweringLayer) : 'planner';
}

function latencyByLayer(turns: ReadonlyArray<{ layer: AnsweringLayer; totalMs?: number }>): Partial<Record<AnsweringLayer, LatencySummary>> {
  const summary: Partial<Record<AnsweringLayer, LatencySummary>> = {};
  for (const layer of answeringLayers) {
    const times = turns.filter((turn) => turn.layer === layer && turn.totalMs !== undefined).map((turn) => turn.totalMs as number);
    if (times.length > 0) summary[layer] = { turns: times.length, medianMs: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)) };
  }
  return summary;
}

/** The `fraction` percentile by the nearest-rank method (a value that occurred). */
function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function localDayReader(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (instant) => format.format(instant);
}

function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}
