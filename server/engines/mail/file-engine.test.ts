import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createFileMailEngine } from './file-engine.ts';

describe('the file mail engine', () => {
  it('writes an RFC 822 .eml file and logs the link on one line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-mail-'));
    try {
      const log = vi.fn();
      const engine = createFileMailEngine(dir, 'Angels <no-reply@angels.local>', log);
      const link = 'http://localhost:4173/auth/confirm-registration/abc_DEF-123';
      await engine.send({
        to: 'a@b.co',
        subject: 'Confirm your Angels account',
        text: `Hi\n\n${link}\n`,
      });
      const [file] = fs.readdirSync(dir);
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
      const eml = fs.readFileSync(path.join(dir, file ?? ''), 'utf8');
      expect(eml).toMatch(/^From: Angels <no-reply@angels\.local>\r\nTo: a@b\.co\r\n/);
      expect(eml).toContain('Subject: Confirm your Angels account\r\n');
      expect(eml).toContain('Content-Type: text/plain; charset=utf-8\r\n');
      expect(eml).toContain(`\r\n\r\nHi\r\n\r\n${link}\r\n`);
      expect(log).toHaveBeenCalledWith(expect.stringContaining(link));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
