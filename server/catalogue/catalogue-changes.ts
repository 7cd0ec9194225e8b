/**
 * What follows a change of the catalogue at once: the held catalogue pages (Discover's lists,
 * an Angel's details, the version stamp, and so the first-paint HTML, which reads them through
 * the API) are dropped on this process and, over one channel of the shared PostgreSQL, on every
 * other process, so no visitor anywhere is answered from before the change.
 */
import type { ResponseCache } from '../http/response-cache.ts';
import { ProcessChannel, type Notifications } from '../live/process-channel.ts';

export class CatalogueChanges {
  private readonly channel: ProcessChannel<'changed'>;
  /** Resolves once this process hears the others (at once without notifications). */
  readonly listening: Promise<void>;

  constructor(
    private readonly cache: ResponseCache,
    notifications?: Notifications,
  ) {
    this.channel = new ProcessChannel(notifications, 'angels_catalogue', () => cache.clear());
    this.listening = this.channel.listening;
  }

  /** After the change's transaction committed: an answer read before it is not kept. */
  changed(): void {
    this.cache.clear();
    this.channel.send('changed');
  }

  /** Resolves once the other processes have been told (tests, shutdown). */
  flushed(): Promise<void> {
    return this.channel.flushed();
  }
}
