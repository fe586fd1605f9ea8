import { isIP } from 'node:net';
import path from 'node:path';
import { countryByCode, EXTERNAL_LAB_TIMEOUT_MS } from '@lab/shared';
import type { SmsConfig } from './sms-provider';

export interface AppConfig {
  port: number;
  host: string;
  /** Folder for the embedded database and the generated token secret. */
  dataDir: string;
  /** PostgreSQL server; when unset the embedded PGlite in dataDir is used. */
  databaseUrl: string | null;
  /** When unset, one is generated once and kept in dataDir. */
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  loginMaxFailures: number;
  loginWindowSeconds: number;
  bodyLimitBytes: number;
  /**
   * TRUST_PROXY: whose X-Forwarded-For names the client (sign-in limits, audit addresses): false,
   * a hop count, or the proxies' addresses and CIDRs. Never "any": a client could name itself.
   */
  trustProxy: string[] | number | false;
  logLevel: string;
  /** SMTP server for outgoing mail; when unset, mail is only recorded in mail_messages and logged. */
  smtpUrl: string | null;
  /** The From header of outgoing mail. */
  mailFrom: string;
  /** Where Contact Support messages go. */
  supportEmail: string;
  /** How long a call to an external lab may take before it counts as failed. */
  externalLabTimeoutMs: number;
  /** The portal's address as users open it: the set-password links in account mails point here. */
  portalUrl: string;
  /** Who carries text messages: recorded (kept in memory and logged) unless SMS_PROVIDER names a provider. */
  sms: SmsConfig;
  /** SMS_COUNTRIES (ISO codes, comma-separated): where text messages may go; unset: the institutions' countries. */
  smsCountries: string[] | null;
  /** The zone of institutions without one (TZ; else the system's): reminder due times and texts. */
  timeZone: string;
  scheduler: SchedulerConfig;
  hl7: Hl7Config;
  /** LIVE_POLL_MS (default 1 s): how often a live updates stream looks for changes. */
  livePollMs: number;
  /** SESSION_CACHE (default true): keep authenticated callers in memory, forgotten on the database's notices. */
  sessionCache: boolean;
  /** TEST_CLOCK=true: the reminders' clock can be moved over HTTP (end-to-end tests only). */
  testClock: boolean;
  /** NODE_ENV=production: JWT_SECRET must be given (no generated one). */
  production: boolean;
  /**
   * DEMO_DATA=true: an empty PostgreSQL database gets the demo accounts and data at start (a
   * test or staging environment); the embedded database always starts with them.
   */
  demoData: boolean;
}

/** The reminders scheduler of this process (docs/areas/reminders.md says how it sends once and only once). */
export interface SchedulerConfig {
  /** SCHEDULER_ENABLED (default true): this process sends due reminders. */
  enabled: boolean;
  /** SCHEDULER_INTERVAL_MS (default 30 s): the pause between two passes. */
  intervalMs: number;
  /** SCHEDULER_BATCH_SIZE (default 20): reminders claimed per transaction. */
  batchSize: number;
  /**
   * SCHEDULER_SEND_LEASE_MS (default 10 min): how long a claimed reminder may stay unconfirmed
   * before another instance decides its sender stopped (longer than any send can take).
   */
  leaseMs: number;
}

/** The analyzer interfaces of this process (docs/hl7-interface.md). */
export interface Hl7Config {
  /** HL7_MLLP_ENABLED (default true): this process listens for instruments' results. */
  listen: boolean;
  /** HL7_MLLP_HOST (default 127.0.0.1): where the listener binds; an analyzer on the network needs 0.0.0.0 or the host's address. */
  host: string;
  /** HL7_MLLP_PORT (default 2575). */
  port: number;
  /** OUTBOX_ENABLED (default true): this process delivers queued orders to instruments. */
  outbox: boolean;
  /** OUTBOX_INTERVAL_MS (default 1 s): the pause between two passes when nothing was due. */
  outboxIntervalMs: number;
  /** HL7_TIMEOUT_MS (default 10 s): how long an instrument has to connect and acknowledge. */
  timeoutMs: number;
}

function boolFromEnv(name: string, fallback: boolean): boolean {
  const raw = (process.env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false`);
}

function timeZoneFromEnv(): string {
  const zone = process.env.TZ?.trim() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    throw new Error(`TZ must be an IANA time zone such as Europe/London (got ${zone})`);
  }
  return zone;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** Names Fastify's proxy-addr knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const CIDR = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/**
 * The proxies whose X-Forwarded-For is believed. Default: loopback (the host's server on the same
 * machine sets the header to the address it saw). "true" is refused: it would let any client name
 * its own address and step around the per-client limits.
 */
export function trustProxyFrom(raw: string | undefined): string[] | number | false {
  const value = (raw ?? 'loopback').trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off', 'none'].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !PROXY_RANGE_NAMES.includes(e) && (!CIDR.test(e) || isIP(e.split('/')[0]) === 0));
  if (['true', 'yes', 'on', 'all', '*'].includes(value) || bad.length > 0) {
    throw new Error('TRUST_PROXY names the proxies in front of the API: a hop count, or addresses and CIDRs separated by commas (loopback, 10.0.0.0/8), or false; never every client');
  }
  return entries;
}

const SMS_PROVIDERS = ['recorded', 'twilio'];

/** 'GB, ie' -> ['GB', 'IE']; unset or empty: null (the countries of the institutions' phone numbers). */
export function smsCountriesFrom(raw: string | undefined): string[] | null {
  const codes = (raw ?? '').split(',').map((c) => c.trim().toUpperCase()).filter(Boolean);
  if (codes.length === 0) return null;
  const bad = codes.filter((c) => !countryByCode(c));
  if (bad.length) throw new Error(`SMS_COUNTRIES holds ISO country codes (GB, IE, ...): unknown ${bad.join(', ')}`);
  return codes;
}

function smsFromEnv(): SmsConfig {
  const provider = (process.env.SMS_PROVIDER || 'recorded').trim().toLowerCase();
  if (!SMS_PROVIDERS.includes(provider)) throw new Error(`SMS_PROVIDER must be one of: ${SMS_PROVIDERS.join(', ')}`);
  if (provider === 'recorded') return { provider: 'recorded' };
  const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter((name) => !process.env[name]);
  if (missing.length) throw new Error(`SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
  return {
    provider: 'twilio',
    accountSid: process.env.TWILIO_ACCOUNT_SID!,
    authToken: process.env.TWILIO_AUTH_TOKEN!,
    from: process.env.TWILIO_FROM!,
    apiUrl: (process.env.TWILIO_API_URL || 'https://api.twilio.com').replace(/\/+$/, ''),
    timeoutMs: intFromEnv('SMS_TIMEOUT_MS', 10_000),
  };
}

export function loadConfig(): AppConfig {
  return {
    port: intFromEnv('PORT', 4000),
    host: process.env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '..', '..', '.data')),
    databaseUrl: process.env.DATABASE_URL || null,
    jwtSecret: process.env.JWT_SECRET || null,
    tokenTtlSeconds: intFromEnv('TOKEN_TTL_SECONDS', 8 * 60 * 60),
    loginMaxFailures: intFromEnv('LOGIN_MAX_FAILURES', 5),
    loginWindowSeconds: intFromEnv('LOGIN_WINDOW_SECONDS', 15 * 60),
    bodyLimitBytes: intFromEnv('BODY_LIMIT_BYTES', 1024 * 1024),
    trustProxy: trustProxyFrom(process.env.TRUST_PROXY),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    smtpUrl: process.env.SMTP_URL || null,
    mailFrom: process.env.MAIL_FROM || 'Lab Portal <no-reply@lab-portal.local>',
    supportEmail: process.env.SUPPORT_EMAIL || 'support@lab-portal.local',
    externalLabTimeoutMs: intFromEnv('EXTERNAL_LAB_TIMEOUT_MS', EXTERNAL_LAB_TIMEOUT_MS),
    portalUrl: (process.env.PORTAL_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    sms: smsFromEnv(),
    smsCountries: smsCountriesFrom(process.env.SMS_COUNTRIES),
    timeZone: timeZoneFromEnv(),
    scheduler: {
      enabled: boolFromEnv('SCHEDULER_ENABLED', true),
      intervalMs: intFromEnv('SCHEDULER_INTERVAL_MS', 30_000),
      batchSize: intFromEnv('SCHEDULER_BATCH_SIZE', 20),
      leaseMs: intFromEnv('SCHEDULER_SEND_LEASE_MS', 10 * 60_000),
    },
    hl7: {
      listen: boolFromEnv('HL7_MLLP_ENABLED', true),
      host: process.env.HL7_MLLP_HOST || '127.0.0.1',
      port: intFromEnv('HL7_MLLP_PORT', 2575),
      outbox: boolFromEnv('OUTBOX_ENABLED', true),
      outboxIntervalMs: intFromEnv('OUTBOX_INTERVAL_MS', 1000),
      timeoutMs: intFromEnv('HL7_TIMEOUT_MS', 10_000),
    },
    livePollMs: intFromEnv('LIVE_POLL_MS', 1000),
    sessionCache: boolFromEnv('SESSION_CACHE', true),
    testClock: boolFromEnv('TEST_CLOCK', false),
    production: process.env.NODE_ENV === 'production',
    demoData: boolFromEnv('DEMO_DATA', false),
  };
}
