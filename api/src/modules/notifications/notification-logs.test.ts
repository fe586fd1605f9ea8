import { formatRequestId, type NotificationLogItem } from '@lab/shared';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../platform/db/query';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let institutionA: number;
let institutionB: number; // ADMIN's
beforeAll(async () => {
  ctx = await createTestContext();
  institutionA = await ctx.count(sql`select institution_id as v from users where email = 'labuser@demo.lab'`);
  institutionB = await ctx.count(sql`select institution_id as v from users where email = ${ADMIN}`);
  // a provider-wide staff mail (no institution) and one more staff mail in A, as the API writes them
  const superId = await ctx.count(sql`select id as v from users where email = ${SUPER}`);
  await ctx.database.db.execute(sql`insert into notification_logs (institution_id, message_type, notification_type, recipient_type, recipient_email, delivery_status, triggered_by_type, triggered_by_user_id) values
    (null, 'password_reset', 'email', 'staff', 'fulfillment@demo.lab', 'sent', 'manual', ${superId}),
    (${institutionB}, 'custom', 'email', 'staff', 'clinician.multi@demo.lab', 'failed', 'manual', ${superId})`);
});
afterAll(() => ctx.close());

const SUPER = 'superadmin@demo.lab';
/** An institution_admin with the role's default permissions (every CMS sub-permission), of institution B. */
const ADMIN = 'instadmin.b@demo.lab';

const list = async (email: string, query = '') => {
  const res = await ctx.call(email, 'GET', `/cms/notification-logs${query}`);
  expect(res.status).toBe(200);
  return res.body as { notifications: NotificationLogItem[]; pagination: { page: number; limit: number; total: number; pages: number; total_capped?: boolean } };
};
const countWhere = (condition: SQL) => ctx.count(sql`select count(*) as v from notification_logs n where ${condition}`);

describe('GET /cms/notification-logs', () => {
  it('gives a super_admin every log, newest first, 10 a page, with names joined', async () => {
    const { notifications, pagination } = await list(SUPER);
    expect(pagination).toEqual({ page: 1, limit: 10, total: await countWhere(sql`true`), pages: Math.ceil((await countWhere(sql`true`)) / 10), next: expect.stringMatching(/^\d+_\d+$/) });
    expect(notifications).toHaveLength(10);
    const [newest] = await queryRows<{ id: number }>(ctx.database.db, sql`select id from notification_logs order by sent_at desc, id desc limit 10`);
    expect(notifications[0].id).toBe(newest.id);
    for (let i = 1; i < notifications.length; i++) expect(notifications[i - 1].sent_at >= notifications[i].sent_at).toBe(true);

    const reminder = (await list(SUPER, '?triggered_by_type=system&notification_type=email')).notifications[0];
    expect(reminder).toMatchObject({ recipient_type: 'patient', triggered_by_type: 'system', triggered_by_name: null, message_type: expect.any(String) });
    expect(reminder.patient_name).toMatch(/\S+ \S+/);
    expect(reminder.institution_name).toEqual(expect.any(String));
    expect(reminder.test_request_id).toEqual(expect.any(Number));
    const staff = (await list(SUPER, '?message_type=password_reset')).notifications.find((n) => n.recipient_email === 'fulfillment@demo.lab');
    expect(staff).toMatchObject({ recipient_type: 'staff', institution_name: null, patient_name: null, triggered_by_name: 'Sarah', triggered_by_lastname: 'Mitchell', delivery_status: 'sent' });
  });

  it("gives an institution_admin only their institution's logs, staff mail included", async () => {
    const { notifications, pagination } = await list(ADMIN, '?limit=100');
    expect(pagination.total).toBe(await countWhere(sql`n.institution_id = ${institutionB}`));
    const ids = notifications.map((n) => n.id);
    expect(await countWhere(sql`n.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and n.institution_id is distinct from ${institutionB}`)).toBe(0);
    expect((await list(ADMIN, '?message_type=account_setup')).notifications.map((n) => n.recipient_email)).toEqual(['instadmin.b@demo.lab']); // not labuser's, of A
    expect((await list(ADMIN, '?message_type=custom&triggered_by_type=manual')).notifications.map((n) => n.recipient_email)).toContain('clinician.multi@demo.lab');
    expect((await list(ADMIN, '?message_type=password_reset')).notifications.map((n) => n.recipient_email)).not.toContain('fulfillment@demo.lab');
  });

  it.each([
    ['notification_type=sms', sql`n.notification_type = 'sms'`],
    ['delivery_status=failed', sql`n.delivery_status = 'failed'`],
    ['triggered_by_type=manual', sql`n.triggered_by_type = 'manual'`],
    ['message_type=custom', sql`n.message_type = 'custom'`],
    ['message_type=7_days_before&notification_type=email&delivery_status=delivered', sql`n.message_type = '7_days_before' and n.notification_type = 'email' and n.delivery_status = 'delivered'`],
    ['notification_type=&delivery_status=', sql`true`],
  ])('filters by %s, with an exact total, in scope', async (query, condition) => {
    const all = await list(SUPER, `?${query}&limit=100`);
    expect(all.pagination.total).toBe(await countWhere(condition));
    expect(all.pagination.total_capped).toBeUndefined();
    const own = await list(ADMIN, `?${query}&limit=100`);
    expect(own.pagination.total).toBe(await countWhere(sql`${condition} and n.institution_id = ${institutionB}`));
    const [key, value] = query.split('&')[0].split('=');
    if (value) for (const n of [...all.notifications, ...own.notifications]) expect(n[key as keyof NotificationLogItem]).toBe(value);
  });

  it('searches recipient email, phone and patient name, and a REQ- id', async () => {
    const [log] = await queryRows<{ email: string; phone: string; last_name: string; test_request_id: number }>(
      ctx.database.db,
      sql`select p.email, p.phone, p.last_name, n.test_request_id from notification_logs n join patients p on p.id = n.patient_id
          where n.institution_id = ${institutionB} and p.email is not null and p.phone is not null order by n.id limit 1`,
    );
    for (const term of [log.email.toUpperCase(), log.phone, log.last_name.toLowerCase()]) {
      const { notifications, pagination } = await list(SUPER, `?search=${encodeURIComponent(term)}&limit=100`);
      expect(pagination.total).toBe(
        await countWhere(sql`lower(coalesce(n.recipient_email, '') || ' ' || coalesce(n.recipient_phone, '') || ' ' ||
          coalesce((select p.first_name || ' ' || p.last_name from patients p where p.id = n.patient_id), '')) like ${`%${term.toLowerCase()}%`}`),
      );
      expect(notifications.length).toBeGreaterThan(0);
      for (const n of notifications) expect(`${n.recipient_email} ${n.recipient_phone} ${n.patient_name}`.toLowerCase()).toContain(term.toLowerCase());
    }
    // a whole number typed with spaces is that number
    const spaced = `${log.phone.slice(0, 3)} ${log.phone.slice(3, 7)} ${log.phone.slice(7)}`;
    expect((await list(SUPER, `?search=${encodeURIComponent(spaced)}`)).pagination.total).toBe(await countWhere(sql`n.recipient_phone = ${log.phone}`));
    const byId = await list(ADMIN, `?search=${formatRequestId(log.test_request_id)}`);
    expect(byId.pagination.total).toBe(await countWhere(sql`n.test_request_id = ${log.test_request_id}`));
    expect(new Set(byId.notifications.map((n) => n.test_request_id))).toEqual(new Set([log.test_request_id]));
    expect((await list(ADMIN, `?search=${encodeURIComponent(log.email)}`)).pagination.total).toBe(
      await countWhere(sql`n.institution_id = ${institutionB} and n.recipient_email = ${log.email}`),
    );
    // another institution's request is not found by its id
    const [other] = await queryRows<{ id: number }>(ctx.database.db, sql`select test_request_id as id from notification_logs where institution_id = ${institutionA} limit 1`);
    expect((await list(ADMIN, `?search=${formatRequestId(other.id)}`)).notifications).toEqual([]);
    expect((await list(SUPER, '?search=no-such-recipient-anywhere')).pagination).toMatchObject({ total: 0, pages: 0 });
  });

  it('pages through the list without gaps or repeats', async () => {
    const whole = (await list(SUPER, '?limit=12')).notifications.map((n) => n.id);
    const first = (await list(SUPER, '?limit=6&page=1')).notifications.map((n) => n.id);
    const second = (await list(SUPER, '?limit=6&page=2')).notifications.map((n) => n.id);
    expect([...first, ...second]).toEqual(whole);
    const beyond = await list(ADMIN, '?page=5000');
    expect(beyond.notifications).toEqual([]);
    expect(beyond.pagination.total).toBe(await countWhere(sql`n.institution_id = ${institutionB}`));
    // a searched page past the last still says how many the search found
    const [{ word }] = await queryRows<{ word: string }>(ctx.database.db, sql`select split_part(btrim(search_text), ' ', 1) as word from notification_logs order by id limit 1`);
    const searched = await list(SUPER, `?search=${encodeURIComponent(word)}`);
    expect(searched.pagination.total).toBeGreaterThan(0);
    const searchedBeyond = await list(SUPER, `?search=${encodeURIComponent(word)}&page=500`);
    expect(searchedBeyond.notifications).toEqual([]);
    expect(searchedBeyond.pagination.total).toBe(searched.pagination.total);
  });

  it('refuses callers without the Notification Logs tab, and bad filters', async () => {
    // an institution_admin whose own permission list has cms without cms_notification_logs
    await ctx.setPermissions('instadmin@demo.lab', ['dashboard', 'cms', 'cms_markers']);
    for (const email of ['clinician@demo.lab', 'clientadmin@demo.lab', 'labuser@demo.lab', 'instadmin@demo.lab']) {
      expect((await ctx.call(email, 'GET', '/cms/notification-logs')).status).toBe(403);
      expect((await ctx.call(email, 'GET', '/cms/notification-stats')).status).toBe(403);
    }
    expect((await ctx.call(SUPER, 'GET', '/cms/notification-logs?limit=101')).status).toBe(400);
    expect((await ctx.call(SUPER, 'GET', '/cms/notification-logs?delivery_status=lost')).status).toBe(400);
    expect((await ctx.call(SUPER, 'GET', "/cms/notification-logs?message_type=x'y")).status).toBe(400);
  });
});

describe('GET /cms/notification-stats', () => {
  const figures = async (condition: SQL) => {
    const [row] = await queryRows<Record<string, string | number>>(
      ctx.database.db,
      sql`select count(*) as total_notifications, count(*) filter (where delivery_status in ('sent', 'delivered')) as successful_notifications,
            count(*) filter (where notification_type = 'email') as email_notifications, count(*) filter (where notification_type = 'sms') as sms_notifications
          from notification_logs n where ${condition}`,
    );
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  };

  it('counts the logs each caller may see, as the rows say', async () => {
    const all = await ctx.call(SUPER, 'GET', '/cms/notification-stats');
    expect(all).toEqual({ status: 200, body: await figures(sql`true`) });
    expect(all.body.total_notifications).toBeGreaterThan(all.body.successful_notifications);
    expect((await ctx.call(ADMIN, 'GET', '/cms/notification-stats')).body).toEqual(await figures(sql`n.institution_id = ${institutionB}`));
  });

  it('stays exact through inserts, status changes, moves and deletes', async () => {
    const before = (await ctx.call(ADMIN, 'GET', '/cms/notification-stats')).body;
    const [{ id }] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into notification_logs (institution_id, message_type, notification_type, recipient_type, recipient_phone, delivery_status, triggered_by_type)
          values (${institutionB}, 'custom', 'sms', 'staff', '+447700900999', 'pending', 'manual') returning id`,
    );
    expect((await ctx.call(ADMIN, 'GET', '/cms/notification-stats')).body).toEqual({ ...before, total_notifications: before.total_notifications + 1, sms_notifications: before.sms_notifications + 1 });
    await ctx.database.db.execute(sql`update notification_logs set delivery_status = 'delivered' where id = ${id}`);
    expect((await ctx.call(ADMIN, 'GET', '/cms/notification-stats')).body.successful_notifications).toBe(before.successful_notifications + 1);
    await ctx.database.db.execute(sql`update notification_logs set institution_id = ${institutionA} where id = ${id}`);
    expect((await ctx.call(ADMIN, 'GET', '/cms/notification-stats')).body).toEqual(before);
    await ctx.database.db.execute(sql`delete from notification_logs where id = ${id}`);
    const kept = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from (
            select institution_id, notification_type, delivery_status, message_type, triggered_by_type, logged from notification_log_counts where logged <> 0
            except
            select coalesce(institution_id, 0), notification_type, delivery_status, message_type, triggered_by_type, count(*)::int from notification_logs group by 1, 2, 3, 4, 5) x`,
    );
    expect(kept[0].n).toBe(0);
    expect((await ctx.call(SUPER, 'GET', '/cms/notification-stats')).body).toEqual(await figures(sql`true`));
  });

  it("keeps the search text in step with the patient's name", async () => {
    const [log] = await queryRows<{ patient_id: number }>(ctx.database.db, sql`select patient_id from notification_logs where patient_id is not null order by id limit 1`);
    await ctx.database.db.execute(sql`update patients set last_name = 'Quixotefield' where id = ${log.patient_id}`);
    const found = await list(SUPER, '?search=quixotefield&limit=100');
    expect(found.pagination.total).toBe(await countWhere(sql`n.patient_id = ${log.patient_id}`));
    expect(found.notifications[0].patient_name).toMatch(/ Quixotefield$/);
  });
});
