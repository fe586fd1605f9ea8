// What the external lab API tests share: the app on a copy of the demo data, the reference-lab
// simulator on a free port of 127.0.0.1 (its FHIR base set on the demo provider), its controls,
// and the panel's calls.
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are whatever shape the route gives, as ctx.call's */
import type { LookupFunction } from 'node:net';
import { createReferenceLab } from '@lab/reference-lab';
import type { ExternalApiStatus } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';

export const LAB_USER = 'labuser@demo.lab'; // institution A
export const SUPER = 'superadmin@demo.lab';
export const PROVIDER = 'reference-lab';

export interface LabTest {
  ctx: TestContext;
  lab: FastifyInstance;
  labUrl: string;
  /** A POST to the simulator's controls. */
  admin(path: string, body?: object): Promise<{ status: number; body: any }>;
  labOrders(): Promise<{ taskId: string; requisition: string; status: string }[]>;
  behave(mode: 'normal' | 'fail' | 'slow' | 'malformed', options?: { delay_ms?: number; references?: string; delay_on?: 'all' | 'transaction'; coding?: 'both' | 'loinc' | 'local' }): Promise<unknown>;
  advance(taskId: string): Promise<unknown>;
  /** In-progress requests of institution A at the simulator's lab, with a barcode and coded markers, and no result yet. */
  readyRequests(): Promise<number[]>;
  submit(requestId: number, email?: string, provider?: string): Promise<{ status: number; body: any }>;
  fetchResults(requestId: number, email?: string): Promise<{ status: number; body: any }>;
  sync(resultId: number, email?: string): Promise<{ status: number; body: any }>;
  detail(requestId: number, email?: string): Promise<ExternalApiStatus>;
  /** Sets columns of the demo provider row. */
  setProvider(values: { base_url?: string; allow_private_network?: boolean; enabled?: boolean; credential?: string | null }): Promise<void>;
  close(): Promise<void>;
}

/** In-progress requests of institution A at the simulator's lab, with a barcode and coded markers, and no result yet. */
export async function readyRequestIds(db: TestContext['database']['db']): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    select tr.id from test_requests tr join labs l on l.id = tr.lab_id join external_lab_providers p on p.lab_id = l.id
    where tr.institution_id = (select institution_id from users where email = ${LAB_USER}) and tr.status = 'in_progress'
      and tr.barcode_number is not null and tr.archived_at is null
      and not exists (select 1 from test_results r where r.test_request_id = tr.id)
      and exists (select 1 from test_request_markers trm join markers m on m.id = trm.marker_id where trm.test_request_id = tr.id and m.marker_code is not null)
    order by tr.id`);
  return rows.map((r) => r.id);
}

export async function startLabTest(options: { timeoutMs?: number; token?: string; lookup?: LookupFunction } = {}): Promise<LabTest> {
  const ctx = await createTestContext({ externalLabTimeoutMs: options.timeoutMs ?? 1500 }, { externalLabLookup: options.lookup });
  const lab = createReferenceLab({ stepSeconds: 0, token: options.token });
  await lab.listen({ port: 0, host: '127.0.0.1' });
  const { port } = lab.server.address() as { port: number };
  const labUrl = `http://127.0.0.1:${port}`;
  await ctx.database.db.execute(sql`update external_lab_providers set base_url = ${`${labUrl}/fhir`} where provider = ${PROVIDER}`);
  const call = ctx.call.bind(ctx);
  const admin: LabTest['admin'] = async (path, body = {}) => {
    const res = await fetch(`${labUrl}/admin${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  return {
    ctx,
    lab,
    labUrl,
    admin,
    labOrders: async () => (await (await fetch(`${labUrl}/admin/orders`)).json()) as never,
    behave: (mode, extra = {}) => admin('/behaviour', { mode, ...extra }),
    advance: (taskId) => admin(`/orders/${encodeURIComponent(taskId)}/advance`),
    readyRequests: () => readyRequestIds(ctx.database.db),
    submit: (requestId, email = LAB_USER, provider = PROVIDER) => call(email, 'POST', `/external-api/${provider}/submit-order/${requestId}`),
    fetchResults: (requestId, email = LAB_USER) => call(email, 'POST', `/external-api/${PROVIDER}/fetch-results/${requestId}`),
    sync: (resultId, email = LAB_USER) => call(email, 'POST', `/results/${resultId}/sync-status`),
    detail: async (requestId, email = LAB_USER) => (await call(email, 'GET', `/tests/requests/${requestId}`)).body.external_lab as ExternalApiStatus,
    async setProvider(values) {
      for (const [column, value] of Object.entries(values)) {
        await ctx.database.db.execute(sql`update external_lab_providers set ${sql.identifier(column)} = ${value} where provider = ${PROVIDER}`);
      }
    },
    async close() {
      await lab.close();
      await ctx.close();
    },
  };
}
