import type { Bundle, DiagnosticReport, Resource, Task } from '@medplum/fhirtypes';
import type { FastifyInstance } from 'fastify';
import { createReferenceLab, type ReferenceLabOptions } from '../app';

export interface RunningLab {
  app: FastifyInstance;
  origin: string;
  base: string;
  /** A FHIR request; `body` is sent as application/fhir+json. */
  fhir: <T = Resource>(path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }) => Promise<{ status: number; body: T; headers: Headers }>;
  /** GET {origin}/admin{path}. */
  adminGet: <T = unknown>(path: string) => Promise<{ status: number; body: T }>;
  /** POST {origin}/admin{path}, with a JSON body when given. */
  adminPost: <T = unknown>(path: string, body?: unknown) => Promise<{ status: number; body: T }>;
  submit: <T = Bundle>(bundle: Bundle) => Promise<{ status: number; body: T; headers: Headers }>;
  task: (id: string) => Promise<Task>;
  results: (reportId: string) => Promise<Bundle>;
  close: () => Promise<void>;
}

/** A reference lab listening on a free port of 127.0.0.1. */
export async function startLab(options: ReferenceLabOptions = {}, token?: string): Promise<RunningLab> {
  const app = createReferenceLab({ stepSeconds: 0, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  const origin = `http://127.0.0.1:${address.port}`;
  const base = `${origin}/fhir`;
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};

  const fhir: RunningLab['fhir'] = async (path, init = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { accept: 'application/fhir+json', ...auth, ...(init.body === undefined ? {} : { 'content-type': 'application/fhir+json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json()) as never, headers: response.headers };
  };
  const adminRequest = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}/admin${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as never };
  };
  return {
    app,
    origin,
    base,
    fhir,
    adminGet: (path) => adminRequest('GET', path),
    adminPost: (path, body) => adminRequest('POST', path, body),
    submit: (bundle) => fhir('', { body: bundle }),
    task: async (id) => (await fhir<Task>(`/Task/${id}`)).body,
    results: async (reportId) => (await fhir<Bundle>(`/DiagnosticReport?_id=${reportId}&_include=DiagnosticReport:result`)).body,
    close: () => app.close(),
  };
}

/** The Task id of a transaction-response. */
export const taskIdOf = (response: Bundle) => response.entry?.find((entry) => entry.resource?.resourceType === 'Task')?.resource?.id as string;

export const reportIdOf = (task: Task) => task.output?.[0]?.valueReference?.reference?.replace('DiagnosticReport/', '') as string;

export type { DiagnosticReport };
