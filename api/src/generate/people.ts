import type { Role } from '@lab/shared';
import { hash } from '@node-rs/argon2';
import type { Db } from '../platform/db/client';
import * as t from '../platform/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { FIRST_NAMES, LAST_NAMES } from '../seed/demo-data/people';
import { SeededRandom } from '../seed/demo-data/random';
import { GENERATOR_ROLES as R } from '../seed/generator-roles';
import type { InstitutionPlace } from './institutions';
import type { ScalePlan } from './scale-plan';
import { DAY } from './sql-kit';

/** Users per institution, as lists of ids; flattened into SQL arrays by `pool`. */
export interface People {
  superAdmins: number[];
  agents: number[];
  /** Per institution (index k - 1): the active users of each kind working there. */
  admins: number[][];
  clinicians: number[][];
  labUsers: number[][];
  clientAdmins: number[][];
  /** Every user: id, email, role, primary institution, active. */
  users: { id: number; email: string; role: Role; institutionId: number | null; isActive: boolean; createdAt: Date }[];
}

/**
 * Lists of different lengths as one SQL-friendly array of fixed `width` per list (each list
 * repeated to fill its width): element `(k - 1) * width + 1 + r % width` is a fair pick from list k.
 */
export function pool(lists: number[][]): { values: number[]; width: number } {
  const width = Math.max(1, ...lists.map((l) => l.length));
  return { width, values: lists.flatMap((l) => Array.from({ length: width }, (_, i) => l[i % l.length])) };
}

// argon2id with the API's cost and a fixed salt: every generated account (demo ones too) has the
// password Demo@12345, and the same arguments give byte-identical data.
const FIXED_SALT = Buffer.from('lab-scale-data-v1');
const passwordHash = () => hash(DEMO_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1, salt: FIXED_SALT });

const emailPart = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The demo accounts (ids 1..9, institution A = 1, B = 2), provider staff, then a team per institution. */
export async function insertPeople(db: Db, plan: ScalePlan, places: InstitutionPlace[]): Promise<{ people: People; links: number }> {
  const rng = new SeededRandom(20261201);
  const rows: (typeof t.users.$inferInsert)[] = [];
  const secondInstitution = new Map<number, number[]>();
  const inst = (k: number) => places[k - 1];
  const joinedAt = (k: number | null) => {
    const from = k ? inst(k).createdAt.getTime() : plan.now * 1000 - 4 * 365 * DAY * 1000;
    return new Date(from + rng.int(1, 120) * DAY * 1000); // before the first patient
  };
  const hashOnce = await passwordHash();

  for (const account of DEMO_ACCOUNTS) {
    const k = account.institution === 'A' ? 1 : account.institution === 'B' ? 2 : account.institution === 'C' ? 3 : null;
    const createdAt = joinedAt(k);
    rows.push({
      id: rows.length + 1, email: account.email, passwordHash: hashOnce, firstName: account.firstName, lastName: account.lastName, role: account.role,
      phone: account.phone, institutionId: k, isActive: account.isActive ?? true, permissions: account.permissions ?? [], createdAt, updatedAt: createdAt,
    });
    const keys = account.clinicianInstitutions ?? [];
    if (keys.length > 1) secondInstitution.set(rows.length, keys.slice(1).map((key) => 1 + ['A', 'B', 'C'].indexOf(key)));
  }

  const add = (role: Role, k: number | null) => {
    const id = rows.length + 1;
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const domain = k ? inst(k).domain : 'provider.example.org';
    const createdAt = joinedAt(k);
    const isActive = role === R.institutionAdmin || !rng.chance(0.04);
    rows.push({
      id, email: `${emailPart(firstName)}.${emailPart(lastName)}${id}@${domain}`, passwordHash: hashOnce, firstName, lastName, role,
      phone: `+447700900${String(id % 1000).padStart(3, '0')}`, institutionId: k, isActive,
      permissions: role === R.labUser && rng.chance(0.2) ? ['dashboard', 'tests', 'results'] : [],
      createdAt, updatedAt: createdAt,
    });
    if (role === R.clinician && plan.institutions > 1 && rng.chance(0.25)) secondInstitution.set(id, [1 + ((k! - 1 + rng.int(1, plan.institutions - 1)) % plan.institutions)]);
    return id;
  };
  for (let n = 0; n < plan.extraSuperAdmins; n++) add(R.superAdmin, null);
  for (let n = 0; n < plan.fulfillmentAgents; n++) add(R.fulfillmentAgent, null);
  for (let k = 1; k <= plan.institutions; k++) {
    add(R.institutionAdmin, k);
    for (let n = 0; n < plan.cliniciansPerInstitution; n++) add(R.clinician, k);
    for (let n = 0; n < plan.labUsersPerInstitution; n++) add(R.labUser, k);
    for (let n = 0; n < plan.clientAdminsPerInstitution; n++) add(R.clientAdmin, k);
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(t.users).values(rows.slice(i, i + 500));

  // A clinician works in their primary institution and, for some, a second one.
  const links = rows
    .filter((u) => u.role === R.clinician && u.institutionId)
    .flatMap((u) => [u.institutionId!, ...(secondInstitution.get(u.id!) ?? [])].map((institutionId) => ({ userId: u.id!, institutionId })));
  for (let i = 0; i < links.length; i += 1000) await db.insert(t.userInstitutions).values(links.slice(i, i + 1000));

  const active = rows.filter((u) => u.isActive);
  const byInstitution = (role: Role, withSecond = false) =>
    places.map((p) => active.filter((u) => u.role === role && (u.institutionId === p.id || (withSecond && secondInstitution.get(u.id!)?.includes(p.id)))).map((u) => u.id!));
  const admins = byInstitution(R.institutionAdmin);
  // an institution whose staff of a kind are all inactive falls back on its admins
  const orAdmins = (lists: number[][]) => lists.map((list, i) => (list.length ? list : admins[i]));
  const people: People = {
    superAdmins: active.filter((u) => u.role === R.superAdmin).map((u) => u.id!),
    agents: active.filter((u) => u.role === R.fulfillmentAgent).map((u) => u.id!),
    admins,
    clinicians: orAdmins(byInstitution(R.clinician, true)),
    labUsers: orAdmins(byInstitution(R.labUser)),
    clientAdmins: orAdmins(byInstitution(R.clientAdmin)),
    users: rows.map((u) => ({ id: u.id!, email: u.email, role: u.role as Role, institutionId: u.institutionId ?? null, isActive: u.isActive!, createdAt: u.createdAt! })),
  };
  return { people, links: links.length };
}
