/** One outgoing mail. Texts are plain and friendly; links stand on their own line. */
export type Mail = { to: string; subject: string; text: string; html?: string };

/**
 * Sends mail. SMTP when configured; otherwise mails land in the server log and as .eml files
 * in DATA_DIR/mail (so a local user can click the link), or in memory for tests.
 */
export interface MailEngine {
  send(mail: Mail): Promise<void>;
}

/** Tests read what was sent from `sent`. */
export type MemoryMailEngine = MailEngine & { sent: Mail[] };

export function createMemoryMailEngine(): MemoryMailEngine {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
