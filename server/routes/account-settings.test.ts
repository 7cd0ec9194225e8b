import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountExportSchema } from '../contract/settings.ts';
import { chats, messages, orders, refreshTokens, tokenLedger, users } from '../db/schema.ts';
import { call, decodeClaims, linkToken, login, newAccount, post } from '../testing/auth-helpers.ts';
import { openChat } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const CONFIRM_PATH = '/auth/confirm-email/';

describe('/api/users account settings', () => {
  const t = useTestApp();

  async function signedIn(email: string, password?: string) {
    const pair = await login(t, email, password);
    return { ...pair, id: String(decodeClaims(pair.accessToken).sub) };
  }
  const remove = (path: string, token?: string) =>
    t.app.request(path, {
      method: 'DELETE',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const refresh = (refreshToken: string) => post(t, '/api/auth/token/refresh', { refreshToken });
  const emailOf = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.email;

  describe('changing the email', () => {
    it('refuses a wrong password, the same address, a taken one and other accounts', async () => {
      const { email, password } = await newAccount(t, 'mover-refused@example.com');
      const me = await signedIn(email, password);
      const ask = (body: unknown, id = me.id) =>
        post(t, `/api/users/${id}/email`, body, me.accessToken);
      const wrong = await ask({ newEmail: 'new@example.com', currentPassword: 'nope nope' });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        issues: [{ path: 'currentPassword' }],
      });
      const same = await ask({ newEmail: ` ${email.toUpperCase()} `, currentPassword: password });
      expect(same.status).toBe(400);
      expect(await same.json()).toMatchObject({ issues: [{ path: 'newEmail' }] });
      const taken = await ask({ newEmail: 'user@angels.local', currentPassword: password });
      expect(taken.status).toBe(409);
      expect(await taken.json()).toEqual({
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists.',
        issues: [{ path: 'newEmail', message: 'An account with this email already exists.' }],
      });
      const other = await signedIn('user@angels.local');
      const notMine = await ask({ newEmail: 'x@example.com', currentPassword: password }, other.id);
      expect(notMine.status).toBe(404);
      const anonymous = await post(t, `/api/users/${me.id}/email`, {
        newEmail: 'x@example.com',
        currentPassword: password,
      });
      expect(anonymous.status).toBe(401);
      expect(t.mails.filter((m) => m.text.includes(CONFIRM_PATH))).toEqual([]);
    });

    it('mails the new address, changes nothing until the link is opened, then tells the old one', async () => {
      const { email, password } = await newAccount(t, 'mover@example.com');
      const me = await signedIn(email, password);
      await post(t, '/api/auth/forgot-password', { email });
      const resetToken = linkToken(t.mails, email, '/auth/set-new-password/');
      const res = await post(
        t,
        `/api/users/${me.id}/email`,
        { newEmail: 'Moved@Example.com', currentPassword: password },
        me.accessToken,
      );
      expect(res.status).toBe(202);
      expect((await res.json()).message).toContain('moved@example.com');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const token = linkToken(t.mails, 'moved@example.com', CONFIRM_PATH);
      expect(t.mails.at(-1)?.subject).toBe('Confirm your new Angels email address');

      // Not yet: the old address still logs in, the new one does not.
      expect(await emailOf(me.id)).toBe(email);
      await login(t, email, password);
      const early = await post(t, '/api/auth/login', { email: 'moved@example.com', password });
      expect(early.status).toBe(401);

      const confirmed = await post(t, '/api/users/confirm-email', { token });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({
        message: 'Your email address is now moved@example.com. Use it to log in from now on.',
        email: 'moved@example.com',
      });
      expect(await emailOf(me.id)).toBe('moved@example.com');
      const notice = t.mails.at(-1);
      expect(notice?.to).toBe(email);
      expect(notice?.subject).toBe('Your Angels email address was changed');
      expect(notice?.text).toContain('moved@example.com');
      expect(notice?.text).not.toMatch(/https?:\/\//);
      await login(t, 'moved@example.com', password);
      expect((await post(t, '/api/auth/login', { email, password })).status).toBe(401);
      // The session goes on, and the reset link mailed to the old address is void.
      const user = await call(t, 'GET', `/api/users/${me.id}`, { token: me.accessToken });
      expect((await user.json()).email).toBe('moved@example.com');
      const reset = await post(t, '/api/auth/set-new-password', {
        token: resetToken,
        password: 'taken over 1',
      });
      expect(reset.status).toBe(400);

      const again = await post(t, '/api/users/confirm-email', { token });
      expect(again.status).toBe(409);
      expect((await again.json()).code).toBe('ALREADY_CONFIRMED');
      const bogus = await post(t, '/api/users/confirm-email', { token: 'x'.repeat(43) });
      expect(bogus.status).toBe(400);
      expect((await bogus.json()).code).toBe('INVALID_TOKEN');
      const mangled = await post(t, '/api/users/confirm-email', { token: 'short' });
      expect(mangled.status).toBe(400);
      expect((await mangled.json()).code).toBe('INVALID_TOKEN');
    });

    it('points the link at PUBLIC_URL, whatever Host the request claims', async () => {
      const { email, password } = await newAccount(t, 'hosted@example.com');
      const me = await signedIn(email, password);
      const res = await t.app.request(`/api/users/${me.id}/email`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${me.accessToken}`,
          'Content-Type': 'application/json',
          Host: 'evil.example',
          'X-Forwarded-Host': 'evil.example',
        },
        body: JSON.stringify({ newEmail: 'hosted-new@example.com', currentPassword: password }),
      });
      expect(res.status).toBe(202);
      const mail = t.mails.at(-1);
      expect(mail?.to).toBe('hosted-new@example.com');
      expect(mail?.text).toContain(`\n${t.config.publicUrl}${CONFIRM_PATH}`);
      expect(mail?.text).not.toContain('evil.example');
    });

    it('honours only the newest link, and refuses an address taken in the meantime', async () => {
      const { email, password } = await newAccount(t, 'racer@example.com');
      const me = await signedIn(email, password);
      const ask = (newEmail: string) =>
        post(
          t,
          `/api/users/${me.id}/email`,
          { newEmail, currentPassword: password },
          me.accessToken,
        );
      expect((await ask('first@example.com')).status).toBe(202);
      const first = linkToken(t.mails, 'first@example.com', CONFIRM_PATH);
      expect((await ask('second@example.com')).status).toBe(202);
      const second = linkToken(t.mails, 'second@example.com', CONFIRM_PATH);
      expect((await post(t, '/api/users/confirm-email', { token: first })).status).toBe(400);
      await newAccount(t, 'second@example.com');
      const late = await post(t, '/api/users/confirm-email', { token: second });
      expect(late.status).toBe(409);
      expect((await late.json()).code).toBe('EMAIL_TAKEN');
      expect(await emailOf(me.id)).toBe(email);
    });
  });

  it('logs out of every device: every refresh token of the account stops working', async () => {
    const { email, password } = await newAccount(t, 'many-devices@example.com');
    const phone = await signedIn(email, password);
    const laptop = await signedIn(email, password);
    const other = await signedIn('user@angels.local');
    expect((await remove(`/api/users/${other.id}/sessions`, phone.accessToken)).status).toBe(404);
    expect((await remove(`/api/users/${phone.id}/sessions`)).status).toBe(401);
    const res = await remove(`/api/users/${phone.id}/sessions`, phone.accessToken);
    expect(res.status).toBe(204);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await refresh(laptop.refreshToken)).status).toBe(401);
    // Someone else's session is untouched.
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('downloads your own data as a JSON attachment, never secrets', async () => {
    const me = await signedIn('user@angels.local');
    const chat = await openChat(t, { token: me.accessToken, id: me.id }, [4, 5]);
    // A message moderation removed stays removed in the export too.
    const removedId = crypto.randomUUID();
    const [row] = await t.database.db
      .select({ id: chats.id })
      .from(chats)
      .where(eq(chats.chatHash, chat.chatHash));
    await t.database.db.insert(messages).values({
      id: removedId,
      chatId: row!.id,
      text: 'words an agent removed',
      status: 'SENT',
      hiddenAt: new Date(),
    });
    const res = await call(t, 'GET', `/api/users/${me.id}/export`, { token: me.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="angels-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const text = await res.text();
    const data = accountExportSchema.parse(JSON.parse(text));
    expect(data.profile).toMatchObject({ id: me.id, email: 'user@angels.local' });
    expect(data.chats.length).toBeGreaterThan(0);
    expect(data.chats.flatMap((c) => c.messages).length).toBeGreaterThan(0);
    expect(data.chats.every((c) => c.angels.length > 0)).toBe(true);
    expect(Array.isArray(data.tokenLedger)).toBe(true);
    expect(text).not.toMatch(/scrypt|password|refresh/i);
    expect(text).not.toContain('words an agent removed');
    const removed = data.chats.flatMap((c) => c.messages).find((m) => m.id === removedId);
    expect(removed).toMatchObject({ text: '', removed: true });
    const other = await signedIn('newbie@angels.local');
    const notMine = await call(t, 'GET', `/api/users/${other.id}/export`, {
      token: me.accessToken,
    });
    expect(notMine.status).toBe(404);
    expect((await call(t, 'GET', `/api/users/${me.id}/export`)).status).toBe(401);
  });

  it('deletes the account: chats erased, ledger and orders kept without the user, sessions over', async () => {
    const { db } = t.database;
    const { email, password } = await newAccount(t, 'leaver@example.com');
    const me = await signedIn(email, password);
    const chat = await openChat(t, { token: me.accessToken, id: me.id }, [3]);
    await db.insert(tokenLedger).values({
      userId: me.id,
      amount: 10,
      kind: 'grant',
      idempotencyKey: `test-${me.id}`,
      reason: 'test grant',
      balanceAfter: 10,
    });
    const [order] = await db
      .insert(orders)
      .values({
        userId: me.id,
        productType: 'tokens',
        productId: 'test',
        description: '10 tokens',
        listPriceMinor: 100,
        priceMinor: 100,
        currency: 'USD',
        provider: 'test',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const [chatRow] = await db.select().from(chats).where(eq(chats.chatHash, chat.chatHash));
    const chatId = chatRow?.id ?? '';
    const before = await db.select().from(messages).where(eq(messages.chatId, chatId));
    expect(before.length).toBeGreaterThan(0);
    const ledgerBefore = await db.select().from(tokenLedger).where(eq(tokenLedger.userId, me.id));
    expect(ledgerBefore.length).toBeGreaterThan(0);

    const path = `/api/users/${me.id}/deletion`;
    const wrong = await post(t, path, { currentPassword: 'not it at all' }, me.accessToken);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('INVALID_CREDENTIALS');
    expect(await emailOf(me.id)).toBe(email);
    const other = await signedIn('user@angels.local');
    expect(
      (
        await post(
          t,
          `/api/users/${other.id}/deletion`,
          { currentPassword: password },
          me.accessToken,
        )
      ).status,
    ).toBe(404);

    const res = await post(t, path, { currentPassword: password }, me.accessToken);
    expect(res.status).toBe(204);
    expect(await emailOf(me.id)).toBeUndefined();
    expect(await db.select().from(chats).where(eq(chats.userId, me.id))).toEqual([]);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, me.id))).toEqual(
      [],
    );
    expect(await db.select().from(messages).where(eq(messages.chatId, chatId))).toEqual([]);
    const ledgerAfter = await db
      .select()
      .from(tokenLedger)
      .where(sql`${tokenLedger.id} in ${ledgerBefore.map((row) => row.id)}`);
    expect(ledgerAfter).toHaveLength(ledgerBefore.length);
    expect(ledgerAfter.every((row) => row.userId === null)).toBe(true);
    const [kept] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, order?.id ?? ''));
    expect(kept).toMatchObject({ userId: null, description: '10 tokens' });

    // The old access token is refused at once, the refresh token too, and so is the login.
    const after = await call(t, 'GET', `/api/users/${me.id}`, { token: me.accessToken });
    expect(after.status).toBe(401);
    expect((await refresh(me.refreshToken)).status).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password })).status).toBe(401);
    expect(t.mails.at(-1)).toMatchObject({ to: email, subject: 'Your Angels account was deleted' });
    // The address is free again.
    await newAccount(t, email);
  });
});
