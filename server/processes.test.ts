/**
 * Real server processes (`npm start`) on one PostgreSQL, as a deployment runs them: three
 * started at the same moment on an empty database, and the auth limits they share.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client.ts';
import { migrationsApplied, migrationsShipped } from './db/migration-state.ts';
import { startServer, type Started } from './security/process.ts';

/** The same database server as DATABASE_URL, another (new, empty) database on it. */
const databaseNamed = (name: string) => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

describe.runIf(Boolean(process.env.DATABASE_URL))('server processes on one database', () => {
  const name = `angels_start_${randomBytes(4).toString('hex')}`;
  const started: Started[] = [];
  let admin: Database | undefined;

  afterAll(async () => {
    for (const { child } of started) child.kill('SIGTERM');
    const exits = await Promise.all(started.map(({ exited }) => exited));
    expect(exits.map(({ code }) => code)).toEqual(started.map(() => 0));
    for (const { dataDir } of started) {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
    await admin?.db.execute(sql.raw(`drop database if exists ${name}`));
    await admin?.close();
  }, 60_000);

  it('three starting together on an empty database migrate it once and all become ready; an account’s login limit holds across them', async () => {
    admin = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseNamed(name),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: 'http://localhost:4173',
      SEED: '',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '4',
      AUTH_RATE_LIMIT_PER_IP: '1000',
    };
    const servers = await Promise.all(
      [1, 2, 3].map(async () => {
        const server = await startServer(env);
        started.push(server);
        return { ...server, url: `http://127.0.0.1:${server.port}` };
      }),
    );

    for (const server of servers) {
      await expect
        .poll(
          () =>
            fetch(`${server.url}/api/ready`).then(
              (r) => r.status,
              () => 0,
            ),
          {
            timeout: 120_000,
            interval: 200,
          },
        )
        .toBe(200);
    }
    const database = await openDatabase({ databaseUrl: databaseNamed(name) });
    try {
      expect(await migrationsApplied(database.db)).toBe(migrationsShipped());
    } finally {
      await database.close();
    }

    // Wrong passwords for one account, taking turns across the processes: refused once the
    // four attempts the limit allows are used up, wherever the next attempt lands.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const server = servers[attempt % servers.length]!;
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@angels.local', password: 'not-the-password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  }, 180_000);
});
