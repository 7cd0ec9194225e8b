import nodemailer from 'nodemailer';
import type { MailEngine } from './mail-engine.ts';

/** Real delivery through any SMTP server, e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailEngine(url: string, from: string): MailEngine {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
