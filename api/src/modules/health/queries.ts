import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
