import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import type { ImageEngine } from './engines/image/image-engine.ts';
import { useTestApp } from './testing/test-app.ts';

describe('unexpected errors', () => {
  const t = useTestApp();

  it('answer 500 with a generic body and are logged, never leaking a stack', async () => {
    const broken: ImageEngine = {
      version: 'broken',
      width: 480,
      height: 600,
      versionFor: () => 'x',
      render: () => Promise.reject(new Error('secret internal detail')),
    };
    const log = vi.fn();
    const app = createApp({ db: t.database.db, config: t.config, images: broken, log });
    const res = await app.request('/api/avatars/1/portrait.svg');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side.',
    });
    expect(text).not.toContain('secret');
    expect(log).toHaveBeenCalledOnce();
  });
});
