#!/usr/bin/env node
// Serves a built host or remote folder: the production-like way to run the portal (e2e, containers).
//   --dir DIR        folder to serve
//   --port N         port (127.0.0.1 unless --host)
//   --spa            unknown paths answer index.html (the host)
//   --cors           allow any origin (remotes are fetched by the host's page)
//   --api URL        proxy /api/* to the API (the host)
//   --registry FILE  serve FILE as /remotes.json (the host; default DIR/../public/remotes.json)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};

const dir = path.resolve(option('dir', 'dist'));
const port = Number(option('port', '8080'));
const host = option('host', '127.0.0.1');
const api = option('api', null);
const spa = flag('spa');
const cors = flag('cors');
const registry = path.resolve(option('registry', path.join(dir, '..', 'public', 'remotes.json')));

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8' };
// Entry points must always be revalidated; hashed chunks never change.
const ALWAYS_FRESH = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'main.js']);

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

function serveFile(res, file) {
  const base = path.basename(file);
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': ALWAYS_FRESH.has(base) ? 'no-cache' : 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
  });
  fs.createReadStream(file).pipe(res);
}

function proxy(req, res) {
  const target = new URL(req.url, api);
  const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => send(res, 502, JSON.stringify({ error: 'The API is not reachable' }), { 'Content-Type': 'application/json' }));
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  if (api && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return proxy(req, res);
  if (req.method === 'OPTIONS' && cors) return send(res, 204, '', { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' });
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
  if (spa && url.pathname === '/remotes.json') return serveFile(res, registry);
  const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(dir)) return send(res, 403, 'Forbidden');
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return serveFile(res, file);
  if (spa && !path.extname(url.pathname)) return serveFile(res, path.join(dir, 'index.html'));
  return send(res, 404, 'Not found');
});

server.listen(port, host, () => console.log(`Serving ${dir} on http://${host}:${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
