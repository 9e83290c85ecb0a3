import { escapeHtml } from '../html/escape-html';

/** A bar chart: one group of bars per label (a day, a layer), one bar per series, stacked or side by side. */
export interface BarChart {
  /** Id of the chart (its `<title>` and its table refer to it). */
  id: string;
  title: string;
  labels: readonly string[];
  series: ReadonlyArray<{ name: string; color: string; values: readonly number[] }>;
  stacked?: boolean;
  /** Appended to axis values ("%", " ms"). */
  unit?: string;
}

const width = 720;
const height = 240;
const margin = { top: 12, right: 12, bottom: 48, left: 52 };

/**
 * A bar chart as inline SVG, drawn on the server: no script, no font or stylesheet to load, so it renders under the
 * admin pages' policy (`default-src 'none'`) and offline. The image is labelled by its title; its figures are in
 * the table {@link renderChartTable} writes beside it. Every bar carries its series and value (`data-series`,
 * `data-value`) and a `<title>` tooltip.
 */
export function renderBarChartSvg(chart: BarChart): string {
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const totals = chart.labels.map((_, index) => (chart.stacked ? chart.series.reduce((sum, series) => sum + (series.values[index] ?? 0), 0) : Math.max(0, ...chart.series.map((series) => series.values[index] ?? 0))));
  const top = niceCeiling(Math.max(0, ...totals));
  const y = (value: number) => margin.top + plotHeight - (top === 0 ? 0 : (value / top) * plotHeight);
  const slot = plotWidth / Math.max(1, chart.labels.length);
  const barWidth = chart.stacked ? slot * 0.7 : (slot * 0.8) / Math.max(1, chart.series.length);
  const unit = chart.unit ?? '';
  const parts: string[] = [];
  for (const tick of [0, 0.5, 1]) {
    const value = top * tick;
    parts.push(`<line x1="${margin.left}" x2="${width - margin.right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" stroke="#ddd"/>`);
    parts.push(`<text x="${margin.left - 6}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end" font-size="11" fill="#555">${escapeHtml(formatValue(value))}${escapeHtml(unit)}</text>`);
  }
  chart.labels.forEach((label, index) => {
    const left = margin.left + index * slot;
    let stackBase = 0;
    chart.series.forEach((series, seriesIndex) => {
      const value = series.values[index] ?? 0;
      const x = chart.stacked ? left + (slot - barWidth) / 2 : left + slot * 0.1 + seriesIndex * barWidth;
      const from = chart.stacked ? stackBase : 0;
      stackBase += chart.stacked ? value : 0;
      const barTop = y(from + value);
      const barHeight = Math.max(0, y(from) - barTop);
      parts.push(
        `<rect class="bar" x="${x.toFixed(1)}" y="${barTop.toFixed(1)}" width="${Math.max(1, barWidth - 1).toFixed(1)}" height="${barHeight.toFixed(1)}" fill="${series.color}" data-series="${escapeHtml(series.name)}" data-label="${escapeHtml(label)}" data-value="${value}"><title>${escapeHtml(`${label} · ${series.name}: ${formatValue(value)}${unit}`)}</title></rect>`,
      );
    });
    parts.push(`<text x="${(left + slot / 2).toFixed(1)}" y="${height - margin.bottom + 16}" text-anchor="middle" font-size="11" fill="#333">${escapeHtml(label)}</text>`);
  });
  // Each legend entry is as wide as its name (about 6.5 px a character at 11 px).
  let legendX = margin.left;
  const legend = chart.series
    .map((series) => {
      const x = legendX;
      legendX += 24 + Math.ceil(series.name.length * 6.5);
      return `<rect x="${x}" y="${height - 18}" width="10" height="10" fill="${series.color}"/><text x="${x + 14}" y="${height - 9}" font-size="11" fill="#333">${escapeHtml(series.name)}</text>`;
    })
    .join('');
  return `<svg id="${chart.id}" class="chart" role="img" aria-labelledby="${chart.id}-title" viewBox="0 0 ${width} ${height}" width="100%" xmlns="http://www.w3.org/2000/svg"><title id="${chart.id}-title">${escapeHtml(chart.title)}</title>${parts.join('')}${legend}</svg>`;
}

/** The figures of a chart as a table (one row per label, one column per series), for screen readers and copying. */
export function renderChartTable(chart: BarChart, { labelHeader }: { labelHeader: string }): string {
  const unit = chart.unit ?? '';
  const head = `<tr><th scope="col">${escapeHtml(labelHeader)}</th>${chart.series.map((series) => `<th scope="col">${escapeHtml(series.name)}</th>`).join('')}</tr>`;
  const rows = chart.labels.map((label, index) => `<tr><th scope="row">${escapeHtml(label)}</th>${chart.series.map((series) => `<td>${escapeHtml(formatValue(series.values[index] ?? 0))}${escapeHtml(unit)}</td>`).join('')}</tr>`);
  return `<table class="figures" data-chart="${chart.id}"><caption>${escapeHtml(chart.title)}</caption>${head}${rows.join('')}</table>`;
}

function formatValue(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** 1, 2, 5 × 10^n at or above `value` (the axis top), 1 for an empty chart. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value) ?? 10 * power);
}
