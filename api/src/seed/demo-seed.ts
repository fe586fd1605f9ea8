import { count, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { appMeta, institutions, userInstitutions, users } from '../platform/db/schema';
import { hashPassword } from '../platform/password';
import { DEMO_ACCOUNTS, DEMO_INSTITUTIONS, DEMO_PASSWORD, type InstitutionKey } from './demo-accounts';
import { seedDemoData } from './demo-data/seed-demo-data';

const SEED_MARK = 'demo_seed';
const DATA_MARK = 'demo_data';
// A fixed instant, so two runs of the seed never differ.
const SEEDED_AT = new Date('2026-01-05T09:00:00Z');

export class SeedRefused extends Error {}

/** True when the database holds no people and no institutions: created empty. */
async function isEmpty(db: Db): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(users);
  const [i] = await db.select({ n: count() }).from(institutions);
  return u.n === 0 && i.n === 0;
}

async function isDemoDatabase(db: Db): Promise<boolean> {
  const [mark] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_MARK));
  return mark !== undefined;
}

/**
 * Fills a database that was created empty for the demo, and only such a one: an empty database
 * is marked as the demo's, and a marked one may be seeded again (idempotently). Anything else
 * is refused, so the seed can never write demo accounts into real data.
 */
export interface SeedOptions {
  /** The demo's "now" on first seeding; defaults to the start of today (UTC). */
  anchor?: Date;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<'seeded' | 'reseeded'> {
  const marked = await isDemoDatabase(db);
  if (!marked && !(await isEmpty(db))) {
    throw new SeedRefused('Refusing to seed: this database already holds data that the demo seed did not create.');
  }
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.insert(appMeta).values({ key: SEED_MARK, value: 'v1', updatedAt: SEEDED_AT }).onConflictDoNothing();
    const institutionIds = await seedInstitutions(t);
    const userIds = await seedAccounts(t, institutionIds);
    const [data] = await t.select().from(appMeta).where(eq(appMeta.key, DATA_MARK));
    if (!data) {
      // Dated back from the day of first seeding; later runs leave it all alone.
      const anchor = options.anchor ?? startOfTodayUtc();
      await seedDemoData(t, anchor, institutionIds, userIds);
      await t.insert(appMeta).values({ key: DATA_MARK, value: anchor.toISOString(), updatedAt: SEEDED_AT });
    }
  });
  return marked ? 'reseeded' : 'seeded';
}

/**
 * DEMO_DATA on a PostgreSQL server: the demo's accounts and data in a database created empty
 * (or the demo's own, left as it is); a database holding anything else is never touched.
 */
export async function seedDemoIfEmpty(db: Db): Promise<void> {
  if (await isDemoDatabase(db)) return;
  if (!(await isEmpty(db))) {
    console.warn('DEMO_DATA: the database already holds data the demo did not create; no demo data loaded.');
    return;
  }
  console.log('DEMO_DATA: an empty database; loading the demo accounts and data…');
  await seedDemo(db);
}

async function seedInstitutions(db: Db): Promise<Record<InstitutionKey, number>> {
  const ids = {} as Record<InstitutionKey, number>;
  for (const [key, inst] of Object.entries(DEMO_INSTITUTIONS) as [InstitutionKey, (typeof DEMO_INSTITUTIONS)[InstitutionKey]][]) {
    await db.insert(institutions).values({ ...inst, createdAt: SEEDED_AT, updatedAt: SEEDED_AT }).onConflictDoNothing({ target: institutions.name });
    const [row] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, inst.name));
    ids[key] = row.id;
  }
  return ids;
}

function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

async function seedAccounts(db: Db, institutionIds: Record<InstitutionKey, number>): Promise<Map<string, number>> {
  let passwordHash: string | null = null;
  const ids = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) {
      ids.set(account.email, existing.id);
      continue; // never overwrite an account (its password may have been changed)
    }
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const [row] = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        phone: account.phone,
        institutionId: account.institution ? institutionIds[account.institution] : null,
        isActive: account.isActive ?? true,
        permissions: account.permissions ?? [],
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      })
      .returning({ id: users.id });
    ids.set(account.email, row.id);
    for (const key of account.clinicianInstitutions ?? []) {
      await db.insert(userInstitutions).values({ userId: row.id, institutionId: institutionIds[key] }).onConflictDoNothing();
    }
  }
  return ids;
}
