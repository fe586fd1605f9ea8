import { createSigner, createVerifier } from 'fast-jwt';
import { ExpiringMap } from './expiring-map';

export interface TokenClaims {
  /** The user id. */
  sub: string;
  /** The session id: the token lives only as long as its session (see sessions.ts). */
  sid: string;
}

export interface TokenService {
  sign(claims: TokenClaims): string;
  /** The claims of a valid, unexpired token; throws otherwise. */
  verify(token: string): TokenClaims;
}

/** How many verified tokens one process remembers; past it, the oldest is forgotten. */
export const VERIFIED_TOKENS_KEPT = 10_000;

type VerifiedClaims = Readonly<TokenClaims & { exp: number }>;

/**
 * HS256 tokens carrying `exp`, which verify checks; they expire after `ttlSeconds`.
 *
 * A token's signature is checked once: the same text again (every call of a signed-in page sends
 * it) is answered from the tokens already verified, by exact text, with only its expiry checked,
 * as the verifier checks it. Checking the signature and decoding the token was a fifth of a small
 * request's CPU. Only a token that verified is kept, so a forged or altered one is checked (and
 * refused) every time. Whether the token's session is still live is not this: the caller's
 * session is looked up on every request (policy.ts).
 */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] });
  const verified = new ExpiringMap<string, VerifiedClaims>(VERIFIED_TOKENS_KEPT);
  return {
    sign: (claims) => signer({ ...claims }),
    verify(token) {
      const known = verified.get(token);
      if (known) return known;
      if (!canonicalSignature(token)) throw new Error('The token signature is invalid.');
      const claims = Object.freeze(verifier(token) as TokenClaims & { exp: number });
      // the verifier accepts a token up to and including its `exp` millisecond; the map keeps an entry until before its expiresAt
      verified.set(token, claims, claims.exp * 1000 + 1);
      return claims;
    },
  };
}

/**
 * The signature's text is the one base64url spelling of its bytes. Its last character carries
 * bits the decoder drops, so four spellings of one signature verify alike; a token is known by its
 * exact text (the verified tokens above), so only the one its signer wrote is accepted.
 */
function canonicalSignature(token: string): boolean {
  const signature = token.slice(token.lastIndexOf('.') + 1);
  return Buffer.from(signature, 'base64url').toString('base64url') === signature;
}
