import { createHmac } from 'node:crypto';
import { sameSecret } from './signing.ts';
import { z } from 'zod';
import { groupSchema, type AccessTokenClaims } from '../contract/auth.ts';

/**
 * HS256 access tokens, signed with node:crypto. Only HS256 is accepted on the way in: the
 * header is compared byte for byte, so "alg: none" and algorithm confusion cannot happen.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const claimsSchema = z.object({
  sub: z.string(),
  user: z.object({ id: z.string(), email: z.string() }),
  groups: z.array(groupSchema),
  iat: z.number().int(),
  exp: z.number().int(),
  sid: z.string().optional(),
});

const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

export function signAccessToken(
  user: { id: string; email: string; groups: AccessTokenClaims['groups'] },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
  /** The refresh-token family this access token belongs to (kept on password changes). */
  sid?: string,
): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessTokenClaims = {
    sub: user.id,
    user: { id: user.id, email: user.email },
    groups: user.groups,
    iat,
    exp: iat + ttlSeconds,
    ...(sid ? { sid } : {}),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret).toString('base64url')}`;
}

/** The claims of a valid, unexpired token; null for anything else (never throws). */
export function verifyAccessToken(
  token: string,
  secret: string,
  now = Date.now(),
): AccessTokenClaims | null {
  const [header, payload, signature, extra] = token.split('.');
  if (header !== HEADER || !payload || !signature || extra !== undefined) return null;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (!sameSecret(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = claimsSchema.safeParse(json);
  if (!claims.success || claims.data.exp <= Math.floor(now / 1000)) return null;
  return claims.data;
}
