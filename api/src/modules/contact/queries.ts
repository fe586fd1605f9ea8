import type { Db } from '../../platform/db/client';
import { contactMessages } from '../../platform/db/schema';

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row.id;
}
