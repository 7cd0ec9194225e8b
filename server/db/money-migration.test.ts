import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const migration = (tag: string) =>
  readFileSync(new URL(`./migrations/${tag}.sql`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

/** The money migration run over a database that already has accounts, as on an upgrade. */
describe('migration 0003 (money) on existing accounts', () => {
  const pg = new PGlite();
  afterAll(() => pg.close());

  async function run(tag: string) {
    for (const statement of migration(tag)) await pg.exec(statement);
  }

  it('opens the ledger with each balance and turns premium flags into subscriptions', async () => {
    for (const tag of ['0000_init', '0001_accounts', '0002_chats']) await run(tag);
    await pg.exec(`insert into users (email, password_hash, tokens, is_premium) values
      ('rich@example.com', 'x', 70, true), ('empty@example.com', 'x', 0, false)`);
    await run('0003_money');

    const ledger = await pg.query<{ email: string; amount: number; kind: string; reason: string }>(
      `select u.email, l.amount, l.kind, l.reason from token_ledger l join users u on u.id = l.user_id`,
    );
    expect(ledger.rows).toEqual([
      { email: 'rich@example.com', amount: 70, kind: 'adjust', reason: 'Opening balance' },
    ]);
    const premium = await pg.query<{ email: string; active: boolean; provider: string }>(
      `select u.email, u.premium_until > now() as active, s.provider
       from users u left join subscriptions s on s.user_id = u.id order by u.email`,
    );
    expect(premium.rows).toEqual([
      { email: 'empty@example.com', active: null, provider: null },
      { email: 'rich@example.com', active: true, provider: 'grant' },
    ]);
    // Nothing in the entry but user_id names the account: deleting it anonymises the entry.
    const opening = await pg.query<{ user_id: string; ref_id: string | null; key: string }>(
      `select user_id, ref_type, ref_id, idempotency_key as key from token_ledger`,
    );
    const [entry] = opening.rows;
    expect(entry?.ref_id).toBeNull();
    expect(entry?.key).toMatch(/^opening:[0-9a-f-]{36}$/);
    expect(entry?.key).not.toContain(entry?.user_id);
    // Premium we gave never renews: it is marked as ending with its period.
    const gift = await pg.query<{ cancel_at_period_end: boolean }>(
      `select cancel_at_period_end from subscriptions`,
    );
    expect(gift.rows).toEqual([{ cancel_at_period_end: true }]);
    await expect(pg.exec(`update token_ledger set amount = 1`)).rejects.toThrow(/append-only/);
  });
});
