import { OUTBOUND_LIMITS, OUTBOUND_WINDOW_MS, tooManyText, type OutboundKind } from '@lab/shared';
import { tooManyRequests } from './errors';
import type { RateLimits } from './rate-limits';

/**
 * Counts one message of `kind` against its sender and the institution it concerns (none: the
 * sender's only), or refuses with 429 and Retry-After. Every attempt counts, sent or not: the
 * limit is on what a person may ask the portal to send.
 */
export async function takeOutbound(limits: RateLimits, kind: OutboundKind, senderId: number, institutionId: number | null): Promise<void> {
  const rule = OUTBOUND_LIMITS[kind];
  const taken = await limits.take([
    { key: `out:${kind}:user:${senderId}`, max: rule.perSender, windowMs: OUTBOUND_WINDOW_MS },
    ...(institutionId === null ? [] : [{ key: `out:${kind}:institution:${institutionId}`, max: rule.perInstitution, windowMs: OUTBOUND_WINDOW_MS }]),
  ]);
  if (!taken.admitted) throw tooManyRequests(tooManyText(rule.what, taken.retryAfterSeconds), taken.retryAfterSeconds);
}
