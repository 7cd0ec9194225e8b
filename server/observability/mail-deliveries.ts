import type { MailEngine } from '../engines/mail/mail-engine.ts';
import { recordMailDelivery } from './metrics.ts';

/** The same engine, each send counted by outcome (the error still reaches the caller). */
export function countMailDeliveries(engine: MailEngine): MailEngine {
  return {
    async send(mail) {
      try {
        await engine.send(mail);
      } catch (error) {
        recordMailDelivery('failed');
        throw error;
      }
      recordMailDelivery('sent');
    },
  };
}
