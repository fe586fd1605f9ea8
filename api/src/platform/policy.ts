import { canAccess, institutionScope, may, type Action, type AreaKey, type Scope, type SessionUser } from '@lab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from './db/client';
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

/** The caller of a valid token whose session is live and whose account is active. */
async function authenticate(request: FastifyRequest, db: Db, tokens: TokenService): Promise<{ user: SessionUser; sessionId: string }> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match) throw unauthorized();
  let claims;
  try {
    claims = tokens.verify(match[1]);
  } catch {
    throw unauthorized(EXPIRED);
  }
  const user = await findUserOfSession(db, claims.sid);
  if (!user || String(user.id) !== claims.sub) throw unauthorized(EXPIRED);
  return { user, sessionId: claims.sid };
}

/**
 * Deny by default: records every route's policy as it is registered and checks it on every
 * request, loading the caller fresh from the database (a deactivated user or an ended session is
 * out at once).
 */
export const routePolicyPlugin = fp(async (app: FastifyInstance, options: { db: Db; tokens: TokenService; registry: RegisteredRoute[]; publicPrefixes?: string[] }) => {
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
    const { user, sessionId } = await authenticate(request, options.db, options.tokens);
    if (!allows(policy, user)) throw forbidden();
    request.user = user;
    request.sessionId = sessionId;
    request.scope = institutionScope(user);
  });
});
