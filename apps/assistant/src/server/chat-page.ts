/**
 * The web chat: one static HTML document with inline CSS and JS (no build step). Replies are inserted with
 * `textContent` only, so nothing the user or the assistant writes is ever parsed as HTML. The page speaks the
 * browser's language (Italian for `it*`, else English) and each turn the language of its request. The empty page
 * says what works without a language model. A request shows at once with its text ("thinking…"), and stays with
 * its text when it fails, with a button to send it again. Under every reply: the layer that answered, the
 * latency, and ✓ ✗ ↺ buttons wired to POST /api/feedback; the ↺ answer is placed right under the turn it
 * retries. A reply that asks consent (it lists the steps) gets a "Confirm" button that posts its token to
 * /api/confirm: exactly that plan runs, and its answer appears under the turn.
 * Long words and paths wrap instead of widening the page.
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
  #log { flex: 1; overflow-y: auto; overflow-x: hidden; padding: 1rem; }
  #intro { color: #444; max-width: 46rem; line-height: 1.45; }
  #intro li { margin: .15rem 0; }
  .turn { margin-bottom: 1rem; }
  .turn.retry { margin-left: 1.2rem; padding-left: .6rem; border-left: 3px solid #d80; }
  .query, .reply { white-space: pre-wrap; overflow-wrap: anywhere; }
  .query { font-weight: 600; }
  .reply { margin: .3rem 0; }
  .thinking { color: #777; font-style: italic; margin: .3rem 0; }
  .reply.failed { color: #a40; }
  .meta { font-size: 12px; color: #666; overflow-wrap: anywhere; }
  .meta button { font-size: 14px; margin-right: .3rem; cursor: pointer; border: 1px solid #ccc; background: #fff; border-radius: 4px; }
  .meta button.up { color: #080; } .meta button.down { color: #c00; } .meta button.retry { color: #d80; }
  .meta button[disabled] { opacity: .5; cursor: default; }
  form { display: flex; gap: .5rem; padding: .8rem 1rem; border-top: 1px solid #ddd; }
  #query { flex: 1; min-width: 0; font: inherit; padding: .4rem; }
</style>
</head>
<body>
<header><strong>Metnos</strong><a href="/admin">admin</a></header>
<main id="log" aria-live="polite"><section id="intro"></section></main>
<form id="ask"><input id="query" name="query" autocomplete="off" required><button type="submit"></button></form>
<script>
const texts = {
  en: {
    placeholder: 'Ask something…',
    send: 'Ask',
    intro: [
      'Ask something in English, Italian or Spanish.',
      'Without a language model Metnos still answers what it already knows:',
      ['the time and the date ("what time is it", "what day is it")', 'where you are, once you set [executors] location in runtime.toml', 'undoing the last turn ("undo")', 'every request it has learned: ✓ under a right answer teaches it'],
      'New requests need a language model: start llama-server and set [llm] base_url in runtime.toml. Without one, Metnos says what is missing instead of guessing.',
    ],
    thinking: 'thinking…',
    failed: (message) => 'No answer: ' + message,
    again: 'Send again',
    answered: (layer, ms) => 'answered by ' + layer + ' in ' + ms + ' ms · ',
    labels: { up: 'right answer', down: 'wrong answer', retry: 'retry without the learned skill' },
    saved: (glyph, skill) => ' feedback ' + glyph + ' saved' + (skill ? ' · skill ' + skill : ''),
    confirm: 'Confirm',
    confirmTitle: 'run exactly the steps listed above',
  },
  it: {
    placeholder: 'Chiedi qualcosa…',
    send: 'Chiedi',
    intro: [
      'Chiedi qualcosa in italiano, in inglese o in spagnolo.',
      'Anche senza un modello linguistico Metnos risponde a ciò che già sa:',
      ['l’ora e la data ("che ore sono", "che giorno è")', 'dove sei, dopo che imposti [executors] location in runtime.toml', 'l’annullamento dell’ultimo turno ("annulla")', 'ogni richiesta che ha imparato: ✓ sotto una risposta giusta gliela insegna'],
      'Le richieste nuove richiedono un modello linguistico: avvia llama-server e imposta [llm] base_url in runtime.toml. Senza, Metnos dice cosa manca invece di tirare a indovinare.',
    ],
    thinking: 'sto pensando…',
    failed: (message) => 'Nessuna risposta: ' + message,
    again: 'Invia di nuovo',
    answered: (layer, ms) => 'risposto da ' + layer + ' in ' + ms + ' ms · ',
    labels: { up: 'risposta giusta', down: 'risposta sbagliata', retry: 'riprova senza la skill appresa' },
    saved: (glyph, skill) => ' valutazione ' + glyph + ' salvata' + (skill ? ' · skill ' + skill : ''),
    confirm: 'Conferma',
    confirmTitle: 'esegui esattamente i passi elencati sopra',
  },
  es: {
    placeholder: 'Pregunta algo…',
    send: 'Preguntar',
    intro: [
      'Pregunta algo en español, en italiano o en inglés.',
      'Incluso sin un modelo de lenguaje Metnos responde a lo que ya sabe:',
      ['la hora y la fecha ("qué hora es", "qué día es hoy")', 'dónde estás, cuando definas [executors] location en runtime.toml', 'deshacer el último turno ("deshaz")', 'cada petición que ha aprendido: ✓ debajo de una respuesta correcta se la enseña'],
      'Las peticiones nuevas necesitan un modelo de lenguaje: arranca llama-server y define [llm] base_url en runtime.toml. Sin él, Metnos dice qué falta en lugar de adivinar.',
    ],
    thinking: 'pensando…',
    failed: (message) => 'Sin respuesta: ' + message,
    again: 'Enviar de nuevo',
    answered: (layer, ms) => 'respondido por ' + layer + ' en ' + ms + ' ms · ',
    labels: { up: 'respuesta correcta', down: 'respuesta incorrecta', retry: 'reintentar sin la habilidad aprendida' },
    saved: (glyph, skill) => ' valoración ' + glyph + ' guardada' + (skill ? ' · habilidad ' + skill : ''),
    confirm: 'Confirmar',
    confirmTitle: 'ejecuta exactamente los pasos listados arriba',
  },
};
const browserLanguage = (navigator.language || '').toLowerCase();
const pageLanguage = /^it\\b/.test(browserLanguage) ? 'it' : /^es\\b/.test(browserLanguage) ? 'es' : 'en';
const page = texts[pageLanguage];
document.documentElement.lang = pageLanguage;

const log = document.getElementById('log');
const intro = document.getElementById('intro');
const form = document.getElementById('ask');
const input = document.getElementById('query');
input.placeholder = page.placeholder;
form.querySelector('button').textContent = page.send;

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

for (const part of page.intro) {
  if (Array.isArray(part)) {
    const list = element('ul');
    for (const item of part) list.append(element('li', '', item));
    intro.append(list);
  } else intro.append(element('p', '', part));
}

async function post(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(json.error || response.status + ' ' + response.statusText);
  return json;
}

/** A turn's box: the query at once, then "thinking…", then the reply or the failure. */
function turnBox(query, { after, retry } = {}) {
  intro.hidden = true;
  const box = element('div', retry ? 'turn retry pending' : 'turn pending');
  box.append(element('div', 'query', query));
  // Until the answer comes the box holds a note, not a \`.reply\`.
  box.append(element('div', 'thinking', page.thinking));
  if (after) after.after(box);
  else log.append(box);
  box.scrollIntoView({ block: 'nearest' });
  return box;
}

function showTurn(box, query, turn) {
  const text = texts[turn.language] || page;
  box.classList.remove('pending');
  box.dataset.turnId = turn.turnId;
  box.dataset.layer = turn.layer;
  box.querySelector('.thinking').replaceWith(element('div', turn.ok ? 'reply' : 'reply failed', turn.reply));
  const meta = element('div', 'meta');
  const timings = turn.timings.map((timing) => timing.layer + ' ' + timing.ms.toFixed(1) + ' ms (' + timing.outcome + ')').join(', ');
  const info = element('span', 'layer', text.answered(turn.layer, turn.totalMs.toFixed(1)));
  info.title = timings;
  info.dataset.testid = 'layer';
  meta.append(info);
  const status = element('span', 'status', '');
  const buttons = [['up', '✓'], ['down', '✗'], ['retry', '↺']].map(([feedback, glyph]) => {
    const button = element('button', feedback, glyph);
    button.type = 'button';
    button.title = text.labels[feedback];
    button.setAttribute('aria-label', text.labels[feedback]);
    button.dataset.feedback = feedback;
    button.addEventListener('click', async () => {
      buttons.forEach((other) => (other.disabled = true));
      // ↺ answers right under the turn it retries, not at the bottom of the page.
      const retried = feedback === 'retry' ? turnBox(query, { after: lastRetryOf(box), retry: true }) : undefined;
      try {
        const result = await post('/api/feedback', { turnId: turn.turnId, feedback });
        status.textContent = text.saved(glyph, result.skill && result.skill.status);
        if (retried && result.retried) showTurn(retried, query, result.retried);
        else if (retried) retried.remove();
      } catch (error) {
        status.textContent = ' ' + error.message;
        if (retried) showFailure(retried, query, error, {});
      }
    });
    meta.append(button);
    return button;
  });
  if (turn.confirmation) {
    const confirm = element('button', 'confirm', text.confirm);
    confirm.type = 'button';
    confirm.title = text.confirmTitle;
    confirm.addEventListener('click', async () => {
      confirm.disabled = true;
      const done = turnBox(query, { after: lastRetryOf(box), retry: true });
      try {
        showTurn(done, query, await post('/api/confirm', { token: turn.confirmation.token }));
      } catch (error) {
        showFailure(done, query, error, {});
      }
    });
    meta.append(confirm);
  }
  meta.append(status);
  box.append(meta);
}

/** The last box of the retries already placed under \`box\` (so several ↺ stay in order), or \`box\` itself. */
function lastRetryOf(box) {
  let last = box;
  while (last.nextElementSibling && last.nextElementSibling.classList.contains('retry')) last = last.nextElementSibling;
  return last;
}

function showFailure(box, query, error, extra) {
  box.classList.remove('pending');
  box.classList.add('failed');
  box.querySelector('.thinking').replaceWith(element('div', 'reply failed', page.failed(error.message)));
  const meta = element('div', 'meta');
  const again = element('button', 'again', page.again);
  again.type = 'button';
  again.addEventListener('click', () => {
    box.remove();
    ask(query, extra);
  });
  meta.append(again);
  box.append(meta);
}

async function ask(query, extra, place) {
  const box = turnBox(query, place || {});
  try {
    showTurn(box, query, await post('/api/ask', Object.assign({ query }, extra || {})));
  } catch (error) {
    showFailure(box, query, error, extra);
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
