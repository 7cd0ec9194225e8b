import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { deviceLabel } from './device-label.ts';
import { firstWords } from './notify.ts';
import { isPushService } from './push-services.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

const base = { vapid: null, vapidSubject: 'mailto:ops@example.com', databaseUrl: null };

describe('the VAPID keys', () => {
  it('are generated once in DATA_DIR (mode 0600) and reused after a restart', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-vapid-'));
    try {
      const first = resolveVapidKeys({ ...base, dataDir });
      expect(first?.publicKey).toMatch(/^[\w-]{87}$/);
      expect(resolveVapidKeys({ ...base, dataDir })).toEqual(first);
      expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('come from the environment when set; a shared database without them turns push off', () => {
    const pair = webpush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://angels.example',
    });
    expect(resolveVapidKeys({ ...config, dataDir: '/nonexistent' })).toEqual({
      ...pair,
      subject: 'https://angels.example',
    });
    expect(resolveVapidKeys({ ...base, databaseUrl: 'postgres://x/y', dataDir: null })).toBeNull();
    expect(loadConfig({ SUPPORT_EMAIL: 'help@angels.example' }).vapidSubject).toBe(
      'mailto:help@angels.example',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/go together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'x', VAPID_PRIVATE_KEY: 'y' })).toThrow(
      /base64url/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://angels.example' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('what a notification says and where it goes', () => {
  it('names devices from their user agent', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iPhone',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
        'Firefox on macOS',
      ],
      ['', 'A browser'],
    ];
    for (const [ua, label] of cases) expect(deviceLabel(ua)).toBe(label);
  });

  it('cuts the first words at a word', () => {
    expect(firstWords('  Hello\n there  ')).toBe('Hello there');
    const long = `${'word '.repeat(40)}end`;
    const cut = firstWords(long, 30);
    expect(cut).toBe('word word word word word word…');
  });

  it('sends only to the browsers’ push services, or an origin the operator names', () => {
    expect(isPushService('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(isPushService('https://updates.push.services.mozilla.com/wpush/v2/x', [])).toBe(true);
    expect(isPushService('https://web.push.apple.com/QG', [])).toBe(true);
    expect(isPushService('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
    expect(isPushService('https://fcm.googleapis.com.evil.example/x', [])).toBe(false);
    expect(isPushService('https://user:pw@fcm.googleapis.com/x', [])).toBe(false);
    expect(isPushService('http://127.0.0.1:9999/push/x', [])).toBe(false);
    expect(isPushService('http://127.0.0.1:9999/push/x', ['http://127.0.0.1'])).toBe(true);
  });
});
