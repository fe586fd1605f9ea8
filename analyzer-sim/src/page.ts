import { escapeHtml } from './html';

/**
 * GET /: one page for a person driving the simulator by hand. Plain HTML with labelled controls,
 * real buttons and tables with headers; the script only calls the JSON endpoints and writes text
 * (textContent, never HTML), so a patient name cannot inject markup. The answer of the last
 * control is announced (aria-live); the tables are not, so a refresh does not talk over a reader.
 */
export function controlPage(name: string): string {
  const title = `${escapeHtml(name)}: analyzer simulator`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1.5rem; line-height: 1.4; color: #1a1a1a; }
  table { border-collapse: collapse; margin-bottom: 1.5rem; }
  th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
  caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
  fieldset { margin-bottom: 1rem; }
  button { margin: 0.25rem 0.5rem 0.25rem 0; padding: 0.35rem 0.75rem; }
  :focus-visible { outline: 3px solid #0b5fff; outline-offset: 2px; }
  output { display: block; white-space: pre-wrap; font-family: ui-monospace, monospace; background: #f3f3f3; padding: 0.5rem; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p id="status">Loading…</p>

<h2>Controls</h2>
<fieldset>
  <legend>Order</legend>
  <label for="placer">Placer order number</label>
  <input id="placer" name="placer" autocomplete="off" placeholder="REQ-000123">
  <p id="placer-hint">Send result and Correction need it; Unmapped code uses the newest order when it is empty.</p>
  <button type="button" data-control="send-result" data-placer="required" aria-describedby="placer-hint">Send result now</button>
  <button type="button" data-control="correction" data-placer="required" aria-describedby="placer-hint">Send a correction</button>
  <button type="button" data-control="unmapped-code" data-placer="optional" aria-describedby="placer-hint">Send an unmapped code</button>
</fieldset>
<fieldset>
  <legend>Faults</legend>
  <button type="button" data-control="unknown-order">Result for an unknown order</button>
  <button type="button" data-control="malformed">Send a malformed frame</button>
  <button type="button" data-control="drop-connection">Drop the connection mid-message</button>
  <button type="button" id="refuse" aria-pressed="false">Refuse to ACK orders</button>
</fieldset>
<fieldset>
  <legend>Burst</legend>
  <label for="count">Messages</label>
  <input id="count" type="number" min="1" value="100" inputmode="numeric">
  <label for="connections">Connections</label>
  <input id="connections" type="number" min="1" value="4" inputmode="numeric">
  <button type="button" id="burst">Send burst</button>
</fieldset>
<h3 id="answer-heading">Last answer</h3>
<output id="answer" aria-live="polite" aria-labelledby="answer-heading">Nothing sent yet.</output>

<h2>Worklist</h2>
<button type="button" class="refresh">Refresh worklist and log</button>
<table>
  <caption>Orders received</caption>
  <thead><tr><th scope="col">Placer</th><th scope="col">Barcode</th><th scope="col">Patient</th><th scope="col">Priority</th><th scope="col">Tests</th><th scope="col">Status</th><th scope="col">Received</th><th scope="col">Result control ids</th></tr></thead>
  <tbody id="worklist"></tbody>
</table>

<h2>Message log</h2>
<table>
  <caption>Every message in and out, newest first (the latest 200)</caption>
  <thead><tr><th scope="col">Direction</th><th scope="col">Kind</th><th scope="col">Control id</th><th scope="col">Type</th><th scope="col">Placer</th><th scope="col">ACK</th><th scope="col">Attempts</th><th scope="col">Outcome</th><th scope="col">Time</th></tr></thead>
  <tbody id="log"></tbody>
</table>
</main>
<script>
const $ = (id) => document.getElementById(id);
function rows(tbody, items, cells) {
  tbody.replaceChildren(...items.map((item) => {
    const tr = document.createElement('tr');
    for (const value of cells(item)) {
      const td = document.createElement('td');
      td.textContent = value == null ? '' : String(value);
      tr.append(td);
    }
    return tr;
  }));
}
async function refresh() {
  const [worklist, log, status] = await Promise.all(['/worklist', '/log', '/status'].map((path) => fetch(path).then((r) => r.json())));
  rows($('worklist'), worklist, (o) => [o.placer, o.barcode, o.patient.family + ', ' + o.patient.given + ' (' + o.patient.mrn + ')', o.priority, o.tests.map((t) => t.code).join(' '), o.status, o.receivedAt, o.resultControlIds.join(' ')]);
  rows($('log'), log.slice(-200).reverse(), (e) => [e.direction, e.kind, e.controlId, e.messageType, e.placer, e.ackCode, e.attempts, e.outcome, e.lastAt]);
  $('status').textContent = 'Order port ' + status.orderPort + ', results to ' + status.portal + ', result delay ' + status.resultDelayMs + ' ms. Refusing ACKs: ' + (status.refuseAcks ? 'yes' : 'no') + '.';
  $('refuse').setAttribute('aria-pressed', String(status.refuseAcks));
}
async function control(name, body) {
  $('answer').textContent = 'Sending ' + name + '…';
  const response = await fetch('/control/' + name, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : { method: 'POST' });
  $('answer').textContent = name + ' (HTTP ' + response.status + '):\\n' + JSON.stringify(await response.json(), null, 2);
  await refresh();
}
for (const button of document.querySelectorAll('[data-control]')) {
  button.addEventListener('click', () => {
    const placer = $('placer').value.trim();
    const wants = button.dataset.placer;
    control(button.dataset.control, wants === 'required' || (wants === 'optional' && placer) ? { placer } : undefined);
  });
}
$('refuse').addEventListener('click', () => control('refuse-acks', { on: $('refuse').getAttribute('aria-pressed') !== 'true' }));
$('burst').addEventListener('click', () => control('burst', { count: Number($('count').value), connections: Number($('connections').value) }));
for (const button of document.querySelectorAll('.refresh')) button.addEventListener('click', refresh);
refresh();
</script>
</body>
</html>
`;
}
