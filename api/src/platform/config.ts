import path from 'node:path';
import { EXTERNAL_LAB_TIMEOUT_MS } from '@lab/shared';

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
  trustProxy: string | boolean;
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
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
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
    trustProxy: process.env.TRUST_PROXY ?? 'loopback',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    smtpUrl: process.env.SMTP_URL || null,
    mailFrom: process.env.MAIL_FROM || 'Lab Portal <no-reply@lab-portal.local>',
    supportEmail: process.env.SUPPORT_EMAIL || 'support@lab-portal.local',
    externalLabTimeoutMs: intFromEnv('EXTERNAL_LAB_TIMEOUT_MS', EXTERNAL_LAB_TIMEOUT_MS),
    portalUrl: (process.env.PORTAL_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  };
}
