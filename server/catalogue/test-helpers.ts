/** Request helpers for the catalogue tests: a curator's calls, and the visitor's reads. */
import { expect } from 'vitest';
import type { AvatarPage } from '../contract/avatars.ts';
import {
  catalogueAngelSchema,
  type CatalogueAngel,
  type CatalogueFields,
} from '../contract/catalogue.ts';
import { draftFor, request } from '../angels/test-helpers.ts';
import type { TestContext } from '../testing/test-app.ts';

export const CATALOGUE = '/api/admin/catalogue';

export async function created(
  t: TestContext,
  token: string,
  name: string,
  gender: 'FEMALE' | 'MALE' = 'FEMALE',
): Promise<CatalogueAngel> {
  const draft = draftFor(name);
  draft.choices.gender = gender;
  const res = await request(t, 'POST', CATALOGUE, { token, body: { draft } });
  expect(res.status, await res.clone().text()).toBe(201);
  return catalogueAngelSchema.parse(await res.json());
}

export async function curated(
  t: TestContext,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<CatalogueAngel> {
  const res = await request(t, method, `${CATALOGUE}${path}`, { token, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return catalogueAngelSchema.parse(await res.json());
}

export const edited = (
  t: TestContext,
  token: string,
  angel: CatalogueAngel,
  change: Partial<CatalogueFields>,
) =>
  curated(t, token, 'PUT', `/${angel.id}`, {
    version: angel.version,
    fields: { ...angel.fields, ...change },
  });

/** Discover's whole list for a gender, as a visitor reads it (every page). */
export async function discoverNames(t: TestContext, gender = 'FEMALE'): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.request(`/api/avatars?gender=${gender}&page=${page}&pageSize=60`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AvatarPage;
    names.push(...body.items.map((item) => item.name));
    if (body.lastPage) return names;
  }
}
