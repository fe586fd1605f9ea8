import { canAccess, institutionScope, may, type Action, type AreaKey, type Scope, type SessionUser } from '@lab/shared';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from './db/client';
import { SESSION_CHANGE_CHANNEL, SETTLE_PREFIX, type SessionCache } from './session-cache';
import { forbidden, unauthorized } from './errors';
import { findUserOfSession } from './identity';
import type { TokenService } from './tokens';

/**
 * Every route declares one of these in `config.policy`; a route without one is refused. An
 * action's roles come from the shared PERMISSIONS table (the screens ask the same entry). The
 * institution scope is not declared: the hook computes it for every signed-in caller
 * (`request.scope`) and services apply it in their queries.
 */
export type RoutePolicy =
  | { access: 'public' }
  | { access: 'authenticated' }
  | { access: 'action'; action: Action }
  | { access: 'area'; area: AreaKey };

export const publicRoute: RoutePolicy = { access: 'public' };
export const signedIn: RoutePolicy = { access: 'authenticated' };
/** Whoever the PERMISSIONS table allows `action`. */
export const permitted = (action: Action): RoutePolicy => ({ access: 'action', action });

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The session the caller's token names (sign-out ends it). */
    sessionId: string | null;
    /** The institutions the caller may see: 'all' for super_admin. */
    scope: Scope;
  }
}

export interface RegisteredRoute {
  method: string | string[];
  url: string;
  policy: RoutePolicy | undefined;
}

export function allows(policy: RoutePolicy, user: SessionUser): boolean {
  switch (policy.access) {
    case 'public':
    case 'authenticated':
      return true;
    case 'action':
      return may(user, policy.action);
    case 'area':
      return canAccess(user, policy.area);
  }
}

const EXPIRED = 'Your session has expired. Please sign in again.';

/** The caller of a live session with an active account: from memory when the cache has it. */
async function callerOfSession(db: Db, cache: SessionCache | null, sessionId: string): Promise<SessionUser | undefined> {
  const cached = cache?.get(sessionId);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const found = await findUserOfSession(db, sessionId);
  if (!found) return undefined;
  cache?.keep(mark, sessionId, found.user, found.sessionExpiresAt);
  return found.user;
}

/**
 * Before a write's answer leaves, this instance has applied every notice the write caused: it
 * sends a marker notice and waits for it to come back (notices arrive in commit order). A client
 * that deactivates a user and calls again at once is then answered from a cache that knows.
 */
export async function settleSessionNotices(db: Db, cache: SessionCache): Promise<void> {
  if (!cache.isListening) return;
  const marker = SETTLE_PREFIX + randomUUID();
  const back = cache.heardBack(marker);
  try {
    await db.execute(sql`select pg_notify(${SESSION_CHANGE_CHANNEL}, ${marker})`);
  } catch {
    cache.forgetAll();
  }
  await back;
}

/** The caller of a valid token whose session is live and whose account is active. */
async function authenticate(request: FastifyRequest, db: Db, tokens: TokenService, cache: SessionCache | null): Promise<{ user: SessionUser; sessionId: string }> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match) throw unauthorized();
  let claims;
  try {
    claims = tokens.verify(match[1]);
  } catch {
    throw unauthorized(EXPIRED);
  }
  const user = await callerOfSession(db, cache, claims.sid);
  if (!user || String(user.id) !== claims.sub) throw unauthorized(EXPIRED);
  return { user, sessionId: claims.sid };
}

/**
 * Deny by default: records every route's policy as it is registered and checks it on every
 * request, loading the caller from the database or from the session cache, which the database's
 * notices keep true (a deactivated user or an ended session is out at once).
 */
export const routePolicyPlugin = fp(async (app: FastifyInstance, options: { db: Db; tokens: TokenService; registry: RegisteredRoute[]; publicPrefixes?: string[]; cache?: SessionCache | null }) => {
  const cache = options.cache ?? null;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('scope', null as unknown as number[]); // set per request, below

  app.addHook('onRoute', (route) => {
    // Routes of plugins we do not write (the API docs) are declared public by their prefix.
    if (options.publicPrefixes?.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, policy: publicRoute };
    }
    options.registry.push({ method: route.method, url: route.url, policy: route.config?.policy });
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const policy = request.routeOptions.config.policy;
    if (!policy) {
      request.log.error({ url: request.routeOptions.url }, 'route without a declared policy refused');
      throw forbidden();
    }
    if (policy.access === 'public') return;
    const { user, sessionId } = await authenticate(request, options.db, options.tokens, cache);
    if (!allows(policy, user)) throw forbidden();
    request.user = user;
    request.sessionId = sessionId;
    request.scope = institutionScope(user);
  });

  if (cache) {
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') await settleSessionNotices(options.db, cache);
    });
  }
});
