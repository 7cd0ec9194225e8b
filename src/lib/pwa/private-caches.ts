import { CLEAR_PRIVATE_CACHES, PRIVATE_CACHES, type WorkerMessage } from './protocol';

const REPLY_TIMEOUT_MS = 1000;

/**
 * At logout the worker's caches that hold something personal are emptied. The worker
 * owns its caches, so it is asked; if none is active, or it does not answer in time, the page
 * deletes them itself (Cache Storage is shared by the origin). Never rejects: logout goes on.
 */
export async function clearPrivateCaches(): Promise<void> {
  try {
    const worker = (await navigator.serviceWorker?.getRegistration())?.active;
    if (worker && (await askWorker(worker))) return;
    if (typeof caches !== 'undefined') {
      await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name)));
    }
  } catch (error) {
    console.warn('Could not clear the private caches', error);
  }
}

function askWorker(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), REPLY_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const message: WorkerMessage = { type: CLEAR_PRIVATE_CACHES };
    worker.postMessage(message, [channel.port2]);
  });
}
