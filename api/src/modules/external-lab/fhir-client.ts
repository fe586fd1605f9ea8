// HTTP to a FHIR server: JSON in and out, a bearer token when configured, and a time limit. Every
// failure becomes an ExternalLabError with a reason a person can act on.
//
// node:http rather than fetch: the connection's own `lookup` refuses addresses the lab may not
// have (url-guard.ts), so the address checked is the address connected to; redirects are not
// followed (a redirect to an internal address would step around the check) and an answer may
// not grow past MAX_ANSWER_BYTES.
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { FHIR_JSON } from './fhir-identifiers';
import { ExternalLabError } from './provider';
import { AddressRefusedError, checkUrlAddresses, guardedLookup } from './url-guard';

export interface FhirClientOptions {
  baseUrl: string;
  token: string | null;
  timeoutMs: number;
  /** The lab may be on a private, link-local or loopback address. */
  allowPrivateNetwork: boolean;
  /** dns.lookup by default (tests stand in for DNS). */
  lookup?: LookupFunction;
}

export type FhirCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

function outcomeText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const issues = (body as { issue?: { diagnostics?: string; details?: { text?: string } }[] }).issue;
  const texts = (issues ?? []).map((i) => i.diagnostics ?? i.details?.text).filter((t): t is string => !!t);
  return texts.length ? texts.join('; ') : null;
}

class TimedOut extends Error {}
class TooLarge extends Error {}

interface RawAnswer {
  status: number;
  text: string;
}

function send(url: URL, method: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number, lookup: LookupFunction): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error: Error | null, answer?: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(answer!);
    };
    const request = (url.protocol === 'https:' ? https : http).request(url, { method, headers, lookup }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) request.destroy(new TooLarge());
        else chunks.push(chunk);
      });
      response.on('end', () => settle(null, { status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', (error) => settle(error));
      response.on('aborted', () => settle(new Error('aborted')));
    });
    const timer = setTimeout(() => request.destroy(new TimedOut()), timeoutMs);
    request.on('error', (error) => settle(error));
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** A call that failed before an answer was read, as the reason the API keeps. */
function failureOf(error: unknown, timeoutMs: number): ExternalLabError {
  if (error instanceof TimedOut) return new ExternalLabError('timeout', `The external lab did not answer within ${timeoutMs / 1000} s`);
  if (error instanceof AddressRefusedError) return new ExternalLabError('blocked', error.message);
  if (error instanceof TooLarge) return new ExternalLabError('malformed', `The external lab's answer is larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB`);
  const code = (error as NodeJS.ErrnoException).code;
  return new ExternalLabError('unreachable', `The external lab could not be reached (${code ?? (error as Error).message})`);
}

export function fhirClient({ baseUrl, token, timeoutMs, allowPrivateNetwork, lookup }: FhirClientOptions): FhirCall {
  const base = baseUrl.replace(/\/+$/, '');
  const policy = { allowPrivateNetwork, lookup };
  const connectLookup = guardedLookup(policy);
  return async function call(method, path, body) {
    let url: URL;
    try {
      url = new URL(`${base}${path}`);
    } catch {
      throw new ExternalLabError('unreachable', 'The external lab could not be reached (its FHIR base URL is not a valid URL)');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ExternalLabError('blocked', `The external lab's address uses ${url.protocol}, not https: or http:`);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: FHIR_JSON,
      ...(payload === undefined ? {} : { 'content-type': FHIR_JSON, 'content-length': String(Buffer.byteLength(payload)) }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    let answer: RawAnswer;
    try {
      // a literal address opens no lookup: judge it here (a name is judged as it is resolved for the connection)
      if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) await checkUrlAddresses(url, policy);
      answer = await send(url, method, headers, payload, timeoutMs, connectLookup);
    } catch (error) {
      throw failureOf(error, timeoutMs);
    }
    let parsed: unknown = null;
    try {
      parsed = answer.text ? JSON.parse(answer.text) : null;
    } catch {
      if (answer.status >= 200 && answer.status < 300) throw new ExternalLabError('malformed', "The external lab's answer is not valid FHIR R4: not JSON");
    }
    if (answer.status < 200 || answer.status >= 300) {
      const said = outcomeText(parsed);
      throw new ExternalLabError('refused', `The external lab answered HTTP ${answer.status}${said ? `: ${said}` : ''}`, answer.status);
    }
    return parsed;
  };
}
