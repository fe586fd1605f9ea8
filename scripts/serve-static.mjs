#!/usr/bin/env node
// Serves a built host or remote folder: the production-like way to run the portal (e2e, containers).
//   --dir DIR              folder to serve
//   --port N               port
//   --host ADDRESS         address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
//   --spa                  unknown paths answer index.html (the host)
//   --cors                 allow any origin (a remote whose registry entry is a full URL on another origin)
//   --api URL              proxy /api/* to the API (the host)
//   --registry FILE        serve FILE as /remotes.json (the host; default DIR/../public/remotes.json)
//   --remote NAME=TARGET   repeatable (the host): serve a remote on the host's own origin under
//                          /remotes/NAME/; TARGET is an http(s) URL to proxy to (/remotes/NAME/x -> TARGET/x)
//                          or a folder of static files (a remote's dist/, or its versions' folders)
//   --production           production headers: a Content-Security-Policy (self, plus every
//                          --csp-origin), HSTS when the request came over TLS (X-Forwarded-Proto:
//                          https from the proxy in front), no framing, and no source maps served
//   --csp-origin ORIGIN    repeatable: an origin the page may load scripts from and connect to (a
//                          remote on a CDN)
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { pipeline } from 'node:stream';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const options = (name) => args.flatMap((arg, i) => (arg === `--${name}` && i + 1 < args.length ? [args[i + 1]] : []));

const dir = path.resolve(option('dir', 'dist'));
const port = Number(option('port', '8080'));
const host = option('host', '127.0.0.1');
const api = option('api', null);
const spa = flag('spa');
const cors = flag('cors');
const production = flag('production');
const cspOrigins = options('csp-origin').map((origin) => new URL(origin).origin);
const registry = path.resolve(option('registry', path.join(dir, '..', 'public', 'remotes.json')));

/** NAME -> { url } or { folder }, from every --remote NAME=TARGET. */
const remotes = new Map(
  options('remote').map((spec) => {
    const name = spec.slice(0, spec.indexOf('='));
    const target = spec.slice(spec.indexOf('=') + 1);
    if (!/^[\w-]+$/.test(name) || !target) throw new Error(`--remote expects NAME=TARGET, got "${spec}"`);
    return [name, /^https?:\/\//i.test(target) ? { url: new URL(target.replace(/\/*$/, '/')) } : { folder: path.resolve(target) }];
  }),
);

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8' };
// Entry points must always be revalidated; hashed chunks never change.
// A build's declarations (remote-meta.json, platform.json) name what is served now, so they too.
const ALWAYS_FRESH = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'main.js', 'remote-meta.json', 'platform.json']);
const cacheControl = (file) => (ALWAYS_FRESH.has(path.posix.basename(file)) ? 'no-cache' : 'public, max-age=31536000, immutable');
// Request headers a remote's static files may need; cookies and tokens of the host's origin stay here.
const REMOTE_REQUEST_HEADERS = ['accept', 'accept-encoding', 'accept-language', 'if-none-match', 'if-modified-since', 'range', 'user-agent'];

/**
 * The production headers. antd writes its styles into <style> elements at run time, hence
 * 'unsafe-inline' for styles only; scripts come from this origin and the listed remotes'.
 */
const CSP = [
  "default-src 'self'",
  `script-src 'self'${cspOrigins.map((o) => ` ${o}`).join('')}`,
  `connect-src 'self'${cspOrigins.map((o) => ` ${o}`).join('')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
function securityHeaders(req) {
  if (!production) return {};
  const overTls = req.socket.encrypted || String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
  return {
    'Content-Security-Policy': CSP,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    ...(overTls ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Source maps stay off the public server in production (they hold the whole source). */
const hiddenInProduction = (file) => production && file.endsWith('.map');

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders(res.req), ...headers });
  res.end(body);
}

/** Serves a file; `cacheControlled` overrides the header its name would get (the registry, whatever its file is called). */
function serveFile(res, file, cacheControlled = cacheControl(file)) {
  if (hiddenInProduction(file)) return send(res, 404, 'Not found');
  // The headers wait for the file to open: a file that is gone (a registry not written yet) is a 404.
  const stream = fs.createReadStream(file);
  stream.on('error', () => {
    if (!res.headersSent) send(res, 404, 'Not found'); // once sending, the pipeline has closed the answer
  });
  stream.on('open', () => {
    res.writeHead(200, {
      ...securityHeaders(res.req),
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlled,
      'X-Content-Type-Options': 'nosniff',
      ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
    });
    pipeline(stream, res, () => {}); // a client that leaves closes the file too
  });
}

/**
 * The request's URL, or null when its target does not parse ("//[") or starts with "//", which URL
 * reads as a host name ("//etc/passwd" is host etc) where the request meant a path.
 */
function requestUrl(req) {
  if (req.url.startsWith('//')) return null;
  try {
    return new URL(req.url, 'http://local');
  } catch {
    return null;
  }
}

/**
 * Whether a request target's path may name a file: its escapes are UTF-8 and, once decoded, it holds
 * no control character, no backslash and no ".." segment. Checked on the raw target, because URL
 * resolves "/../" and "%2e%2e" before the path is seen, and a traversal deserves a 400, not a fallback.
 */
function isFilePath(target) {
  try {
    return !/[\p{Cc}\\]|(^|\/)\.\.(\/|$)/u.test(decodeURIComponent(target.split(/[?#]/)[0]));
  } catch {
    return false; // %ff, %c0%ae, a lone %
  }
}

const isInside = (folder, file) => file === folder || file.startsWith(folder + path.sep);

/** The file a URL path names inside root, or null when it is outside root or not a file. */
function fileIn(root, urlPath) {
  try {
    const file = path.join(root, path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
    // realpath: a symlink inside root may point anywhere, and root itself may be a symlink
    return isInside(root, file) && isInside(fs.realpathSync(root), fs.realpathSync(file)) && fs.statSync(file).isFile() ? file : null;
  } catch {
    return null; // a malformed escape, or no such file
  }
}

/** Sends req to target and pipes the answer back; an unreachable or broken upstream gets `badGateway()` (a 502). */
function forward(req, res, target, headers, badGateway, answerHeaders = {}) {
  const client = target.protocol === 'https:' ? https : http;
  const upstream = client.request(target, { method: req.method, headers: { ...headers, host: target.host } }, (answer) => {
    try {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...answerHeaders });
    } catch {
      // a status or header Node refuses to send on (a status below 100)
      answer.destroy();
      return badGateway();
    }
    pipeline(answer, res, () => {}); // either side closing early closes the other
  });
  upstream.on('error', () => (res.headersSent ? res.destroy() : badGateway()));
  // a client that leaves before its answer is complete (during its upload, or while the upstream thinks) ends the upstream request
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

function proxyApi(req, res, url) {
  // X-Forwarded-For is set, not appended to: the API believes it from loopback proxies (its sign-in
  // rate limiter keys on it), so a browser's own header must never reach it.
  const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
  // pathname + search, not req.url: a request line like "//other-host/api" must not pick the upstream
  forward(req, res, new URL(url.pathname + url.search, api), headers, () =>
    send(res, 502, JSON.stringify({ error: 'The API is not reachable' }), { 'Content-Type': 'application/json' }),
  );
}

function proxyRemote(req, res, name, base, rest) {
  const headers = Object.fromEntries(REMOTE_REQUEST_HEADERS.filter((h) => req.headers[h]).map((h) => [h, req.headers[h]]));
  const target = new URL(`./${rest}`, base); // "./" keeps even "//other-host/x" under base's path
  // entry files stay revalidated whatever the upstream says
  const fresh = ALWAYS_FRESH.has(path.posix.basename(target.pathname)) ? { 'cache-control': 'no-cache' } : {};
  forward(req, res, target, headers, () => send(res, 502, `Remote ${name} is not reachable`), fresh);
}

/**
 * /remotes/NAME/versions.json of a folder of versions: each version folder that holds a build, with
 * what its remote-meta.json declares (null when it declares nothing), for the Platform page.
 */
function sendVersions(res, folder) {
  // a remote not published yet has no folder: no versions
  const entries = fs.existsSync(folder) ? fs.readdirSync(folder, { withFileTypes: true }) : [];
  const versions = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.includes('.publishing-') && fs.existsSync(path.join(folder, entry.name, 'mf-manifest.json')))
    .map((entry) => {
      let meta = null;
      try {
        meta = JSON.parse(fs.readFileSync(path.join(folder, entry.name, 'remote-meta.json'), 'utf8'));
      } catch {
        // a build from before the declaration
      }
      return { version: entry.name, meta };
    })
    .sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true }));
  send(res, 200, JSON.stringify(versions), { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
}

/** /remotes/NAME/...: a proxied or static remote; false when NAME is not configured. */
function serveRemote(req, res, url) {
  const match = /^\/remotes\/([\w-]+)\/(.*)$/.exec(url.pathname);
  const remote = match && remotes.get(match[1]);
  if (!remote) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') send(res, 405, 'Method not allowed');
  else if (remote.url) proxyRemote(req, res, match[1], remote.url, match[2] + url.search);
  else if (match[2] === 'versions.json') sendVersions(res, remote.folder);
  else {
    const file = fileIn(remote.folder, match[2]);
    if (file) serveFile(res, file);
    else send(res, 404, 'Not found');
  }
  return true;
}

function respond(req, res) {
  const url = requestUrl(req);
  if (!url) return send(res, 400, 'Bad request');
  // the API reads its own paths; every other path may end up naming a file
  if (api && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return proxyApi(req, res, url);
  if (!isFilePath(req.url)) return send(res, 400, 'Bad request');
  if (req.method === 'OPTIONS' && cors) return send(res, 204, '', { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' });
  if (serveRemote(req, res, url)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
  if (spa && url.pathname === '/remotes.json') return serveFile(res, registry, 'no-cache');
  const file = fileIn(dir, url.pathname);
  if (file) return serveFile(res, file);
  if (spa && !path.extname(url.pathname)) return serveFile(res, path.join(dir, 'index.html'));
  return send(res, 404, 'Not found');
}

const server = http.createServer((req, res) => {
  try {
    respond(req, res);
  } catch (error) {
    // a bug costs its request, never the server
    console.error(error);
    if (res.headersSent) res.destroy();
    else send(res, 500, 'Internal server error');
  }
});

// A request Node cannot parse (request line, header, size) gets Node's own answer, written out here
// so that it stays so: a 400 (431, 408 for the cases Node names), then the connection closes.
const CLIENT_ERROR_STATUS = { HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large', ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout' };
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status = CLIENT_ERROR_STATUS[error.code] ?? '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n${status}`, () => socket.destroy());
});

server.listen(port, host, () => console.log(`Serving ${dir} on http://${host}:${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // a browser's keep-alive sockets would hold the close open: answers in flight get 2 s
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
}
