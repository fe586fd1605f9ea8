// A local node:http server answering as Twilio's Messages API does, for the SMS provider's tests:
// and its account resource: it keeps each request (path, headers, form fields) and answers what the test sets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

export interface FakeTwilio {
  /** The API base, as TWILIO_API_URL takes it. */
  url: string;
  requests: TwilioRequest[];
  /** The next answers' status and body (a string is sent as is); a message resource with a sid by default. */
  answer(status: number, body: unknown): void;
  /** Never answer (for the timeout). */
  hang(): void;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: TwilioRequest[] = [];
  let reply: { status: number; body: unknown } | 'hang' = { status: 201, body: null };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization ?? '', contentType: req.headers['content-type'] ?? '', form });
      if (reply === 'hang') return;
      // by default: an active account for GET .../Accounts/{sid}.json, a queued message for a POST
      const account = /\/Accounts\/([^/]+)\.json$/.exec(req.url ?? '');
      const body =
        reply.body ??
        (req.method === 'GET' && account
          ? { sid: decodeURIComponent(account[1]), status: 'active' }
          : { sid: `SM${String(requests.length).padStart(32, '0')}`, status: 'queued', to: form.To, from: form.From, body: form.Body });
      res.writeHead(reply.status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (status, body) => (reply = { status, body }),
    hang: () => (reply = 'hang'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
