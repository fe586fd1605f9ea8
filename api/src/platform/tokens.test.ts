import { createTokenService, VERIFIED_TOKENS_KEPT } from './tokens';

const SECRET = 'a'.repeat(64);
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

afterEach(() => jest.useRealTimers());

describe('token verification', () => {
  it('accepts a token again and again until it expires, then refuses it', () => {
    jest.useFakeTimers({ now: new Date('2026-12-03T10:00:00Z') });
    const tokens = createTokenService(SECRET, 60);
    const token = tokens.sign({ sub: '7', sid: 's-1' });
    expect(tokens.verify(token)).toMatchObject({ sub: '7', sid: 's-1' });
    jest.setSystemTime(new Date('2026-12-03T10:00:59Z'));
    expect(tokens.verify(token)).toMatchObject({ sub: '7', sid: 's-1' });
    jest.setSystemTime(new Date('2026-12-03T10:01:01Z'));
    expect(() => tokens.verify(token)).toThrow(/expired/);
    expect(() => tokens.verify(token)).toThrow(/expired/);
  });

  it('refuses an altered token after the genuine one was accepted', () => {
    const tokens = createTokenService(SECRET, 60);
    const token = tokens.sign({ sub: '7', sid: 's-1' });
    tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url');
    expect(() => tokens.verify(`${header}.${otherUser}.${signature}`)).toThrow();
    const middle = signature.length >> 1;
    const flipped = signature.slice(0, middle) + (signature[middle] === 'A' ? 'B' : 'A') + signature.slice(middle + 1);
    expect(() => tokens.verify(`${header}.${payload}.${flipped}`)).toThrow();
    expect(() => tokens.verify(`${token} `)).toThrow();
  });

  it('refuses a signature spelled with other unused bits in its last character', () => {
    const tokens = createTokenService(SECRET, 60);
    // 32 bytes are 43 base64url characters: the last one carries 4 bits of the signature and 2
    // the decoder drops, so A, B, C and D (or E..H, ...) end the same bytes
    for (let sub = 0; sub < 20; sub++) {
      const token = tokens.sign({ sub: String(sub), sid: 's-1' });
      const [header, payload, signature] = token.split('.');
      const twin = BASE64URL[BASE64URL.indexOf(signature.at(-1)!) ^ 1];
      expect(Buffer.from(signature.slice(0, -1) + twin, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(() => tokens.verify(`${header}.${payload}.${signature.slice(0, -1)}${twin}`)).toThrow();
      expect(tokens.verify(token)).toMatchObject({ sub: String(sub) });
    }
  });

  it('refuses a token signed with another secret', () => {
    const other = createTokenService('b'.repeat(64), 60).sign({ sub: '7', sid: 's-1' });
    expect(() => createTokenService(SECRET, 60).verify(other)).toThrow();
  });

  it('still verifies every token when more were accepted than it remembers', () => {
    const tokens = createTokenService(SECRET, 60);
    const signed = Array.from({ length: VERIFIED_TOKENS_KEPT + 5 }, (_, i) => tokens.sign({ sub: String(i), sid: `s-${i}` }));
    for (const token of signed) tokens.verify(token);
    expect(signed.map((token) => tokens.verify(token).sub)).toEqual(signed.map((_, i) => String(i)));
  });

  it('answers claims a caller cannot change for the next request', () => {
    const tokens = createTokenService(SECRET, 60);
    const token = tokens.sign({ sub: '7', sid: 's-1' });
    expect(() => {
      (tokens.verify(token) as { sub: string }).sub = '1';
    }).toThrow();
    expect(tokens.verify(token).sub).toBe('7');
  });
});
