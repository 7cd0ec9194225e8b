import type { Db } from '../db/client.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import type { LiveEvents } from '../live/live-events.ts';
import type { ReplyHub } from './reply-hub.ts';
import type { ReplyJobs } from './reply-jobs.ts';

/** What the chat routes share, built once per app in app.ts. */
export type ChatDeps = {
  db: Db;
  secret: string;
  images: ImageEngine;
  hub: ReplyHub;
  /** Live hints to users' and agents' event streams (moderation, agents' replies). */
  live: LiveEvents;
  jobs: ReplyJobs;
  /** SSE: a comment this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
  /** SSE: a stream whose reply makes no progress this long is closed; the client reconnects. */
  maxIdleMs?: number;
};
