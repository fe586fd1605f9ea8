import { EXTERNAL_LAB_TIMEOUT_MS } from '@lab/shared';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { LookupFunction } from 'node:net';
import { analyticsRoutes } from './modules/analytics/public';
import { authRoutes } from './modules/auth/public';
import { cmsRoutes } from './modules/cms/public';
import { contactRoutes } from './modules/contact/public';
import { remoteLoadRoutes } from './modules/remote-loads/public';
import { fulfillmentRoutes } from './modules/fulfillment/public';
import { healthRoutes } from './modules/health/public';
import { institutionRoutes } from './modules/institutions/public';
import { notificationRoutes } from './modules/notifications/public';
import { inventoryRoutes } from './modules/inventory/public';
import { orderLookupRoutes } from './modules/order-lookups/public';
import { patientRoutes } from './modules/patients/public';
import { resultRoutes } from './modules/results/public';
import { externalLabRoutes, orderSender, providerRegistry } from './modules/external-lab/public';
import { testRequestRoutes } from './modules/test-requests/public';
import { userRoutes } from './modules/users/public';
import type { AppConfig } from './platform/config';
import type { Database, Db } from './platform/db/client';
import { SESSION_CHANGE_CHANNEL, SessionCache } from './platform/session-cache';
import { DOCS_PREFIX, registerDocs } from './platform/docs';
import { frameworkErrors, installErrorHandlers } from './platform/errors-plugin';
import { schemaOptions, type SchemaCompilation } from './platform/schema-compilers';
import { boundJsonBodies } from './platform/json-body';
import { securityHeaders } from './platform/security-headers';
import { AuthThrottle } from './platform/auth-throttle';
import { RateLimits } from './platform/rate-limits';
import { ReadAuditLog } from './platform/read-audit';
import { auditRoutes } from './modules/audit/public';
import { createMailer } from './platform/mail';
import type { SmsSender } from './platform/sms';
import { createSmsSender } from './platform/sms-provider';
import { CountryLimitedSmsSender } from './platform/sms-countries';
import { routePolicyPlugin, settleSessionNotices, type RegisteredRoute } from './platform/policy';
import { createTokenService } from './platform/tokens';
import { OffsetClock, systemClock } from './platform/clock';
import { reminderRoutes, testClockRoutes, ReminderSchedule, ReminderScheduler } from './modules/reminders/public';
import { monitoringRoutes } from './modules/monitoring/public';
import { interfaceRoutes, type OutboxSender } from './modules/interfaces/public';
import { liveRoutes } from './modules/live/public';
import fastifySse from '@fastify/sse';

export interface AppOptions {
  db: Db;
  config: Pick<
    AppConfig,
    'tokenTtlSeconds' | 'loginMaxFailures' | 'loginWindowSeconds' | 'bodyLimitBytes' | 'trustProxy' | 'logLevel' | 'smtpUrl' | 'mailFrom' | 'supportEmail'
  > &
    Partial<Pick<AppConfig, 'externalLabTimeoutMs' | 'portalUrl' | 'sms' | 'smsCountries' | 'timeZone' | 'scheduler' | 'testClock' | 'livePollMs' | 'sessionCache'>>;
  /** Where the database's notices are heard: without it (or with config.sessionCache off) every request reads its caller from the database. */
  notices?: Pick<Database, 'listen'>;
  tokenSecret: string;
  logger?: boolean;
  /** The SMS sender; by default the one config.sms names (without one: the recording sender). */
  sms?: SmsSender;
  /** How external labs' host names are resolved: dns.lookup, or a stand-in DNS (tests). */
  externalLabLookup?: LookupFunction;
  /** When the routes' schemas are compiled: at start (the default) or each on its first request (tests). */
  schemaCompilation?: SchemaCompilation;
}

export interface App {
  app: FastifyInstance;
  /** Every route with the policy it declared, for the deny-by-default test. */
  routes: RegisteredRoute[];
  /** What re-schedules reminders (the demo seed and tests call it too). */
  schedule: ReminderSchedule;
  /** The reminders scheduler when config.scheduler.enabled: main.ts starts it once the API listens; closing the app stops it. */
  scheduler: ReminderScheduler | null;
  /** Views of patient data waiting to be written to the audit log (closing the app writes them). */
  readAudit: ReadAuditLog;
  /** Sends the external lab's orders from the outbox: main.ts gives it to the outbox worker. */
  externalLabSender: OutboxSender;
  /** Resolves once this instance has applied every session notice committed before the call (tests that write users directly wait on it). */
  settleSessions(): Promise<void>;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'body.password', 'body.credential'] },
    logController: new LogController({ disableRequestLogging: true }), // one line per response instead, below
    bodyLimit: config.bodyLimitBytes,
    // a hop count trusts the nearest N proxies, whatever their address
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    ...schemaOptions(options.schemaCompilation ?? 'eager'),
    frameworkErrors,
  });
  const routes: RegisteredRoute[] = [];

  installErrorHandlers(app);
  boundJsonBodies(app);
  // While shutting down, answer in-flight requests with `Connection: close` so keep-alive
  // sockets do not hold the server open after their last response.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/health')) return;
    request.log.info({ status: reply.statusCode, ms: Math.round(reply.elapsedTime), user: request.user?.id }, `${request.method} ${request.url.split('?')[0]}`);
  });
  securityHeaders(app);
  const tokens = createTokenService(options.tokenSecret, config.tokenTtlSeconds);
  await app.register(fastifySse);
  const sessionCache = options.notices && config.sessionCache !== false ? new SessionCache() : null;
  if (sessionCache && options.notices) {
    const stopListening = await options.notices.listen(SESSION_CHANGE_CHANNEL, sessionCache);
    app.addHook('onClose', async () => stopListening());
  }
  await app.register(routePolicyPlugin, { db, tokens, registry: routes, publicPrefixes: [DOCS_PREFIX], cache: sessionCache });
  await registerDocs(app);

  const limits = new RateLimits(db);
  const throttle = new AuthThrottle(limits, {
    maxPerAccount: config.loginMaxFailures,
    maxPerClient: config.loginMaxFailures * 6,
    windowMs: config.loginWindowSeconds * 1000,
  });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const portalUrl = config.portalUrl ?? 'http://localhost:3000';
  const sms = new CountryLimitedSmsSender(options.sms ?? createSmsSender(config.sms ?? { provider: 'recorded' }, app.log), db, config.smsCountries ?? null);
  const clock = config.testClock ? new OffsetClock() : systemClock;
  const timeZone = config.timeZone ?? 'UTC';
  const schedule = new ReminderSchedule(clock, timeZone);
  const schedulerConfig = config.scheduler;
  const scheduler = schedulerConfig?.enabled
    ? new ReminderScheduler({ db, clock, mailer, sms, serverTimeZone: timeZone, ...schedulerConfig, log: app.log.child({ module: 'reminder-scheduler' }) })
    : null;
  if (scheduler) app.addHook('onClose', () => scheduler.stop());
  const readAudit = new ReadAuditLog(db, { log: app.log.child({ module: 'read-audit' }) });
  app.addHook('onClose', () => readAudit.flush());
  // one registry for the routes and the outbox worker: a Submit's first attempt and the worker's retries call the lab alike
  const externalLab = { db, registry: providerRegistry({ timeoutMs: config.externalLabTimeoutMs ?? EXTERNAL_LAB_TIMEOUT_MS, lookup: options.externalLabLookup }) };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { db, throttle, tokens, tokenTtlSeconds: config.tokenTtlSeconds });
      await api.register(analyticsRoutes, { db });
      await api.register(institutionRoutes, { db, schedule });
      await api.register(orderLookupRoutes, { db });
      await api.register(patientRoutes, { db, readAudit });
      await api.register(testRequestRoutes, { db, mailer, sms, limits, schedule, readAudit });
      await api.register(resultRoutes, { db, readAudit });
      await api.register(auditRoutes, { db });
      await api.register(externalLabRoutes, externalLab);
      await api.register(inventoryRoutes, { db, mailer, limits });
      await api.register(fulfillmentRoutes, { db });
      await api.register(cmsRoutes, { db });
      await api.register(interfaceRoutes, { db, readAudit });
      await api.register(liveRoutes, { db, pollMs: config.livePollMs ?? 1000 });
      await api.register(userRoutes, { db, mailer, portalUrl, limits });
      await api.register(contactRoutes, { db, mailer, limits, supportEmail: config.supportEmail });
      await api.register(remoteLoadRoutes, { db, limits });
      await api.register(notificationRoutes, { db, mailer, sms, limits });
      await api.register(reminderRoutes, { db, schedule });
      await api.register(monitoringRoutes, { db, clock, mailer, sms, schedulerEnabled: !!scheduler, timeZone });
      if (clock instanceof OffsetClock) await api.register(testClockRoutes, { db, clock });
    },
    { prefix: '/api' },
  );
  const settleSessions = async () => (sessionCache ? settleSessionNotices(db, sessionCache) : undefined);
  return { app, routes, schedule, scheduler, readAudit, externalLabSender: orderSender(externalLab), settleSessions };
}
