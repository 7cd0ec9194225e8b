/**
 * /api/openapi.json is generated from the endpoint definitions: it must be a valid OpenAPI
 * 3.1 document, and every route the app really serves (Hono's route table) must be in it.
 */
import { validate, compileErrors } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { apiRoutes, shape } from '../security/route-table.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CHAT_BODY_LIMIT } from './request-rules.ts';

type Operation = {
  parameters?: { name: string; in: string }[];
  security?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  'x-body-limit'?: number;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { required?: string[] }> };
};

describe('the OpenAPI document', () => {
  const t = useTestApp();
  const load = async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    return (await res.json()) as Doc;
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await load();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('documents every /api route of the real route table, and nothing else', async () => {
    const doc = await load();
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(26);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${shape(path)}`),
    );
    const served = routes.map((route) => `${route.method} ${shape(route.path)}`);
    for (const key of served) expect(documented, `${key} is not documented`).toContain(key);
    for (const key of documented) expect(served, `${key} is not served`).toContain(key);
  });

  it('carries what the definitions declare: parameters, bodies, limits, auth, errors', async () => {
    const doc = await load();
    const list = doc.paths['/api/avatars']?.get;
    expect(list?.parameters?.map((p) => p.name)).toEqual([
      'gender',
      'minAge',
      'maxAge',
      'ethnicity',
      'page',
      'pageSize',
    ]);
    expect(list?.security).toBeUndefined();
    const send = doc.paths['/api/chats/{chatHash}/messages']?.post;
    expect(send?.['x-body-limit']).toBe(CHAT_BODY_LIMIT);
    expect(send?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(send?.responses ?? {}).sort()).toEqual(
      ['200', '201', '400', '401', '402', '403', '404', '409', '422', '429'].sort(),
    );
    expect(doc.components.schemas.ApiError?.required).toEqual(['code', 'message']);
  });
});
