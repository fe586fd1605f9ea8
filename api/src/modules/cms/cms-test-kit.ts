// What the CMS test files share: a signed-in caller per demo account, and the demo's ids by name.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import type { TestContext } from '../../test/test-app';

export const SUPER = 'superadmin@demo.lab';
export const ADMIN_A = 'instadmin@demo.lab';
export const ADMIN_B = 'instadmin.b@demo.lab';
export const CLINICIAN = 'clinician@demo.lab';
export const CLIENT_ADMIN = 'clientadmin@demo.lab';
export const AGENT = 'fulfillment@demo.lab';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `send(email, method, url, payload)`: the status and JSON body, signing each account in once. */
export function cmsCaller(ctx: TestContext) {
  const headers = new Map<string, { authorization: string }>();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (email: string, method: Method, url: string, payload?: object): Promise<{ status: number; body: any }> => {
    if (!headers.has(email)) headers.set(email, await ctx.authAs(email));
    const res = await ctx.app.inject({ method, url: `/api${url}`, headers: headers.get(email), payload });
    return { status: res.statusCode, body: res.json() };
  };
}

/** name -> id of a table's rows. */
export async function idsByName(ctx: TestContext, table: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ id: number; name: string }>(ctx.database.db, sql`select id, name from ${sql.identifier(table)}`);
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

const REFERENCE_TABLES = ['sample_types', 'tube_types', 'markers', 'marker_reference_ranges', 'marker_sample_types', 'marker_tube_types', 'marker_institutions', 'panels', 'panel_markers', 'panel_institutions'];
const OTHER_TABLES = ['collection_devices', 'collection_device_tube_types', 'statuses', 'storage_locations', 'labs', 'institution_labs', 'test_requests', 'inventory_items'];

/** A fingerprint of the reference tables, what uses them and the audit log (sign-ins aside): a refused write changes none of them. */
export async function referenceFingerprint(ctx: TestContext): Promise<string> {
  const parts: string[] = [];
  for (const table of [...REFERENCE_TABLES, ...OTHER_TABLES]) {
    const [row] = await queryRows<{ h: string }>(ctx.database.db, sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(table)} t`);
    parts.push(`${table}:${row.h}`);
  }
  const [audit] = await queryRows<{ h: string }>(ctx.database.db, sql`select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as h from audit_log t where t.entity_type <> 'session'`);
  return [...parts, `audit_log:${audit.h}`].join(' ');
}
