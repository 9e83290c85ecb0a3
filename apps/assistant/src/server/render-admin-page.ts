import type { Assistant } from '../turn/assistant';
import { escapeHtml } from '../html/escape-html';
import { renderLearningDashboard } from '../stats/render-learning-dashboard';

/** Days the admin landing page charts. */
const dashboardDays = 14;

/** The admin pages: one table each, with counts. */
export type AdminPage = 'skills' | 'anti-skills' | 'observations' | 'aporiae' | 'changes';

const pages: AdminPage[] = ['skills', 'anti-skills', 'observations', 'aporiae', 'changes'];

/**
 * Renders `/admin/<page>`, or the landing page when `page` is undefined (the learning dashboard: who answered,
 * model calls made and avoided, time per layer, skill changes, open aporiae, as server-side SVG charts with their
 * tables), as a self-contained HTML document. Cells wrap
 * anywhere, so a long query or path never makes a table wider than the window.
 */
export function renderAdminPage(assistant: Assistant, page: AdminPage | undefined): string {
  const counts: Record<AdminPage, number> = {
    skills: assistant.listSkills().length,
    'anti-skills': assistant.listAntiSkills().length,
    observations: assistant.countObservations(),
    aporiae: assistant.listAporiae().length,
    changes: assistant.countChanges(),
  };
  const navigation = pages.map((name) => `<a href="/admin/${name}">${escapeHtml(name)} (<span data-count="${name}">${counts[name]}</span>)</a>`).join(' · ');
  // The landing page shows the assistant learning; the tables are one link away.
  const body = page === undefined ? renderLearningDashboard(assistant.learningStats({ days: dashboardDays })) : renderTable(assistant, page);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Metnos admin${page ? ` · ${escapeHtml(page)}` : ' · learning'}</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere;white-space:pre-wrap}th{background:#f3f3f3;white-space:normal}code{font-size:12px;white-space:pre-wrap}.chart-box{max-width:760px;margin:1.5rem 0}.chart-box h2{font-size:16px}.chart{display:block}.note{color:#555}.figures{font-size:12px}.figures caption{text-align:left;color:#555}.headline{font-size:15px}</style>
</head><body><h1>Metnos admin${page ? ` · ${escapeHtml(page)}` : ''}</h1><nav><a href="/">chat</a> · ${navigation}</nav>${body}</body></html>`;
}

function renderTable(assistant: Assistant, page: AdminPage): string {
  switch (page) {
    case 'skills':
      return table(
        ['intent hash', 'intent', 'status', 'uses', 'successes', 'failures', 'streak', 'version', 'framework', 'updated'],
        assistant.listSkills().map((skill) => [
          skill.intentHash,
          `${skill.intent.verb} ${skill.intent.object} [${skill.intent.keywords.join(', ')}]`,
          skill.status,
          skill.uses,
          skill.successes,
          skill.failures,
          skill.consecutiveSuccesses,
          skill.version,
          skill.framework.steps.map((step) => step.tool).join(' → '),
          skill.updatedAt,
        ]),
      );
    case 'anti-skills':
      return table(
        ['intent hash', 'framework hash', 'reason', 'created (active day)', 'expires (active day)'],
        assistant.listAntiSkills().map((anti) => [anti.intentHash, anti.frameworkHash, anti.reason, anti.createdDayRank, anti.expiresDayRank]),
      );
    case 'observations':
      return table(
        ['turn', 'query', 'layer', 'verdict', 'feedback', 'latencies (ms)', 'at'],
        assistant.listObservations({ limit: 200 }).map((observation) => [
          observation.turnId,
          observation.query,
          observation.layer,
          observation.verdict,
          observation.feedback ?? '',
          Object.entries(observation.latencies)
            .map(([layer, ms]) => `${layer} ${ms.toFixed(1)}`)
            .join(', '),
          observation.createdAt ?? '',
        ]),
      );
    case 'aporiae':
      return table(
        ['category', 'query', 'detail', 'count', 'first seen', 'last seen'],
        assistant.listAporiae().map((aporia) => [aporia.category, aporia.query, aporia.detail, aporia.count, aporia.firstSeen, aporia.lastSeen]),
      );
    case 'changes':
      // Every learning change; a revert runs from the CLI or POST /api/changes/revert (this page has no script).
      return table(
        ['#', 'at', 'active day', 'change', 'subject', 'why', 'turn', 'revert'],
        assistant.listChanges({ limit: 200 }).map((change) => [
          change.id,
          change.createdAt,
          change.dayRank,
          change.kind,
          change.label,
          change.reason,
          change.turnId ?? '',
          change.revertedBy !== undefined
            ? `reverted by #${change.revertedBy}`
            : change.revertible
              ? `metnos changes revert ${change.id}`
              : `not revertible: ${change.notRevertibleReason ?? ''}`,
        ]),
      );
  }
}

function table(headers: string[], rows: unknown[][]): string {
  const head = headers.map((header) => `<th>${escapeHtml(header)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  return `<p><span data-testid="row-count">${rows.length}</span> rows</p><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Whether `name` is an admin page. */
export function isAdminPage(name: string): name is AdminPage {
  return (pages as string[]).includes(name);
}
