import type { Scope, SessionUser } from '@lab/shared';
import type { FastifyRequest } from 'fastify';

export type { Scope };

/**
 * Who is asking, as services see it: the signed-in user, the institution scope the policy hook
 * computed for them, and their address (for the audit log). Services take this, not the request.
 */
export interface Caller {
  user: SessionUser;
  scope: Scope;
  ip: string | null;
  /** The browser's User-Agent, for the audit trail ("from where"). */
  userAgent: string | null;
  /** The session the caller's token names (sign-out and a password change need it). */
  sessionId: string | null;
}

/** The User-Agent of a request, bounded (it is stored with every audit row). */
export const userAgentOf = (request: FastifyRequest): string | null => request.headers['user-agent']?.slice(0, 300) ?? null;

/** The caller of a route whose policy required a signed-in user. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.user) throw new Error(`${request.routeOptions.url}: no signed-in user (route policy is public?)`);
  return { user: request.user, scope: request.scope, ip: request.ip, userAgent: userAgentOf(request), sessionId: request.sessionId };
}
