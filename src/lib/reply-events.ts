/**
 * A reply finished on this page (the chats feature announces it, others may listen: the offer
 * of notifications). An event on the window, so features do not import each other.
 */
const REPLY_FINISHED = 'angels:reply-finished';

export function announceReplyFinished(): void {
  window.dispatchEvent(new Event(REPLY_FINISHED));
}

export function onReplyFinished(handler: () => void): () => void {
  window.addEventListener(REPLY_FINISHED, handler);
  return () => window.removeEventListener(REPLY_FINISHED, handler);
}
