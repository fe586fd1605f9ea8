import { parsePhone, smsCountryRefused } from '@lab/shared';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { queryRows } from './db/query';
import type { OutgoingSms, SmsOutcome, SmsSender } from './sms';

const REFRESH_MS = 5 * 60_000;

/**
 * Text messages only to numbers of the countries the portal serves: SMS_COUNTRIES (ISO codes),
 * else the countries of the institutions' own phone numbers (read again every few minutes). A
 * number elsewhere is refused as an outcome, like any provider refusal: premium and foreign
 * numbers are where SMS abuse costs money.
 */
export class CountryLimitedSmsSender implements SmsSender {
  private known: { countries: string[]; at: number } | null = null;

  constructor(
    private readonly inner: SmsSender,
    private readonly db: Db,
    private readonly configured: string[] | null,
  ) {}

  get transport() {
    return this.inner.transport;
  }

  check() {
    return this.inner.check();
  }

  /** The countries text messages may go to now. */
  async countries(): Promise<string[]> {
    if (this.configured) return this.configured;
    if (!this.known || Date.now() - this.known.at > REFRESH_MS) {
      const rows = await queryRows<{ phone: string }>(this.db, sql`select distinct phone from institutions where phone is not null and btrim(phone) <> ''`);
      const codes = new Set(rows.filter((r) => r.phone.trim().startsWith('+')).map((r) => parsePhone(r.phone).country.code));
      this.known = { countries: [...codes].sort(), at: Date.now() };
    }
    return this.known.countries;
  }

  async send(sms: OutgoingSms): Promise<SmsOutcome> {
    const allowed = await this.countries();
    if (!allowed.includes(parsePhone(sms.to).country.code)) return { status: 'failed', error: smsCountryRefused(allowed) };
    return this.inner.send(sms);
  }
}
