// The first module of every pool worker (server/workers/pool.ts). Plain JavaScript on purpose:
// a worker starts with no loader, whether the server runs under the tsx CLI (npm run dev),
// tsx's register() (npm start), or vitest, so it registers tsx itself before importing the
// TypeScript job module it was given, then runs the jobs the pool posts, one at a time (a
// worker has at most one job: the pool waits for its answer before posting the next).
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { jobs } = await import(workerData.jobs);

/** What crosses back for a failure: an HttpError's answer is kept whole (status, body, headers). */
function failure(error) {
  if (error && typeof error === 'object' && 'status' in error && 'body' in error) {
    return { status: error.status, body: error.body, headers: error.headers ?? {} };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

parentPort.on('message', async ({ name, input }) => {
  try {
    const job = jobs[name];
    if (typeof job !== 'function') throw new Error(`No job ${name} in ${workerData.jobs}`);
    parentPort.postMessage({ ok: true, output: await job(input) });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: failure(error) });
  }
});
parentPort.postMessage({ ready: true });
