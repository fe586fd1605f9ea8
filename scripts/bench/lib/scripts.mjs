// Records every JavaScript file a page loads, with its size raw and gzip-compressed (zlib, default
// level 6, as a server compressing on the fly sends it), and knows when the page's network is quiet.
import { gzipSync } from 'node:zlib';

export const KB = 1000;
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const sum = (files, key = 'gzip') => files.reduce((total, f) => total + f[key], 0);

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript/.test(type) || new URL(response.url()).pathname.endsWith('.js');
}

/** Starts recording `page`'s JavaScript responses and its requests in flight. */
export function trackPage(page) {
  const seen = new Map(); // url -> { url, file, raw, gzip }
  const reading = new Set();
  const inFlight = new Set();
  let lastActivity = Date.now();
  const started = (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response) => {
    if (!isJavaScript(response) || response.status() !== 200 || seen.has(response.url())) return;
    const read = response
      .body()
      .then((body) => {
        const url = new URL(response.url());
        seen.set(response.url(), { url: url.pathname, file: url.pathname.split('/').pop(), raw: body.length, gzip: gzipSync(body).length });
      })
      .catch(() => undefined) // the page went away before the body was read
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    /** Resolves once no request has been in flight for `quietMs` (the page's own networkidle, for any step). */
    async idle(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`network still busy after ${timeoutMs / 1000} s: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Every JavaScript file so far (once their bodies are read), or only those not in `before`. */
    async files(before = []) {
      while (reading.size) await Promise.all([...reading]);
      const skip = new Set(before.map((f) => f.url));
      return [...seen.values()].filter((f) => !skip.has(f.url));
    },
  };
}
