import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt.ts';

const SECRET = 'a'.repeat(32);
const user = { id: 'u1', email: 'a@b.co', groups: ['USER' as const] };

describe('access tokens', () => {
  it('round-trips the claims and expires after the TTL', () => {
    const now = 1_700_000_000_000;
    const token = signAccessToken(user, SECRET, 60, now);
    expect(verifyAccessToken(token, SECRET, now)).toEqual({
      sub: 'u1',
      user: { id: 'u1', email: 'a@b.co' },
      groups: ['USER'],
      iat: 1_700_000_000,
      exp: 1_700_000_060,
    });
    expect(verifyAccessToken(token, SECRET, now + 59_999)).not.toBeNull();
    expect(verifyAccessToken(token, SECRET, now + 60_000)).toBeNull();
  });

  it('rejects another secret, tampering, alg none and garbage', () => {
    const token = signAccessToken(user, SECRET, 60);
    expect(verifyAccessToken(token, 'b'.repeat(32))).toBeNull();
    const [header, payload, signature] = token.split('.');
    const tampered = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        groups: ['USER', 'AGENT'],
      }),
    ).toString('base64url');
    expect(verifyAccessToken(`${header}.${tampered}.${signature}`, SECRET)).toBeNull();
    const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    expect(verifyAccessToken(`${none}.${payload}.`, SECRET)).toBeNull();
    expect(verifyAccessToken('x.y.z', SECRET)).toBeNull();
    expect(verifyAccessToken(`${token}.extra`, SECRET)).toBeNull();
  });

  it('rejects a correctly signed token whose claims have the wrong shape', () => {
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const payload = Buffer.from('{"sub":"u1","exp":99999999999}').toString('base64url');
    const sig = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(verifyAccessToken(`${header}.${payload}.${sig}`, SECRET)).toBeNull();
  });
});
