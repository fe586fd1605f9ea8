import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Database } from '../platform/db/client';
import type { RegisteredRoute } from '../platform/policy';
import { RecordingSmsSender } from '../platform/sms';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  routes: RegisteredRoute[];
  /** The secret its tokens are signed with (to forge tokens in tests). */
  tokenSecret: string;
  /** Signs in a demo account and returns its bearer header. */
  authAs(email: string, password?: string): Promise<{ authorization: string }>;
  /** The SMS the app sent (no provider: recorded). */
  sms: RecordingSmsSender;
}

export interface TestContext extends TestApp {
  database: Database;
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

/** The real app on an existing database (a second API instance, or another configuration). */
export async function createAppOn(database: Database, overrides: Partial<AppOptions['config']> = {}, tokenSecret = randomBytes(32).toString('hex')): Promise<TestApp> {
  const sms = new RecordingSmsSender();
  const { app, routes } = await buildApp({ db: database.db, config: { ...testConfig, ...overrides }, tokenSecret, logger: false, sms });
  await app.ready();
  return {
    app,
    routes,
    tokenSecret,
    sms,
    async authAs(email, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${res.json().token}` };
    },
  };
}

/** A copy of the seeded demo database and the real app on it, for one test file. */
export async function createTestContext(overrides: Partial<AppOptions['config']> = {}): Promise<TestContext> {
  const database = await openTestDatabase('demo');
  const testApp = await createAppOn(database, overrides);
  return {
    ...testApp,
    database,
    async close() {
      await testApp.app.close();
      await database.close();
    },
  };
}
