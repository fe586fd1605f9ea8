import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type App, type AppOptions } from '../app';
import type { Database } from '../platform/db/client';
import { queryRows } from '../platform/db/query';
import type { RegisteredRoute } from '../platform/policy';
import { RecordingSmsSender } from '../platform/sms';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  routes: RegisteredRoute[];
  /** The secret its tokens are signed with (to forge tokens in tests). */
  tokenSecret: string;
  /** Signs in a demo account and returns its bearer header. */
  authAs(email: string, password?: string): Promise<{ authorization: string }>;
  /** The SMS the app sent (no provider: recorded; empty when the overrides name a provider). */
  sms: RecordingSmsSender;
  /** The app's reminder scheduling (what its routes call), and its scheduler when config.scheduler.enabled (never started: tests run passes). */
  schedule: App['schedule'];
  scheduler: App['scheduler'];
  /** The views waiting to be audited: flush() before reading them. */
  readAudit: App['readAudit'];
  /** The outbox worker's sender of external lab orders (tests run a worker with it). */
  externalLabSender: App['externalLabSender'];
  /** Waits until this app has applied every session notice committed so far (users, sessions, links). */
  settleSessions: App['settleSessions'];
}

export interface TestContext extends TestApp {
  database: TestDatabase;
  /** Column `v` of the first row of `query`: a test's one-value lookup. */
  one<T>(query: SQL): Promise<T>;
  /** `one` read as a number (counts come back as strings from PostgreSQL). */
  count(query: SQL): Promise<number>;
  /** An API request signed in as `email`: its status and JSON body (whatever shape the route answers). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<{ status: number; body: any }>;
  /** Replaces a user's stored menu permissions (what a super_admin's permission editor would save). */
  setPermissions(email: string, permissions: string[]): Promise<void>;
  close(): Promise<void>;
}

export const testConfig: AppOptions['config'] = {
  tokenTtlSeconds: 3600,
  loginMaxFailures: 5,
  loginWindowSeconds: 900,
  bodyLimitBytes: 1024 * 1024,
  trustProxy: false,
  logLevel: 'silent',
  smtpUrl: null, // mail is recorded in mail_messages, never sent
  mailFrom: 'Lab Portal <no-reply@lab-portal.local>',
  supportEmail: 'support@lab-portal.local',
};

/** What a test may give the app beside its configuration. */
export type TestAppExtras = Pick<AppOptions, 'externalLabLookup'>;

/** The real app on an existing database (a second API instance, or another configuration). */
export async function createAppOn(database: Database, overrides: Partial<AppOptions['config']> = {}, tokenSecret = randomBytes(32).toString('hex'), extras: TestAppExtras = {}): Promise<TestApp> {
  const sms = new RecordingSmsSender();
  // an SMS provider named in the overrides is the app's own (built from config.sms); else the recording sender
  const { app, routes, schedule, scheduler, readAudit, externalLabSender, settleSessions } = await buildApp({ db: database.db, config: { ...testConfig, ...overrides }, tokenSecret, logger: false, sms: overrides.sms ? undefined : sms, notices: database, schemaCompilation: 'on-first-request', ...extras });
  await app.ready();
  return {
    app,
    routes,
    tokenSecret,
    sms,
    schedule,
    scheduler,
    readAudit,
    externalLabSender,
    settleSessions,
    async authAs(email, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${res.json().token}` };
    },
  };
}

/** A copy of the seeded demo database and the real app on it, for one test file. */
export async function createTestContext(overrides: Partial<AppOptions['config']> = {}, extras: TestAppExtras = {}): Promise<TestContext> {
  const database = await openTestDatabase('demo');
  const testApp = await createAppOn(database, overrides, undefined, extras);
  const one = async <T,>(query: SQL): Promise<T> => (await queryRows<{ v: T }>(database.db, query))[0]?.v;
  const signedIn = new Map<string, Promise<{ authorization: string }>>();
  return {
    ...testApp,
    database,
    one,
    count: async (query) => Number(await one<string | number>(query)),
    async call(email, method, url, payload) {
      // one sign-in per account, reused (parallel calls would otherwise be parallel sign-ins, which
      // the guessing limits hold back); signed in afresh when the session has ended meanwhile
      const send = async (fresh: boolean) => {
        if (fresh || !signedIn.has(email)) {
          const session = testApp.authAs(email);
          session.catch(() => signedIn.delete(email)); // a refused sign-in is tried again next time
          signedIn.set(email, session);
        }
        return testApp.app.inject({ method, url: `/api${url}`, headers: await signedIn.get(email)!, payload });
      };
      // a test's own writes to users or sessions reach this app's caller cache as notices: wait for them
      await testApp.settleSessions();
      let res = await send(false);
      if (res.statusCode === 401) res = await send(true);
      return { status: res.statusCode, body: res.json() };
    },
    async setPermissions(email, permissions) {
      await database.db.execute(sql`update users set permissions = ${JSON.stringify(permissions)}::jsonb where email = ${email}`);
    },
    async close() {
      await testApp.app.close();
      await database.close();
    },
  };
}
