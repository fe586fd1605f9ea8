import { CLINICIAN_ROLE, rolesFor, type InstitutionRef, type Role, type UserDetail, type UserListItem } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/caller';
import type { Db } from '../../platform/db/client';
import { cappedCountQuery, jsonRows, pageWindow, where } from '../../platform/db/list-page';
import { classifyTerm, textMatches } from '../../platform/db/search';
import { queryRows, queryRowsPrepared, scopeCondition, worksIn } from '../../platform/db/query';
import { isoOrNull } from '../../platform/db/row-values';

export interface UserFilter {
  /** The institutions whose users the caller may see ('all' for super_admin). */
  visible: Scope;
  /** Leave super_admins out (everyone but a super_admin sees none). */
  hideProviderAdmins: boolean;
  search?: string;
  role?: Role;
  institutionId?: number;
  active?: boolean;
}

const roleIn = (roles: readonly Role[]) => sql`u.role in (${sql.join(roles.map((r) => sql`${r}`), sql`, `)})`;

function conditions(filter: UserFilter): SQL[] {
  const out: SQL[] = [];
  if (filter.visible !== 'all') out.push(worksIn(filter.visible));
  if (filter.hideProviderAdmins) out.push(sql`not ${roleIn(rolesFor('platform.viewAll'))}`);
  const term = classifyTerm(filter.search);
  // users are thousands: the words of the name and the email, read row by row
  if (term) out.push(textMatches(sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.email)`, term));
  if (filter.role) out.push(sql`u.role = ${filter.role}`);
  if (filter.institutionId !== undefined) out.push(worksIn([filter.institutionId]));
  if (filter.active !== undefined) out.push(sql`u.is_active = ${filter.active}`);
  return out;
}

const LIST_COLUMNS = sql`u.id, u.email, u.first_name, u.last_name, u.role, u.phone, u.institution_id, i.name as institution_name, u.is_active, u.created_at`;

type ListRow = Omit<UserListItem, 'created_at'> & { created_at: Date | string };
const toItem = (row: ListRow): UserListItem => ({ ...row, created_at: isoOrNull(row.created_at)! });

/**
 * One page of users by last name, first name, id (users_name_order_idx), with their count: exact
 * (users are thousands, not millions), capped like every list when filtered. One statement.
 */
export async function selectUserPage(db: Db, filter: UserFilter, page: number, limit: number): Promise<{ rows: UserListItem[]; matches: number; exact: boolean }> {
  const conds = conditions(filter);
  const filtered = conds.length > 0;
  const countQuery = filtered ? cappedCountQuery(sql`from users u ${where(conds)}`) : sql`select count(*) from users`;
  const pageRows = sql`select ${LIST_COLUMNS} from users u left join institutions i on i.id = u.institution_id ${where(conds)}
    order by u.last_name, u.first_name, u.id ${pageWindow({ page, limit })}`;
  const query = sql`select ${jsonRows(pageRows, sql`r.last_name, r.first_name, r.id`)} as rows, (${countQuery}) as total`;
  const [found] = await (filter.search ? queryRows : queryRowsPrepared)<{ rows: ListRow[]; total: string | number }>(db, query);
  return { rows: found.rows.map(toItem), matches: Number(found.total), exact: !filtered };
}

interface DetailRow extends ListRow {
  permissions: string[];
  updated_at: Date | string;
  institutions: InstitutionRef[] | null;
  other_institution_count: number | string;
}

/**
 * The user and, for a clinician, every institution they work in (the primary one included), of
 * those `visible` only: a caller never learns another institution's name through a user.
 */
export async function selectUserDetail(db: Db, id: number, visible: Scope): Promise<UserDetail | undefined> {
  const [row] = await queryRowsPrepared<DetailRow>(
    db,
    sql`select ${LIST_COLUMNS}, u.permissions, u.updated_at,
          (select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.name) from institutions x
             where u.role = ${CLINICIAN_ROLE} and ${scopeCondition(sql`x.id`, visible)}
               and (x.id = u.institution_id or exists (select 1 from user_institutions ui where ui.user_id = u.id and ui.institution_id = x.id))) as institutions,
          (select count(*) from (select u.institution_id as id union select ui.institution_id from user_institutions ui where ui.user_id = u.id) theirs
             where theirs.id is not null and not ${scopeCondition(sql`theirs.id`, visible)}) as other_institution_count
        from users u left join institutions i on i.id = u.institution_id
        where u.id = ${id}`,
  );
  if (!row) return undefined;
  const institutions = row.institutions ?? [];
  return {
    ...toItem(row),
    permissions: row.permissions,
    updated_at: new Date(row.updated_at).toISOString(),
    institutions,
    institution_ids: institutions.map((i) => i.id),
    other_institution_count: Number(row.other_institution_count),
  };
}

/** What the rules need of an existing user: their role, institutions (all of them) and access. */
export interface ExistingUser {
  id: number;
  email: string;
  first_name: string;
  institution_name: string | null;
  role: Role;
  institution_id: number | null;
  /** Every institution in user_institutions (whoever asks). */
  institution_ids: number[];
  permissions: string[];
  is_active: boolean;
}

export async function selectExistingUser(db: Db, id: number, { forUpdate = false } = {}): Promise<ExistingUser | undefined> {
  const [row] = await queryRows<ExistingUser>(
    db,
    sql`select u.id, u.email, u.first_name, i.name as institution_name, u.role, u.institution_id, u.permissions, u.is_active,
          array(select ui.institution_id from user_institutions ui where ui.user_id = u.id order by ui.institution_id) as institution_ids
        from users u left join institutions i on i.id = u.institution_id
        where u.id = ${id} ${forUpdate ? sql`for update of u` : sql``}`,
  );
  return row ? { ...row, institution_ids: row.institution_ids.map(Number) } : undefined;
}

export async function emailTaken(db: Db, email: string, exceptId: number | null): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from users where email = ${email} and (${exceptId}::int is null or id <> ${exceptId})`);
  return rows.length > 0;
}

export async function replaceUserInstitutions(tx: Db, userId: number, institutionIds: number[]): Promise<void> {
  await tx.execute(sql`delete from user_institutions where user_id = ${userId}`);
  if (institutionIds.length === 0) return;
  await tx.execute(sql`insert into user_institutions (user_id, institution_id) values ${sql.join(institutionIds.map((id) => sql`(${userId}, ${id})`), sql`, `)}`);
}
