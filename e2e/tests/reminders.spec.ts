import { expect, test, type APIRequestContext } from '@playwright/test';
import { screenAndAxe as screen } from '../support/screens';
import { readMails } from '../support/mails';
import { signIn } from '../support/session';
import { pickFromOpenList } from '../support/select';

// Patient reminders: a super_admin creates a 30-minutes-before rule; a test request
// due in 31 minutes (the API's clock moved forward in test mode, TEST_CLOCK) gets its reminder by
// real SMTP within a scheduler pass, and the monitoring page and the notification logs show it.

const SUPER = 'superadmin@demo.lab';
const RULE = '30_minutes_before';

async function api(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: SUPER, password: 'Demo@12345' } });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  return {
    get: async (url: string) => (await request.get(`/api${url}`, { headers })).json(),
    put: (url: string, data: object) => request.put(`/api${url}`, { headers, data }),
    remove: (url: string) => request.delete(`/api${url}`, { headers }),
    clock: (data: object) => request.post('/api/test/clock', { headers, data }),
  };
}

type Detail = Record<string, unknown> & { id: number; patient_email: string | null; patient_phone: string | null; device_selections: unknown[]; marker_ids: number[] };

/** An open request of the demo whose patient has an email and a phone. */
async function demoRequest(call: Awaited<ReturnType<typeof api>>): Promise<Detail> {
  const list = await call.get('/tests/requests?status=pending&limit=50');
  for (const summary of list.requests) {
    const detail = (await call.get(`/tests/requests/${summary.id}`)) as Detail;
    if (detail.patient_email && detail.patient_phone) return detail;
  }
  throw new Error('no pending demo request with an email and a phone');
}

/** The edit form's body for `detail` with a new expected date (the order form's toPayload). */
function withExpectedDate(d: Detail, day: string) {
  return {
    patient_id: d.patient_id,
    test_type_id: 1,
    priority: d.priority,
    sample_type: d.sample_type_id,
    panel_id: d.panel_id,
    marker_ids: d.panel_id ? [] : d.marker_ids,
    device_selections: d.device_selections,
    department: d.department,
    cms_priority: d.cms_priority,
    cms_status: d.cms_status,
    notes: d.notes,
    custom_data: d.custom_data,
    barcode_number: d.barcode_number,
    expected_test_datetime: day,
    institution_id: d.institution_id,
    fulfillment_by_partner: d.fulfillment_by_partner,
    fulfillment_partner_id: d.fulfillment_partner_id,
    clinician_id: d.clinician_id,
    lab_id: d.lab_id,
  };
}

test('a 30-minutes-before rule reminds the patient of a test 31 minutes away, once, and monitoring and the logs show it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const call = await api(request);
  // a retry starts clean: the first attempt's rule and clock are gone
  await call.remove(`/cms/reminder-configs/${RULE}`);
  await call.clock({ reset: true });
  try {
    // the super_admin adds the rule on the Reminder Configurations tab
    await signIn(page, SUPER);
    await page.goto('/cms?tab=reminder_configs');
    await expect(page.getByRole('heading', { name: 'CMS Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Custom Reminder' })).toBeVisible();
    await screen(page, 'reminders-list', 'reminder configurations');

    await page.getByRole('button', { name: 'Add Custom Reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Reminder Configuration' });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toHaveClass(/ant-zoom/);
    await dialog.getByLabel('Reminder Type').fill(RULE);
    await dialog.getByLabel('Time Value').fill('30');
    await dialog.getByRole('combobox', { name: 'Time Unit' }).click();
    await pickFromOpenList(page, 'minutes');
    await dialog.getByLabel('Email Subject').fill('Your {test_name} starts in 30 minutes');
    await dialog.getByLabel('Email Message').fill('Dear {patient_name},\n\nYour {test_name} at {institution_name} starts at {test_time} today.');
    await dialog.getByLabel('SMS Message').fill('{institution_name}: your {test_name} starts at {test_time}.');
    await screen(page, 'reminders-modal', 'the reminder form');
    await dialog.getByRole('button', { name: /save|create/i }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('region', { name: RULE });
    await expect(card).toContainText('30 minutes before test');

    // a test request in 30 days (kept at 12:00 UTC; no demo test is that far ahead), and the clock at 11:29 that day
    const detail = await demoRequest(call);
    // (a retry moves it further: the first attempt's appointment has had its reminder, once)
    const ahead = 30 + 7 * (test.info().retry + test.info().repeatEachIndex);
    const day = new Date(Date.now() + ahead * 24 * 3600_000).toISOString().slice(0, 10);
    const edited = await call.put(`/tests/requests/${detail.id}`, withExpectedDate(detail, day));
    expect(edited.status()).toBe(200);
    const expected = new Date(`${day}T12:00:00.000Z`);
    expect((await call.clock({ at: new Date(expected.getTime() - 31 * 60_000).toISOString() })).status()).toBe(200);

    // once a scheduler pass has run at the new time (it marks the reminders the jump passed over as missed)
    await expect
      .poll(async () => {
        const status = (await call.get('/cron/scheduler-status')).data;
        return status.systemStatus === 'running' && status.activeJobs.some((j: { testRequestId: number; name: string }) => j.testRequestId === detail.id && j.name === `${RULE} (email)`);
      }, { timeout: 30_000 })
      .toBe(true);

    // the monitoring page: the request in the next 7 days, its reminder among the active jobs
    await page.goto('/cms/cron-monitoring');
    await expect(page.getByRole('heading', { name: 'Cron Job Monitoring' })).toBeVisible();
    const reqId = `REQ-${String(detail.id).padStart(6, '0')}`;
    const jobs = page.getByRole('region', { name: 'Scheduler Status' });
    await expect(jobs.getByRole('row').filter({ hasText: reqId }).filter({ hasText: `${RULE} (email)` })).toBeVisible();
    await expect(page.getByRole('region', { name: /Upcoming Reminders/ }).getByRole('row').filter({ hasText: reqId })).toBeVisible();
    await screen(page, 'cron-monitoring', 'cron monitoring');

    // a minute later it is due: a scheduler pass sends it over SMTP, once
    const toPatient = () => readMails(detail.patient_email!).filter((m) => m.subject.endsWith('starts in 30 minutes'));
    const before = toPatient().length; // a retry's first attempt may have sent one for its own appointment
    expect((await call.clock({ at: new Date(expected.getTime() - 29 * 60_000).toISOString() })).status()).toBe(200);
    await expect.poll(() => toPatient().length, { timeout: 20_000 }).toBe(before + 1);
    const mail = toPatient().at(-1)!;
    expect(mail.text).toContain('starts at 12:00 today');
    expect(mail.html).toContain('<!doctype html>');

    // (the status is shared for 5 seconds between callers: refresh until it moves on)
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(jobs.getByRole('row').filter({ hasText: reqId }).filter({ hasText: `${RULE} (email)` })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    // the notification logs show it, sent by the system
    await page.goto('/cms?tab=notification_logs');
    await page.getByRole('textbox', { name: 'Search notification logs' }).fill(detail.patient_email!);
    const row = page.getByRole('row').filter({ hasText: '30 minutes before' }).filter({ hasText: detail.patient_email! });
    await expect(row).toHaveCount(before + 1);
    await expect(row.first()).toContainText(/system/i);
    await screen(page, 'reminders-notification-logs', 'the notification logs with the reminder');
    // and a few passes later it is still the only one
    await page.waitForTimeout(2500);
    expect(toPatient()).toHaveLength(before + 1);
  } finally {
    await call.clock({ reset: true });
  }
});
