// node --test scripts/serve-static.test.mjs: the production static server against hostile requests.
// Requests go over raw sockets: an HTTP client would tidy the very paths and headers under test.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import fc from 'fast-check';

const SERVER = path.join(import.meta.dirname, 'serve-static.mjs');

// root/site is served, root/demo is the demo remote's folder, root/secret.txt sits beside them and
// symlinks in both folders point at it (or above them): no answer may ever hold the secret.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-serve-static-'));
const site = path.join(root, 'site');
const demo = path.join(root, 'demo');
const SECRET = `secret-${randomUUID()}`;
const INDEX = '<!doctype html><title>portal index</title>';
const APP = 'console.log("app chunk");';
const REMOTE_ENTRY = 'console.log("demo remote entry");';
fs.mkdirSync(site);
fs.mkdirSync(demo);
fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
fs.writeFileSync(path.join(site, 'index.html'), INDEX);
fs.writeFileSync(path.join(site, 'app.js'), APP);
fs.writeFileSync(path.join(demo, 'remoteEntry.js'), REMOTE_ENTRY);
fs.symlinkSync('../secret.txt', path.join(site, 'leak.txt'));
fs.symlinkSync('..', path.join(site, 'up'));
fs.symlinkSync('app.js', path.join(site, 'alias.js')); // inside the folder: still served
fs.symlinkSync('../secret.txt', path.join(demo, 'leak.js'));
/** Every file a 200 may carry. */
const SERVED_FILES = [INDEX, APP, REMOTE_ENTRY];

const children = new Set();
after(() => {
  for (const child of children) child.kill();
  fs.rmSync(root, { recursive: true, force: true });
});

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts serve-static.mjs on a free port; resolves once it listens. */
async function startServer(extraArgs = []) {
  const port = await freePort();
  const args = [SERVER, '--dir', site, '--port', String(port), '--spa', '--production', '--remote', `demo=${demo}`, ...extraArgs];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.stderrText = '';
  child.stderr.on('data', (chunk) => (child.stderrText += chunk));
  child.on('exit', () => children.delete(child));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    child.on('exit', (code) => reject(new Error(`serve-static exited with ${code}: ${child.stderrText}`)));
  });
  return { child, port };
}

/** Writes raw bytes to the server and resolves with everything it answers before closing (or 2 s). */
function exchange(port, request) {
  return new Promise((resolve) => {
    const received = [];
    const socket = net.connect(port, '127.0.0.1');
    const finish = () => {
      socket.destroy();
      resolve(Buffer.concat(received).toString('latin1'));
    };
    socket.setTimeout(2000, finish);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {}); // a reset or refusal: the close that follows finishes
    socket.on('close', finish);
    socket.write(request);
  });
}

/** The error a dead server printed last. */
const lastError = (server) => server.child.stderrText.split('\n').find((line) => /^\w*Error\b/.test(line)) ?? server.child.stderrText;

/** The status code of a raw answer, or null when there was none. */
function statusOf(answer) {
  const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
  return statusLine ? Number(statusLine[1]) : null;
}
const get = (target, headers = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;

/** What must hold after any request: no secret in the answer, a 200 is a served file, the server still serves. */
async function assertContained(server, answer) {
  assert.ok(!answer.includes(SECRET), 'the answer holds the secret file beside the served folder');
  if (statusOf(answer) === 200) assert.ok(SERVED_FILES.some((content) => answer.includes(content)), `a 200 that is no served file:\n${answer}`);
  const health = await exchange(server.port, get('/index.html'));
  assert.equal(statusOf(health), 200, `the server no longer serves /index.html: ${lastError(server)}`);
}

// Each case: a name, the raw request, and the statuses it may answer (null: the connection is closed unanswered).
const BAD_URL = [400];
const NOT_SERVED = [400, 404];
// The server closes on a request too large while bytes of it are still unread: the reset that
// follows may destroy its answer before it arrives.
const TOO_LARGE = [null, 400, 431];
const CASES = [
  // request targets that do not parse as a URL
  ['GET //[ HTTP/1.1', get('//['), BAD_URL],
  ['GET //[ HTTP/1.0 without Host', 'GET //[ HTTP/1.0\r\n\r\n', BAD_URL],
  ['host-like target //[::1', get('//[::1/index.html'), BAD_URL],
  ['host-like target //%', get('//%/x'), BAD_URL],
  ['host-like target with a bad port', get('//a:99999/index.html'), BAD_URL],
  ['absolute-form with a bad host', get('http://[/index.html'), BAD_URL],
  ['absolute-form without a host', get('http://'), BAD_URL],
  // escapes that are no UTF-8, and control bytes
  ['%ff', get('/%ff'), BAD_URL],
  ['overlong dot %c0%ae', get('/%c0%ae%c0%ae/secret.txt'), BAD_URL],
  ['overlong slash %c0%af', get('/..%c0%af..%c0%afsecret.txt'), BAD_URL],
  ['truncated escape', get('/%e2%82'), BAD_URL],
  ['lone %', get('/%'), BAD_URL],
  ['non-hex escape', get('/%zz'), BAD_URL],
  ['NUL byte', get('/%00'), BAD_URL],
  ['NUL before an extension', get('/index.html%00.js'), BAD_URL],
  ['encoded newline', get('/index.html%0d%0aX-Injected:%201'), BAD_URL],
  // traversal out of the served folder
  ['/../', get('/../secret.txt'), NOT_SERVED],
  ['/../ without extension', get('/../secret'), NOT_SERVED],
  ['deep /../', get('/a/b/../../../../../../../etc/passwd'), NOT_SERVED],
  ['%2e%2e', get('/%2e%2e/secret.txt'), NOT_SERVED],
  ['%2E%2E upper case', get('/%2E%2E/%2E%2E/secret.txt'), NOT_SERVED],
  ['.%2e', get('/.%2e/secret.txt'), NOT_SERVED],
  ['..%2f', get('/..%2fsecret.txt'), NOT_SERVED],
  ['%2e%2e%2f', get('/%2e%2e%2fsecret.txt'), NOT_SERVED],
  ['backslash', get('/..\\secret.txt'), NOT_SERVED],
  ['backslash, no extension', get('/..\\..\\secret'), NOT_SERVED],
  ['%5c', get('/..%5csecret.txt'), NOT_SERVED],
  ['double-encoded %252e', get('/%252e%252e/secret.txt'), NOT_SERVED],
  ['double-encoded %252e%252e%252f', get('/%252e%252e%252fsecret.txt'), NOT_SERVED],
  ['absolute-form http://x/..', get('http://x/../secret.txt'), NOT_SERVED],
  ['absolute-form http://x/%2e%2e', get('http://x/%2e%2e/secret.txt'), NOT_SERVED],
  ['//etc/passwd', get('//etc/passwd'), NOT_SERVED],
  ['//../', get('//../secret.txt'), NOT_SERVED],
  ['remote /../../', get('/remotes/demo/../../secret.txt'), NOT_SERVED],
  ['remote ..%2f', get('/remotes/demo/..%2f..%2fsecret.txt'), NOT_SERVED],
  ['remote %2e%2e', get('/remotes/demo/%2e%2e/secret.txt'), NOT_SERVED],
  ['remote backslash', get('/remotes/demo/..\\secret.txt'), NOT_SERVED],
  ['symlink to a file outside', get('/leak.txt'), NOT_SERVED],
  ['symlink to the folder above', get('/up/secret.txt'), NOT_SERVED],
  ['remote symlink to a file outside', get('/remotes/demo/leak.js'), NOT_SERVED],
  ['very long path', get(`/${'a/'.repeat(4000)}x.js`), NOT_SERVED],
  ['very long name', get(`/${'a'.repeat(5000)}.js`), NOT_SERVED],
  ['path longer than the header limit', get(`/${'a'.repeat(20000)}`), TOO_LARGE],
  // files the server names itself
  ['missing registry file', get('/remotes.json'), [404]],
  // bad headers
  ['huge header', get('/index.html', `X-Big: ${'x'.repeat(64 * 1024)}\r\n`), TOO_LARGE],
  ['many headers', get('/index.html', 'X-A: 1\r\n'.repeat(3000)), [200, ...TOO_LARGE]],
  ['header without colon', get('/index.html', 'NoColonHere\r\n'), [400]],
  ['header name with a space', get('/index.html', 'Bad Name: x\r\n'), [400]],
  ['control byte in a header value', get('/index.html', 'X-Ctl: a\x01b\r\n'), [400]],
  ['bad Host', 'GET /index.html HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n', [200, 400]],
  ['Host with a path', 'GET /index.html HTTP/1.1\r\nHost: evil/../x\r\nConnection: close\r\n\r\n', [200, 400]],
  ['two Hosts', 'GET /index.html HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n', [200, 400]],
  ['bad Content-Length', get('/index.html', 'Content-Length: abc\r\n'), [400]],
  ['Content-Length and Transfer-Encoding', get('/index.html', 'Content-Length: 3\r\nTransfer-Encoding: chunked\r\n'), [400]],
  ['odd X-Forwarded-Proto', get('/index.html', 'X-Forwarded-Proto: ,,https,\x7f\r\n'), [200, 400]],
  // bad methods and request lines
  ['unknown method', 'FOO /index.html HTTP/1.1\r\nHost: localhost\r\n\r\n', [400]],
  ['lower-case method', 'get /index.html HTTP/1.1\r\nHost: localhost\r\n\r\n', [400]],
  ['DELETE', 'DELETE /index.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', [405]],
  ['POST to a remote', 'POST /remotes/demo/remoteEntry.js HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', [405]],
  ['CONNECT', 'CONNECT localhost:22 HTTP/1.1\r\nHost: localhost:22\r\n\r\n', [null, 400, 405]],
  ['HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', [null, 400, 505]],
  ['unknown HTTP version', 'GET /index.html HTTP/9.9\r\nHost: localhost\r\n\r\n', [400, 505]],
  ['asterisk target', get('*'), [200, 400, 404]],
  ['space in the target', 'GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n', [400]],
  ['raw byte 0xff in the target', Buffer.from('GET /\xff HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 'latin1'), [400]],
  ['TLS hello on plain HTTP', Buffer.from('16030100a5010000a10303', 'hex'), [null, 400]],
];

// One server for the hostile requests and the random ones. A request that fails its checks gets
// the server replaced, so that a crash is blamed on the request that caused it and no later one.
let server;
async function onLiveServer(check) {
  server ??= await startServer();
  try {
    await check(server);
  } catch (error) {
    server.child.kill();
    server = null;
    throw error;
  }
}

test('hostile requests neither crash the server nor reach outside its folders', async (t) => {
  for (const [name, request, statuses] of CASES) {
    await t.test(name, () =>
      onLiveServer(async (current) => {
        const answer = await exchange(current.port, request);
        await assertContained(current, answer);
        assert.ok(statuses.includes(statusOf(answer)), `answered ${statusOf(answer)}, expected one of ${statuses.join(', ')}:\n${answer.slice(0, 300)}`);
      }),
    );
  }
});

test('good requests still answer as before', async () => {
  const { port } = await startServer();
  const index = await exchange(port, get('/index.html'));
  assert.equal(statusOf(index), 200);
  assert.match(index, /Cache-Control: no-cache/);
  assert.match(index, /Content-Security-Policy: default-src 'self'/);
  assert.match(index, /X-Frame-Options: DENY/);
  assert.ok(index.includes(INDEX));
  const chunk = await exchange(port, get('/app.js'));
  assert.match(chunk, /Cache-Control: public, max-age=31536000, immutable/);
  assert.match(chunk, /Content-Type: text\/javascript/);
  assert.ok(chunk.includes(APP));
  assert.ok((await exchange(port, get('/alias.js'))).includes(APP), 'a symlink inside the folder is served');
  assert.ok((await exchange(port, get('/some/route?x=../y'))).includes(INDEX), 'SPA fallback');
  assert.equal(statusOf(await exchange(port, get('/missing.js'))), 404);
  const entry = await exchange(port, get('/remotes/demo/remoteEntry.js'));
  assert.ok(entry.includes(REMOTE_ENTRY));
  assert.match(entry, /Cache-Control: no-cache/);
  assert.equal(statusOf(await exchange(port, `HEAD /app.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)), 200);
});

// Path pieces an attacker would combine: dot segments in every spelling, separators, bad escapes, names of real files.
const pathPiece = fc.oneof(
  fc.constantFrom('..', '.', '%2e%2e', '.%2e', '%2E.', '%252e%252e', '%2f', '%2F', '%5c', '\\', '%00', '%ff', '%c0%ae', '%c0%af', '%e0%80%ae', '%', '%2', '%g0', '//', ';', '?', '#', '[', ']', '@', ':', '~', 'secret.txt', 'index.html', 'app.js', 'leak.txt', 'up', 'remotes', 'demo', 'leak.js', 'remotes.json'),
  fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
  fc.string({ unit: fc.constantFrom(...'abc.%/\\:@!$&\'()*+,;=-_~'), maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }).map(encodeURIComponent),
);
const requestTarget = fc.tuple(fc.constantFrom('/', '//', '/remotes/demo/', '/up/', 'http://x/', 'http://x//', '/a/b/'), fc.array(pathPiece, { maxLength: 8 }), fc.boolean()).map(([start, pieces, slashes]) => start + pieces.join(slashes ? '/' : ''));

test('random paths and encodings never crash it nor leak the secret', async () => {
  await fc.assert(
    fc.asyncProperty(requestTarget, (target) =>
      onLiveServer(async (current) => {
        const answer = await exchange(current.port, get(target));
        assert.ok((statusOf(answer) ?? 0) < 500, `answered ${statusOf(answer)}`);
        await assertContained(current, answer);
      }),
    ),
    { numRuns: 300 },
  );
});

test('a proxied API or remote that fails, and a client that leaves, do not crash it', async () => {
  // the upstream: a status line Node would refuse to forward, an answer cut short, and one that never comes
  let hangingClosed = 0;
  const upstream = http.createServer((req, res) => {
    if (req.url.endsWith('/bad-status')) res.socket.end('HTTP/1.1 099 Odd\r\nContent-Length: 0\r\n\r\n');
    else if (req.url.endsWith('/cut')) {
      res.writeHead(200, { 'Content-Length': '100' });
      res.write('partial');
      setTimeout(() => res.destroy(), 50);
    } else if (req.url.endsWith('/hang')) res.on('close', () => hangingClosed++);
    else res.end('ok');
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${upstream.address().port}`;
  const closedPort = await freePort();
  const proxying = await startServer(['--api', upstreamUrl, '--remote', `far=${upstreamUrl}/remote/`, '--remote', `gone=http://127.0.0.1:${closedPort}/`]);
  try {
    assert.equal(statusOf(await exchange(proxying.port, get('/api/ok'))), 200);
    assert.equal(statusOf(await exchange(proxying.port, get('/api/bad-status'))), 502);
    await exchange(proxying.port, get('/api/cut')); // whatever arrives of it, the server must live on
    assert.equal(statusOf(await exchange(proxying.port, get('/remotes/far/bad-status'))), 502);
    assert.equal(statusOf(await exchange(proxying.port, get('/remotes/gone/remoteEntry.js'))), 502);
    // clients that leave while the API thinks, one of them in the middle of sending its body
    for (const request of [get('/api/hang'), 'POST /api/hang HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nhalf a body']) {
      const leaving = net.connect(proxying.port, '127.0.0.1');
      leaving.on('error', () => {});
      leaving.write(request);
      await new Promise((resolve) => setTimeout(resolve, 100));
      leaving.destroy();
    }
    assert.equal(statusOf(await exchange(proxying.port, get('/index.html'))), 200, `the server died: ${lastError(proxying)}`);
    // and their requests to the API end with them, instead of holding a connection open
    for (let waited = 0; hangingClosed < 2 && waited < 2000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(hangingClosed, 2);
  } finally {
    proxying.child.kill();
    upstream.closeAllConnections();
    upstream.close();
  }
});

test("lists a remote's published versions with what each declares", async () => {
  const versions = path.join(root, 'versions');
  for (const [version, meta] of [['1.10.0', { remote: 'x', version: '1.10.0', contract: '1.1.0' }], ['1.2.0', null], ['1.9.0.publishing-7', null]]) {
    fs.mkdirSync(path.join(versions, version), { recursive: true });
    fs.writeFileSync(path.join(versions, version, 'mf-manifest.json'), '{}');
    if (meta) fs.writeFileSync(path.join(versions, version, 'remote-meta.json'), JSON.stringify(meta));
  }
  fs.mkdirSync(path.join(versions, 'not-a-build'));
  const { port } = await startServer(['--remote', `listed=${versions}`]);
  const answer = await fetch(`http://127.0.0.1:${port}/remotes/listed/versions.json`);
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('cache-control'), 'no-cache');
  // numbers in order (1.2.0 before 1.10.0); a half-published copy and a folder without a build left out
  assert.deepEqual(await answer.json(), [
    { version: '1.2.0', meta: null },
    { version: '1.10.0', meta: { remote: 'x', version: '1.10.0', contract: '1.1.0' } },
  ]);
  // a remote whose folder is not there yet (nothing published) has none
  const { port: port2 } = await startServer(['--remote', `unpublished=${path.join(root, 'no-such-folder')}`]);
  const none = await fetch(`http://127.0.0.1:${port2}/remotes/unpublished/versions.json`);
  assert.equal(none.status, 200);
  assert.deepEqual(await none.json(), []);
});

test('serves the registry as /remotes.json, never cached, whatever its file is called', async () => {
  const file = path.join(root, 'registry.json');
  fs.writeFileSync(file, JSON.stringify({ demo: { entry: '/remotes/demo/mf-manifest.json', version: '1' } }));
  const { port } = await startServer(['--registry', file]);
  const first = await fetch(`http://127.0.0.1:${port}/remotes.json`);
  assert.equal(first.headers.get('cache-control'), 'no-cache');
  assert.equal((await first.json()).demo.version, '1');
  // replaced while the server runs (as `pnpm remotes:use` does): the next request reads the new one
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ demo: { entry: '/remotes/demo/mf-manifest.json', version: '2' } }));
  fs.renameSync(`${file}.tmp`, file);
  assert.equal((await (await fetch(`http://127.0.0.1:${port}/remotes.json`)).json()).demo.version, '2');
});
