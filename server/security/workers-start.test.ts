/**
 * The worker pool under `npm start` (tsx registered by scripts/start.mjs, not by the CLI): a
 * card imported and exported over HTTP is read and written by workers that load their
 * TypeScript themselves, and the server still stops cleanly with them running.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { base64Json, cardChunks, pngWith } from '../cards/card-test-helpers.ts';
import { signInOverHttp } from '../testing/http-session.ts';
import { api, startServer } from './process.ts';

describe('card workers under npm start', { timeout: 300_000 }, () => {
  it('imports a PNG card and exports it as PNG, then exits 0 on SIGTERM', async () => {
    const server = await startServer();
    try {
      const me = await signInOverHttp(`http://127.0.0.1:${server.port}`, 'user@angels.local');
      const card = {
        spec: 'chara_card_v2',
        spec_version: '2.0',
        data: { name: 'Wren', description: 'Wren is 33 years old.', first_mes: 'Hello.' },
      };
      const file = pngWith({ ccv3: base64Json(card) });
      const body = {
        requestId: crypto.randomUUID(),
        fileName: 'wren.png',
        contentBase64: file.toString('base64'),
      };
      const res = await api(server.port, 'POST', '/api/my-angels/import', body, me.token);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const png = await api(
        server.port,
        'GET',
        `/api/my-angels/${id}/card.png`,
        undefined,
        me.token,
      );
      expect(png.status).toBe(200);
      const chunks = cardChunks(Buffer.from(await png.arrayBuffer()));
      expect(chunks.ccv3).toMatchObject({ data: { name: 'Wren' } });
      process.kill(server.child.pid!, 'SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(path.dirname(server.dataDir), { recursive: true, force: true });
    }
  });
});
