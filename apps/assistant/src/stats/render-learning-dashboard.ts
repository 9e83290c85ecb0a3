import { escapeHtml } from '../html/escape-html';
import type { BarChart } from './render-bar-chart-svg';
import { renderBarChartSvg, renderChartTable } from './render-bar-chart-svg';
import { answeringLayers, type AnsweringLayer, type LearningStats } from '../turn/learning-stats';

const layerNames: Record<AnsweringLayer, string> = {
  L0: 'L0 literal',
  L1: 'L1 known step',
  L2: 'L2 known pipeline',
  skill: 'skill',
  single_step: 'single step',
  planner: 'planner',
  aporia: 'Aporia',
};
const layerColors: Record<AnsweringLayer, string> = {
  L0: '#1b7837',
  L1: '#5aae61',
  L2: '#a6dba0',
  skill: '#2166ac',
  single_step: '#f4a582',
  planner: '#d6604d',
  aporia: '#888888',
};
const percent = (share: number) => Math.round(share * 1000) / 10;

/**
 * The admin landing page's body: what Praxis is for in one paragraph and the window's headline figures, then five
 * charts (who answered, model calls made and avoided, time per layer, skill changes, open aporiae), each an inline
 * SVG followed by its table.
 */
export function renderLearningDashboard(stats: LearningStats): string {
  const labels = stats.days.map((day) => day.day.slice(5));
  const share = (day: LearningStats['days'][number], layer: AnsweringLayer) => (day.turns === 0 ? 0 : percent(day.answeredBy[layer] / day.turns));
  const timed = answeringLayers.filter((layer) => stats.total.latency[layer] !== undefined);
  const charts: Array<{ chart: BarChart; labelHeader: string; note: string }> = [
    {
      chart: {
        id: 'chart-answered-by',
        title: 'Share of turns answered by each layer, per day',
        labels,
        stacked: true,
        unit: '%',
        series: answeringLayers.map((layer) => ({ name: layerNames[layer], color: layerColors[layer], values: stats.days.map((day) => share(day, layer)) })),
      },
      labelHeader: 'day',
      note: 'Green and blue are answers from memory; orange and red needed the model; grey ended in Aporia.',
    },
    {
      chart: {
        id: 'chart-llm-calls',
        title: 'Model calls made and avoided, per day',
        labels,
        series: [
          { name: 'made', color: '#d6604d', values: stats.days.map((day) => day.llmCalls) },
          { name: 'avoided', color: '#2166ac', values: stats.days.map((day) => day.llmCallsAvoided) },
        ],
      },
      labelHeader: 'day',
      note: `Avoided: each turn answered from memory saves the ${stats.plannerCallsBaseline} calls a planned turn makes here (median), less any it made.`,
    },
    {
      chart: {
        id: 'chart-latency',
        title: `Turn time by answering layer, last ${stats.days.length} days`,
        labels: timed.map((layer) => layerNames[layer]),
        unit: ' ms',
        series: [
          { name: 'median', color: '#4393c3', values: timed.map((layer) => stats.total.latency[layer]?.medianMs ?? 0) },
          { name: 'p95', color: '#92c5de', values: timed.map((layer) => stats.total.latency[layer]?.p95Ms ?? 0) },
        ],
      },
      labelHeader: 'layer',
      note: 'Whole turns, from the request to the reply.',
    },
    {
      chart: {
        id: 'chart-skills',
        title: 'Skills promoted, demoted and retired, per day',
        labels,
        series: [
          { name: 'promoted', color: '#1b7837', values: stats.days.map((day) => day.skills.promoted) },
          { name: 'demoted', color: '#f4a582', values: stats.days.map((day) => day.skills.demoted) },
          { name: 'retired', color: '#888888', values: stats.days.map((day) => day.skills.retired) },
        ],
      },
      labelHeader: 'day',
      note: 'A plan that worked twice in a row becomes a skill; ✗ or failures demote it; low efficacy retires it.',
    },
    {
      chart: {
        id: 'chart-aporiae',
        title: 'Open aporiae at the end of each day',
        labels,
        series: [{ name: 'open', color: '#888888', values: stats.days.map((day) => day.openAporiae) }],
      },
      labelHeader: 'day',
      note: 'Requests that ended in a dead-end and have not been answered since.',
    },
  ];
  const { total } = stats;
  const headline = `<p class="headline">Last ${stats.days.length} days: <strong data-figure="turns">${total.turns}</strong> turns, <strong data-figure="memory-share">${percent(total.memoryShare)}%</strong> answered from memory, <strong data-figure="llm-calls">${total.llmCalls}</strong> model calls made and <strong data-figure="llm-calls-avoided">${total.llmCallsAvoided}</strong> avoided, <strong data-figure="open-aporiae">${total.openAporiae}</strong> open aporiae.</p>`;
  const intro =
    '<p>Metnos learns from every turn. A request it has answered before is answered from memory — a literal phrase (L0), a known single step (L1), a known pipeline (L2) or a learned skill — without asking the language model: faster, and with fewer model calls, the more it learns. New requests go to the planner; what it cannot do ends in Aporia, which says what is missing.</p>';
  const sections = charts.map(({ chart, labelHeader, note }) => `<section class="chart-box"><h2>${escapeHtml(chart.title)}</h2>${renderBarChartSvg(chart)}<p class="note">${escapeHtml(note)}</p>${renderChartTable(chart, { labelHeader })}</section>`);
  return `${intro}${headline}${sections.join('')}`;
}
