import { describe, expect, it } from 'vitest';
import { generatorStateResponseSchema } from '../contract/angels.ts';
import { avatarOptionsSchema } from '../contract/avatars.ts';
import { GENERATOR_STATE_MAX_BYTES } from '../contract/constants.ts';
import { request } from '../angels/test-helpers.ts';
import { session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe("the creator's options and its draft on the server", () => {
  const t = useTestApp();

  it('offers the generator lists with the options', async () => {
    const options = avatarOptionsSchema.parse(
      await (await request(t, 'GET', '/api/avatars/options')).json(),
    );
    expect(options.generator.looks.hairStyle?.length).toBeGreaterThan(5);
    expect(options.generator).toMatchObject({ maxTraits: 3, creationCost: 20 });
    expect(options.generator.tones.map((tone) => tone.value)).toContain('playful');
  });

  it('keeps the draft for its owner only, and forgets it on DELETE', async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'premium@angels.local');
    const path = `/api/users/${me.id}/generator-state`;
    const read = async () =>
      generatorStateResponseSchema.parse(
        await (await request(t, 'GET', path, { token: me.token })).json(),
      );
    expect(await read()).toEqual({ state: null });
    const state = {
      draft: { step: 3, choices: { name: 'Mia' } },
      savedAt: '2025-05-01T10:00:00.000Z',
    };
    const put = await request(t, 'PUT', path, { body: state, token: me.token });
    expect(put.status).toBe(200);
    expect(await read()).toEqual({ state });
    expect((await request(t, 'GET', path, { token: other.token })).status).toBe(404);
    expect((await request(t, 'PUT', path, { body: state, token: other.token })).status).toBe(404);
    expect((await request(t, 'DELETE', path, { token: other.token })).status).toBe(404);
    expect((await request(t, 'GET', path)).status).toBe(401);
    expect((await request(t, 'DELETE', path, { token: me.token })).status).toBe(204);
    expect(await read()).toEqual({ state: null });
  });

  it('refuses a draft over the size limit with a readable 413', async () => {
    const me = await session(t, 'user@angels.local');
    const path = `/api/users/${me.id}/generator-state`;
    const big = {
      draft: { notes: 'x'.repeat(GENERATOR_STATE_MAX_BYTES) },
      savedAt: new Date().toISOString(),
    };
    const res = await request(t, 'PUT', path, { body: big, token: me.token });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /draft is 65 KB; drafts up to 64 KB/,
    );
    const huge = {
      draft: { notes: 'x'.repeat(GENERATOR_STATE_MAX_BYTES * 2) },
      savedAt: big.savedAt,
    };
    expect((await request(t, 'PUT', path, { body: huge, token: me.token })).status).toBe(413);
  });

  it('refuses a draft PostgreSQL cannot store with a 400 naming where, not a 500', async () => {
    const me = await session(t, 'user@angels.local');
    const path = `/api/users/${me.id}/generator-state`;
    const savedAt = new Date().toISOString();
    // Written by hand: JSON.stringify itself overflows the stack on 5,000 nested arrays.
    const deep = `{"deep":${'['.repeat(5000)}"leaf"${']'.repeat(5000)}}`;
    const cases: Array<[string, string]> = [
      [JSON.stringify({ a: 'x\u0000y' }), 'draft.a'],
      [JSON.stringify({ choices: { name: 'lone \uD800' } }), 'draft.choices.name'],
      [deep, `draft.deep${'.0'.repeat(31)}`],
    ];
    for (const [draft, issuePath] of cases) {
      const res = await t.app.request(path, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' },
        body: `{"draft":${draft},"savedAt":"${savedAt}"}`,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; issues: Array<{ path: string }> };
      expect(body.issues[0]?.path).toBe(issuePath);
      expect(body.message).toMatch(/^The draft's ".+" (contains a character|is nested deeper)/);
    }
    const read = await request(t, 'GET', path, { token: me.token });
    expect(await read.json()).toEqual({ state: null });
  });
});
