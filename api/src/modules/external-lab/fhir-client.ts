// HTTP to a FHIR server: JSON in and out, a bearer token when configured, and a time limit. Every
// failure becomes an ExternalLabError with a reason a person can act on.
import { FHIR_JSON } from './fhir-identifiers';
import { ExternalLabError } from './provider';

export interface FhirClientOptions {
  baseUrl: string;
  token: string | null;
  timeoutMs: number;
}

function outcomeText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const issues = (body as { issue?: { diagnostics?: string; details?: { text?: string } }[] }).issue;
  const texts = (issues ?? []).map((i) => i.diagnostics ?? i.details?.text).filter((t): t is string => !!t);
  return texts.length ? texts.join('; ') : null;
}

/** A fetch that threw (before or while reading the answer) as the reason the API keeps. */
function failureOf(error: unknown, timeoutMs: number, unreachable: string): ExternalLabError {
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError') return new ExternalLabError('timeout', `The external lab did not answer within ${timeoutMs / 1000} s`);
  return new ExternalLabError('unreachable', unreachable);
}

export function fhirClient({ baseUrl, token, timeoutMs }: FhirClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');
  return async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { accept: FHIR_JSON, ...(body === undefined ? {} : { 'content-type': FHIR_JSON }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw failureOf(error, timeoutMs, `The external lab could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw failureOf(error, timeoutMs, 'The external lab broke off its answer');
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      if (response.ok) throw new ExternalLabError('malformed', "The external lab's answer is not valid FHIR R4: not JSON");
    }
    if (!response.ok) {
      const said = outcomeText(parsed);
      throw new ExternalLabError('refused', `The external lab answered HTTP ${response.status}${said ? `: ${said}` : ''}`);
    }
    return parsed;
  };
}
