import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

describe('GET /api/avatars/{id}/portrait.svg', () => {
  const t = useTestApp();

  it('serves a 480×600 SVG, cached forever, at the imageUrl the API gives', async () => {
    const { imageUrl } = await (await t.app.request('/api/avatars/2')).json();
    const res = await t.app.request(imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="480" height="600"/);
    expect(res.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await t.app.request('/api/avatars/2/portrait.svg');
    const etag = first.headers.get('ETag') ?? '';
    const again = await t.app.request('/api/avatars/2/portrait.svg', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('draws different people differently, the same person the same way', async () => {
    const a = await (await t.app.request('/api/avatars/1/portrait.svg')).text();
    const b = await (await t.app.request('/api/avatars/3/portrait.svg')).text();
    const a2 = await (await t.app.request('/api/avatars/1/portrait.svg')).text();
    expect(a).not.toBe(b);
    expect(a2).toBe(a);
  });

  it('compresses for clients that accept it', async () => {
    const res = await t.app.request('/api/avatars/1/portrait.svg', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('answers 404 for an unknown avatar and 400 for a bad id', async () => {
    expect((await t.app.request('/api/avatars/999/portrait.svg')).status).toBe(404);
    expect((await t.app.request('/api/avatars/x/portrait.svg')).status).toBe(400);
  });
});
