// The demo's analyzer: DEMO-ANALYZER in the Central Pathology Laboratory, serving St Mary's
// requests sent there. It may send results from 127.0.0.1 (the bundled analyzer simulator), takes
// orders at the simulator's order port, and knows every demo marker by its own code and by LOINC.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { instrumentCodes, instruments } from '../../platform/db/schema';
import { queryRows } from '../../platform/db/query';
import type { InstitutionKey } from '../demo-accounts';

export const DEMO_INSTRUMENT = {
  name: 'DEMO-ANALYZER',
  model: 'Simulated chemistry and haematology analyzer',
  institution: 'A' as InstitutionKey,
  lab: 'Central Pathology Laboratory',
  allowedAddresses: ['127.0.0.1'],
  orderHost: '127.0.0.1',
  /** The analyzer simulator's order port (ANALYZER_SIM_ORDER_PORT). */
  orderPort: 2576,
} as const;

export async function seedInstruments(db: Db, institutionIds: Record<InstitutionKey, number>, at: Date): Promise<void> {
  const [lab] = await queryRows<{ id: number }>(db, sql`select id from labs where name = ${DEMO_INSTRUMENT.lab}`);
  const [row] = await db
    .insert(instruments)
    .values({
      name: DEMO_INSTRUMENT.name,
      model: DEMO_INSTRUMENT.model,
      institutionId: institutionIds[DEMO_INSTRUMENT.institution],
      labId: lab.id,
      orderHost: DEMO_INSTRUMENT.orderHost,
      orderPort: DEMO_INSTRUMENT.orderPort,
      allowedAddresses: [...DEMO_INSTRUMENT.allowedAddresses],
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: instruments.id });
  const markers = await queryRows<{ id: number; marker_code: string | null; loinc_code: string | null }>(db, sql`select id, marker_code, loinc_code from markers order by id`);
  // its own code first: the code its orders carry
  const codes = markers.flatMap((m) => [m.marker_code, m.loinc_code].filter((c): c is string => !!c).map((code) => ({ instrumentId: row.id, code, markerId: m.id })));
  if (codes.length) await db.insert(instrumentCodes).values(codes).onConflictDoNothing();
}

/** The instrument's worklist: the demo's requests already in the lab that it takes (written before it could list them). */
export async function seedWorklists(db: Db): Promise<void> {
  await db.execute(sql`select instrument_worklist_rebuild()`);
}
