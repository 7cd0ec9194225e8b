import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const migration = (tag: string) =>
  readFileSync(new URL(`./migrations/${tag}.sql`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

/** The moderation migration over accounts warned and suspended under the old rule. */
describe('migration 0004 (moderation) on existing accounts', () => {
  const pg = new PGlite();
  afterAll(() => pg.close());

  async function run(tag: string) {
    for (const statement of migration(tag)) await pg.exec(statement);
  }

  it('keeps every standing: counted warnings become violations, a closing suspension closes', async () => {
    for (const tag of ['0000_init', '0001_accounts', '0002_chats', '0003_money']) await run(tag);
    await pg.exec(`insert into users (email, password_hash, warning_counter, suspended_until) values
      ('clean@example.com', 'x', 0, null),
      ('warned@example.com', 'x', 2, null),
      ('suspended@example.com', 'x', 1, now() + interval '3 days'),
      ('closed@example.com', 'x', 3, now() + interval '3 days'),
      ('served@example.com', 'x', 1, now() - interval '1 day')`);
    await run('0004_moderation');

    const users = await pg.query<{ email: string; closed: boolean; kinds: string | null }>(
      `select u.email, u.closed_at is not null as closed,
              string_agg(v.kind, ',' order by v.kind) as kinds
       from users u left join violations v on v.user_id = u.id
       group by u.email, u.closed_at order by u.email`,
    );
    expect(users.rows).toEqual([
      { email: 'clean@example.com', closed: false, kinds: null },
      { email: 'closed@example.com', closed: true, kinds: 'suspension,warning,warning' },
      { email: 'served@example.com', closed: false, kinds: 'warning' },
      { email: 'suspended@example.com', closed: false, kinds: 'suspension' },
      { email: 'warned@example.com', closed: false, kinds: 'warning,warning' },
    ]);
    const statements = await pg.query<{ policy: string; effect: string; seen: boolean }>(
      `select v.policy, v.effect, v.seen_at is not null as seen
       from violations v join users u on u.id = v.user_id
       where u.email in ('suspended@example.com', 'closed@example.com') and v.kind = 'suspension'
       order by u.email`,
    );
    expect(statements.rows).toEqual([
      { policy: 'other', effect: 'Your account is closed.', seen: true },
      {
        policy: 'other',
        effect: expect.stringMatching(
          /^Your account is suspended until \d+ \w+ \d{4}, \d\d:\d\d UTC\.$/,
        ),
        seen: true,
      },
    ]);
    await pg.exec(
      `insert into audit_log (actor_id, actor_email, action) values (gen_random_uuid(), 'a@b.c', 'claim')`,
    );
    await expect(pg.exec(`update audit_log set action = 'x'`)).rejects.toThrow(/insert-only/);
    await expect(pg.exec(`delete from audit_log`)).rejects.toThrow(/insert-only/);
  }, 60_000);
});
