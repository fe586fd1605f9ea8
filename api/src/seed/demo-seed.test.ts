import { asc, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { institutions, userInstitutions, users } from '../platform/db/schema';
import { openTestDatabase } from '../test/test-database';
import { SeedRefused, seedDemo } from './demo-seed';

async function dump(database: Database) {
  const { db } = database;
  return {
    institutions: await db.select().from(institutions).orderBy(asc(institutions.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    links: await db.select().from(userInstitutions).orderBy(asc(userInstitutions.userId), asc(userInstitutions.institutionId)),
  };
}

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('creates the demo accounts and institutions, and a second run changes nothing', async () => {
    expect(await seedDemo(database.db)).toBe('seeded');
    const first = await dump(database);
    expect(first.institutions.map((i) => i.name)).toEqual(["St Mary's General Hospital", 'Riverside Community Clinic', 'Northgate Diagnostics Centre']);
    expect(first.users.map((u) => [u.email, u.role, u.isActive])).toEqual([
      ['superadmin@demo.lab', 'super_admin', true],
      ['instadmin@demo.lab', 'institution_admin', true],
      ['instadmin.b@demo.lab', 'institution_admin', true],
      ['clinician@demo.lab', 'clinician', true],
      ['clinician.multi@demo.lab', 'clinician', true],
      ['clientadmin@demo.lab', 'client_admin', true],
      ['fulfillment@demo.lab', 'fulfillment_agent', true],
      ['labuser@demo.lab', 'lab_user', true],
      ['inactive@demo.lab', 'lab_user', false],
    ]);
    expect(first.users[0].passwordHash).toMatch(/^\$argon2id\$/);
    expect(await seedDemo(database.db)).toBe('reseeded');
    expect(await dump(database)).toEqual(first);
  });

  it('refuses a database it did not create empty', async () => {
    const foreign = await openTestDatabase();
    try {
      await foreign.db.insert(institutions).values({ name: 'Real Hospital' });
      await expect(seedDemo(foreign.db)).rejects.toBeInstanceOf(SeedRefused);
      const [{ n }] = await foreign.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(n).toBe(0);
    } finally {
      await foreign.close();
    }
  });

  it('keeps the audit log append-only', async () => {
    await database.db.execute(sql`insert into audit_log (action, entity_type) values ('test', 'x')`);
    const causeOf = (p: Promise<unknown>) => p.then(() => 'allowed', (e: { cause?: Error }) => e.cause?.message);
    expect(await causeOf(database.db.execute(sql`update audit_log set action = 'changed'`))).toMatch(/append-only/);
    expect(await causeOf(database.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
  });
});
