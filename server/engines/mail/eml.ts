import { randomBytes } from 'node:crypto';
import type { Mail } from './mail-engine.ts';

const CRLF = '\r\n';

/** RFC 2047 encoded-word for headers that are not plain ASCII. */
const header = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;

/** An RFC 822 (5322) message any mail client opens: text, plus an HTML alternative if given. */
export function toEml(mail: Mail, from: string, date = new Date()): string {
  const id = randomBytes(12).toString('hex');
  const head = [
    `From: ${header(from)}`,
    `To: ${mail.to}`,
    `Subject: ${header(mail.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@angels.local>`,
    'MIME-Version: 1.0',
  ];
  const text = mail.text.replace(/\r?\n/g, CRLF);
  if (!mail.html) {
    head.push('Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit');
    return head.join(CRLF) + CRLF + CRLF + text + CRLF;
  }
  const boundary = `angels-${id}`;
  head.push(`Content-Type: multipart/alternative; boundary="${boundary}"`);
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: 8bit',
      '',
      body,
    ].join(CRLF);
  return [
    head.join(CRLF),
    '',
    part('text/plain', text),
    part('text/html', mail.html.replace(/\r?\n/g, CRLF)),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}
