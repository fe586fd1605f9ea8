import { createSigner, createVerifier } from 'fast-jwt';

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

/** HS256 tokens carrying `exp`, which verify checks; they expire after `ttlSeconds`. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] });
  return {
    sign: (claims) => signer({ ...claims }),
    verify: (token) => verifier(token) as TokenClaims,
  };
}
