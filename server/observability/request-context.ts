/**
 * The request a piece of work belongs to, carried by AsyncLocalStorage: a request's handler,
 * everything it awaits, and work it starts without awaiting (a reply job kicked by a send,
 * the model provider call inside it) all see the same id, so their log lines can be joined.
 * The logger (logger.ts) adds it to every line.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

export const currentContext = (): RequestContext | undefined => storage.getStore();

/** The current request's context, or a `job:` id for work no request started (a take-over). */
export const jobContext = (): RequestContext =>
  storage.getStore() ?? { requestId: `job:${randomUUID()}` };

export function withContext<T>(context: RequestContext | undefined, run: () => T): T {
  return context ? storage.run(context, run) : run();
}

/**
 * An incoming X-Request-Id is kept when it is sane (a proxy's `$request_id`, a UUID, a trace
 * id): 1-64 characters of letters, digits and `-_.:`. Anything else gets a fresh id, so a
 * client cannot write arbitrary text or megabytes into every log line.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: string | undefined): string {
  return header && SANE_ID.test(header) ? header : randomUUID();
}
