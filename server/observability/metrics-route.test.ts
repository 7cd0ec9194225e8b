/**
 * GET /metrics: only with METRICS_TOKEN, only for the bearer of that token, never in the
 * public OpenAPI document.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createMemoryMailEngine } from '../engines/mail/mail-engine.ts';
import { useTestApp } from '../testing/test-app.ts';

const TOKEN = 'metrics-test-token-0123456789';

describe('GET /metrics', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = (headers: Record<string, string> = {}) =>
    Promise.resolve(t.app.request('/metrics', { headers }));

  it('answers the right bearer token with the Prometheus text format', async () => {
    const res = await scrape({ Authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = await res.text();
    expect(body).toContain('# TYPE angels_http_requests_total counter');
    expect(body).toMatch(/^process_cpu_seconds_total \d/m);
  });

  it('refuses a missing, wrong or differently shaped token with 401', async () => {
    const cases: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong-token-0123456789abc' },
      { Authorization: `Bearer ${TOKEN}x` },
      { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { Authorization: TOKEN },
    ];
    for (const headers of cases) {
      const res = await scrape(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain('angels_');
    }
  });

  it('is not part of the API document', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths).some((path) => path.includes('metrics'))).toBe(false);
  });

  it('does not exist without METRICS_TOKEN: a 404 like any unknown path', async () => {
    const app = createApp({
      db: t.database.db,
      config: { ...t.config, metricsToken: null },
      mail: createMemoryMailEngine(),
      info: () => {},
    });
    try {
      const cases: Record<string, string>[] = [{}, { Authorization: `Bearer ${TOKEN}` }];
      for (const headers of cases) {
        const res = await app.request('/metrics', { headers });
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('angels_');
      }
      expect(app.routes.some((route) => route.path === '/metrics')).toBe(false);
    } finally {
      await app.workers.close();
    }
  });
});
