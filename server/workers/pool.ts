/**
 * A pool of worker threads for costly work on users' files (parsing, encoding, rasterising),
 * so it never holds the event loop that answers everyone else. Its policy:
 * - at most `size` jobs run at once, one per worker; at most `queueMax` wait, and a job beyond
 *   that is refused at once (503 with Retry-After) instead of waiting without end;
 * - one owner (an account) has at most `perOwnerMax` jobs in the pool, running or waiting
 *   (429), so one account cannot fill the queue for everyone;
 * - a job runs at most `timeoutMs` and its worker's heap is capped at `memoryMb`: past either,
 *   the worker is ended (terminate(), or V8 ends it) and the job fails with a JobLimitError;
 *   the next job gets a fresh worker.
 * Workers start on first use and do not keep the process alive. A job module exports `jobs`,
 * a table of functions of one structured-cloneable input; an HttpError thrown by a job reaches
 * the caller as the same HttpError (its status, body and headers).
 */
import { Worker } from 'node:worker_threads';
import { ERROR_CODES } from '../contract/errors.ts';
import { HttpError } from '../http/errors.ts';

/** What a job module exports as `jobs`. */
export type JobTable = Record<string, (input: never) => unknown>;

export type PoolLimits = {
  /** Jobs running at once (one worker each). */
  size: number;
  /** Jobs waiting for a worker; one more is refused with 503. */
  queueMax: number;
  /** Jobs of one owner in the pool, running or waiting; one more is refused with 429. */
  perOwnerMax: number;
  /** Running time of one job, from the moment its worker takes it. */
  timeoutMs: number;
  /** A worker's JavaScript heap (V8's old generation). */
  memoryMb: number;
  /** What a refused caller is told to wait, in seconds. */
  retryAfterS: number;
};

/** Why a job was stopped: over its time, over its memory, or its worker died. */
export class JobLimitError extends Error {
  constructor(
    readonly limit: 'time' | 'memory' | 'crash',
    message: string,
  ) {
    super(message);
  }
}

export type PoolStats = { running: number; queued: number; submitted: number; workers: number };

type Job = {
  name: string;
  input: unknown;
  owner: string | undefined;
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
};

type Slot = { worker: Worker; ready: boolean; job?: Job; timer?: NodeJS.Timeout };

type Reply =
  | { ready: true }
  | { ok: true; output: unknown }
  | {
      ok: false;
      error: {
        status: HttpError['status'];
        body: HttpError['body'];
        headers: Record<string, string>;
      };
    }
  | { ok: false; error: { message: string } };

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

export class WorkerPool<J extends JobTable> {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private readonly owners = new Map<string, number>();
  private submitted = 0;
  private closed = false;

  constructor(
    private readonly jobsModule: URL,
    readonly limits: PoolLimits,
  ) {}

  /**
   * Runs job `name` on `input` in a worker. `owner` (an account id) is held to perOwnerMax.
   * Throws 503 (queue full, or the pool closed), 429 (the owner's share), a JobLimitError,
   * or what the job threw.
   */
  run<K extends keyof J & string>(
    name: K,
    input: Parameters<J[K]>[0],
    owner?: string,
  ): Promise<Awaited<ReturnType<J[K]>>> {
    const { queueMax, perOwnerMax } = this.limits;
    if (this.closed) return Promise.reject(this.busy());
    if (owner !== undefined && (this.owners.get(owner) ?? 0) >= perOwnerMax) {
      return Promise.reject(this.ownerBusy());
    }
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= queueMax) return Promise.reject(this.busy());
    this.submitted += 1;
    if (owner !== undefined) this.owners.set(owner, (this.owners.get(owner) ?? 0) + 1);
    return new Promise((resolve, reject) => {
      const job: Job = { name, input, owner, resolve: resolve as Job['resolve'], reject };
      if (idle) this.start(idle, job);
      else this.queue.push(job);
    });
  }

  /** Starts the workers now (a server at start), so the first job does not wait for one. */
  warm(): void {
    while (!this.closed && this.slots.size < this.limits.size) this.spawn();
  }

  stats(): PoolStats {
    const running = [...this.slots].filter((slot) => slot.job).length;
    const workers = this.slots.size;
    return { running, queued: this.queue.length, submitted: this.submitted, workers };
  }

  /** Ends every worker; waiting and running jobs fail with 503. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, () => job.reject(this.busy()));
    await Promise.all([...this.slots].map((slot) => this.end(slot, this.busy())));
  }

  /** A worker free for a job, started if there is room for one more. */
  private idleSlot(): Slot | undefined {
    for (const slot of this.slots) if (!slot.job) return slot;
    if (this.slots.size >= this.limits.size) return undefined;
    return this.spawn();
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY, {
      workerData: { jobs: this.jobsModule.href },
      // No flags from the parent (vitest's, tsx's CLI): the entry registers tsx itself.
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.memoryMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.ceil(this.limits.memoryMb / 4)),
        stackSizeMb: 4,
      },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false };
    this.slots.add(slot);
    worker.on('message', (reply: Reply) => this.onReply(slot, reply));
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      const message = memory
        ? `The work needed more than ${this.limits.memoryMb} MB of memory.`
        : `The worker failed: ${error.message}`;
      void this.end(slot, new JobLimitError(memory ? 'memory' : 'crash', message));
    });
    worker.on('exit', () => void this.end(slot, new JobLimitError('crash', 'The worker stopped.')));
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    if (slot.ready) this.post(slot);
  }

  /** Hands the slot's job to its worker; its time starts now. */
  private post(slot: Slot): void {
    const job = slot.job;
    if (!job) return;
    slot.worker.postMessage({ name: job.name, input: job.input });
    slot.timer = setTimeout(() => {
      const seconds = Math.round(this.limits.timeoutMs / 100) / 10;
      void this.end(slot, new JobLimitError('time', `The work took longer than ${seconds} s.`));
    }, this.limits.timeoutMs);
  }

  private onReply(slot: Slot, reply: Reply): void {
    // A worker being ended may still have answered: its job is settled already.
    if (!this.slots.has(slot)) return;
    if ('ready' in reply) {
      slot.ready = true;
      this.post(slot);
      return;
    }
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    if (job) {
      if (reply.ok) this.settle(job, () => job.resolve(reply.output));
      else this.settle(job, () => job.reject(rebuilt(reply.error)));
    }
    this.next(slot);
  }

  /** The worker is gone or being ended: its job fails with `error`, a new worker takes over. */
  private async end(slot: Slot, error: Error): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = undefined;
    if (job) this.settle(job, () => job.reject(error));
    await slot.worker.terminate();
    const waiting = this.queue.shift();
    if (waiting && !this.closed) {
      const fresh = this.idleSlot();
      if (fresh) this.start(fresh, waiting);
      else this.queue.unshift(waiting);
    }
  }

  private next(slot: Slot): void {
    const job = this.queue.shift();
    if (job) this.start(slot, job);
  }

  private settle(job: Job, answer: () => void): void {
    if (job.owner !== undefined) {
      const left = (this.owners.get(job.owner) ?? 1) - 1;
      if (left > 0) this.owners.set(job.owner, left);
      else this.owners.delete(job.owner);
    }
    answer();
  }

  private busy(): HttpError {
    const wait = this.limits.retryAfterS;
    return new HttpError(
      503,
      {
        code: ERROR_CODES.timeout,
        message: `The server is busy with other files right now; try again in ${wait} seconds.`,
      },
      { 'Retry-After': String(wait) },
    );
  }

  private ownerBusy(): HttpError {
    const { perOwnerMax, retryAfterS } = this.limits;
    return new HttpError(
      429,
      {
        code: ERROR_CODES.rateLimited,
        message: `You already have ${perOwnerMax} files being processed; wait for them to finish, then try again.`,
      },
      { 'Retry-After': String(retryAfterS) },
    );
  }
}

function rebuilt(error: Extract<Reply, { ok: false }>['error']): Error {
  if ('status' in error) return new HttpError(error.status, error.body, error.headers);
  return new Error(error.message);
}
