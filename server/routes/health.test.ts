import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../contract/errors.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('health and readiness', () => {
  const t = useTestApp();

  it('GET /api/health answers while the process is alive, never cached', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready is ready with the database reachable and every migration applied', async () => {
    const res = await t.app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration of this build is missing, and says so', async () => {
    const { db } = t.database;
    // The record of the newest migration goes (as if it had not run yet), and comes back.
    const rowsOf = <T>(result: unknown) =>
      (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
      ),
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await t.app.request('/api/ready');
      expect(res.status).toBe(503);
      const body = apiErrorSchema.parse(await res.json());
      expect(body.code).toBe('NOT_READY');
      expect(body.message).toMatch(/^The database has \d+ of \d+ migrations applied\.$/);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.app.request('/api/ready')).status).toBe(200);
  });

  it('is not ready once the process is shutting down, while still alive', async () => {
    t.app.lifecycle.closing = true;
    try {
      const res = await t.app.request('/api/ready');
      expect(res.status).toBe(503);
      expect(apiErrorSchema.parse(await res.json()).message).toBe('This process is shutting down.');
      expect((await t.app.request('/api/health')).status).toBe(200);
    } finally {
      t.app.lifecycle.closing = false;
    }
  });
});
