import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import type { MailEngine } from '../engines/mail/mail-engine.ts';
import type { RateLimiter } from '../http/rate-limit.ts';

/** What the account routes share, built once per app in app.ts. */
export type AuthDeps = {
  db: Db;
  config: Config;
  /** The resolved HS256 secret (config.jwtSecret or a generated one). */
  secret: string;
  mail: MailEngine;
  limiter: RateLimiter;
  images: ImageEngine;
  log: (message: string) => void;
};
