import { describe, expect, it } from 'vitest';
import { domainVarsSchema } from '../contract/vars.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('GET /api/vars', () => {
  const t = useTestApp({ DOMAIN_NAME: 'Angels Test', CURRENCY: 'eur' });

  it('returns the domain configuration from the environment, never cached stale', async () => {
    const res = await t.app.request('/api/vars');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const body = domainVarsSchema.parse(await res.json());
    expect(body).toEqual({
      domainName: 'Angels Test',
      currencyStr: 'EUR',
      signupLink: '/?signup=true',
      paymentPageUrl: '/payment',
      supportEmail: 'support@angels.local',
    });
  });

  it('carries the security headers', async () => {
    const res = await t.app.request('/api/vars');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });
});
