import { randomUUID } from 'node:crypto';
import { logger } from '../observability/logger.ts';

/** LISTEN/NOTIFY of the PostgreSQL every process shares (db/client.ts); none on PGlite. */
export type Notifications = {
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
};

/** NOTIFY takes payloads up to 8000 bytes. */
const MAX_PAYLOAD = 7900;

/**
 * One channel between the processes sharing a PostgreSQL: what one process sends, every other
 * process receives, in the order it was sent (each NOTIFY waits for the one before). A process
 * does not receive its own messages: it has delivered them itself. Without notifications (one
 * process, PGlite) nothing is sent and nothing arrives.
 */
export class ProcessChannel<T> {
  private readonly id = randomUUID();
  private sending = Promise.resolve();
  /** Resolves once this process hears the others (at once without notifications). */
  readonly listening: Promise<void>;

  constructor(
    private readonly notifications: Notifications | undefined,
    private readonly name: string,
    receive: (message: T) => void,
  ) {
    this.listening = notifications
      ? notifications.listen(name, (payload) => {
          let parsed: { p?: unknown; m?: T };
          try {
            parsed = JSON.parse(payload) as { p?: unknown; m?: T };
          } catch {
            return;
          }
          if (parsed.p !== this.id && parsed.m !== undefined) receive(parsed.m);
        })
      : Promise.resolve();
  }

  /** Whether other processes can be reached at all. */
  get shared(): boolean {
    return this.notifications !== undefined;
  }

  /** Resolves once everything sent so far has gone out (before the connection closes). */
  flushed(): Promise<void> {
    return this.sending;
  }

  /** `shorter`: what to send instead when `message` is too long for a notification. */
  send(message: T, shorter?: () => T): void {
    const notifications = this.notifications;
    if (!notifications) return;
    let payload = JSON.stringify({ p: this.id, m: message });
    if (payload.length > MAX_PAYLOAD) {
      if (!shorter) return logger.error(`A message on ${this.name} was too long to send`);
      payload = JSON.stringify({ p: this.id, m: shorter() });
    }
    this.sending = this.sending
      .then(() => notifications.notify(this.name, payload))
      .catch((error: unknown) => logger.error({ err: error }, `Sending on ${this.name} failed`));
  }
}
