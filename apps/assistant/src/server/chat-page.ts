/**
 * The web chat: one static HTML document with inline CSS and JS (no build step). Replies are inserted with
 * `textContent` only, so nothing the user or the assistant writes is ever parsed as HTML. Under every reply:
 * the layer that answered, the latency, and ✓ ✗ ↺ buttons wired to POST /api/feedback (↺ shows the retried
 * answer as a new reply). A reply that waits for consent lists the steps and gets a "Confirm" button that posts
 * its token to `/api/confirm`, which runs exactly those steps.
 */
export const chatPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Metnos</title>
<style>
  body { font: 15px system-ui, sans-serif; margin: 0; display: flex; flex-direction: column; height: 100vh; }
  header { padding: .6rem 1rem; background: #222; color: #eee; display: flex; justify-content: space-between; }
  header a { color: #9cf; }
  #log { flex: 1; overflow-y: auto; padding: 1rem; }
  .turn { margin-bottom: 1rem; }
  .query { font-weight: 600; }
  .reply { white-space: pre-wrap; margin: .3rem 0; }
  .reply.failed { color: #a40; }
  .meta { font-size: 12px; color: #666; }
  .meta button { font-size: 14px; margin-right: .3rem; cursor: pointer; border: 1px solid #ccc; background: #fff; border-radius: 4px; }
  .meta button.up { color: #080; } .meta button.down { color: #c00; } .meta button.retry { color: #d80; }
  .meta button[disabled] { opacity: .5; cursor: default; }
  form { display: flex; gap: .5rem; padding: .8rem 1rem; border-top: 1px solid #ddd; }
  #query { flex: 1; font: inherit; padding: .4rem; }
</style>
</head>
<body>
<header><strong>Metnos</strong><a href="/admin">admin</a></header>
<main id="log" aria-live="polite"></main>
<form id="ask"><input id="query" name="query" autocomplete="off" placeholder="Ask something…" required><button type="submit">Ask</button></form>
<script>
const log = document.getElementById('log');
const form = document.getElementById('ask');
const input = document.getElementById('query');

async function post(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await response.json();
  if (!response.ok) throw new Error(json.error || response.statusText);
  return json;
}

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function showTurn(query, turn) {
  const box = element('div', 'turn');
  box.dataset.turnId = turn.turnId;
  box.dataset.layer = turn.layer;
  box.append(element('div', 'query', query));
  box.append(element('div', turn.ok ? 'reply' : 'reply failed', turn.reply));
  const meta = element('div', 'meta');
  const timings = turn.timings.map((timing) => timing.layer + ' ' + timing.ms.toFixed(1) + ' ms (' + timing.outcome + ')').join(', ');
  const info = element('span', 'layer', 'answered by ' + turn.layer + ' in ' + turn.totalMs.toFixed(1) + ' ms · ');
  info.title = timings;
  info.dataset.testid = 'layer';
  meta.append(info);
  const status = element('span', 'status', '');
  const buttons = [['up', '✓', 'correct answer'], ['down', '✗', 'wrong answer'], ['retry', '↺', 'retry without the learned skill']].map(([feedback, glyph, label]) => {
    const button = element('button', feedback, glyph);
    button.type = 'button';
    button.title = label;
    button.setAttribute('aria-label', label);
    button.dataset.feedback = feedback;
    button.addEventListener('click', async () => {
      buttons.forEach((other) => (other.disabled = true));
      try {
        const result = await post('/api/feedback', { turnId: turn.turnId, feedback });
        status.textContent = ' feedback ' + glyph + ' saved' + (result.skill ? ' · skill ' + result.skill.status : '');
        if (result.retried) showTurn(query, result.retried);
      } catch (error) {
        status.textContent = ' ' + error.message;
      }
    });
    meta.append(button);
    return button;
  });
  if (turn.confirmation) {
    const confirm = element('button', 'confirm', 'Confirm');
    confirm.type = 'button';
    confirm.title = 'run exactly the steps listed above';
    confirm.addEventListener('click', async () => {
      confirm.disabled = true;
      try {
        showTurn(query, await post('/api/confirm', { token: turn.confirmation.token }));
      } catch (error) {
        status.textContent = ' ' + error.message;
      }
    });
    meta.append(confirm);
  }
  meta.append(status);
  box.append(meta);
  log.append(box);
  log.scrollTop = log.scrollHeight;
}

async function ask(query, extra) {
  const pending = element('div', 'turn pending', 'thinking…');
  log.append(pending);
  try {
    showTurn(query, await post('/api/ask', Object.assign({ query }, extra || {})));
  } catch (error) {
    log.append(element('div', 'reply failed', error.message));
  } finally {
    pending.remove();
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const query = input.value.trim();
  if (!query) return;
  input.value = '';
  ask(query);
});
</script>
</body>
</html>
`;
