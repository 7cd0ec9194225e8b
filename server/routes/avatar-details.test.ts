import { describe, expect, it } from 'vitest';
import { avatarOptionsSchema, avatarSchema } from '../contract/avatars.ts';
import { apiErrorSchema } from '../contract/errors.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('GET /api/avatars/{id}', () => {
  const t = useTestApp();

  it('returns one complete avatar', async () => {
    const res = await t.app.request('/api/avatars/1');
    expect(res.status).toBe(200);
    const avatar = avatarSchema.parse(await res.json());
    expect(avatar.id).toBe(1);
    expect(
      avatar.bio.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length,
    ).toBeGreaterThanOrEqual(2);
    expect(avatar.personality.length).toBeGreaterThanOrEqual(3);
    expect(avatar.interests.length).toBeGreaterThanOrEqual(3);
    expect(avatar.greeting).toContain(avatar.name.split(' ')[0]);
  });

  it('matches the summary shown in the list', async () => {
    const list = await (await t.app.request('/api/avatars?pageSize=1')).json();
    const one = await (await t.app.request('/api/avatars/1')).json();
    expect(one).toMatchObject(list.items[0]);
  });

  it('answers 404 with a readable message for an unknown id', async () => {
    const res = await t.app.request('/api/avatars/999');
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(await res.json())).toEqual({
      code: 'NOT_FOUND',
      message: 'No Angel with id 999 exists.',
    });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for id %s', async (id) => {
    const res = await t.app.request(`/api/avatars/${id}`);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).code).toBe('BAD_REQUEST');
  });
});

describe('GET /api/avatars/options', () => {
  const t = useTestApp();

  it('lists the filter choices with labels (not shadowed by /:id)', async () => {
    const res = await t.app.request('/api/avatars/options');
    expect(res.status).toBe(200);
    const options = avatarOptionsSchema.parse(await res.json());
    expect(options.genders).toEqual([
      { value: 'FEMALE', label: 'Female' },
      { value: 'MALE', label: 'Male' },
    ]);
    expect(options.ethnicities.map((e) => e.label)).toEqual([
      'Asian',
      'Black',
      'Caucasian',
      'Latina',
      'Middle Eastern',
      'South Asian',
      'Mixed',
    ]);
    expect(options).toMatchObject({ minAge: 18, maxAge: 99 });
  });
});

describe('API errors and documentation', () => {
  const t = useTestApp();

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.request('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(await res.json()).code).toBe('NOT_FOUND');
  });
});
