import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  role: string;
}

export interface TokenService {
  sign(claims: TokenClaims): string;
  /** The claims of a valid, unexpired token; throws otherwise. */
  verify(token: string): TokenClaims;
}

/** HS256 tokens that expire after `ttlSeconds`. */
export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  return {
    sign: (claims) => signer({ ...claims }),
    verify: (token) => verifier(token) as TokenClaims,
  };
}
