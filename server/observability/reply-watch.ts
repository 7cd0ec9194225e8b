/**
 * One reply job's metrics and its log line (server/chats/reply-jobs.ts calls these): begun
 * once the reply is claimed, the first words' time, and how it ended. The line carries ids,
 * times and a length, never the reply's words; its request id is the one of the request that
 * started the job (request-context.ts), or a `job:` id for a job no request started.
 */
import type { REPLY_OUTCOMES } from './metric-table.ts';
import { logger } from './logger.ts';
import { recordFirstToken, recordReplyEnded, recordReplyStarted } from './metrics.ts';

type Outcome = (typeof REPLY_OUTCOMES)[number];

/** A settled reply's status (or none, when shutdown handed it over) as its outcome. */
export function replyOutcome(
  status: 'COMPLETE' | 'STOPPED' | 'FAILED' | string | undefined,
  handedOver: boolean,
): Outcome | null {
  if (status === 'COMPLETE') return 'completed';
  if (status === 'FAILED') return 'failed';
  if (status === 'STOPPED') return 'stopped';
  // No final row: handed over by shutdown, or the reply was no longer this writer's.
  return handedOver ? 'handed_over' : null;
}

export function watchReply(ids: { replyId: string; chatId?: string }) {
  const started = performance.now();
  let begun = false;
  let firstToken: number | undefined;
  return {
    /** The reply is this job's to write. */
    begin() {
      begun = true;
      recordReplyStarted();
    },
    /** Each piece of text the engine yields. */
    chunk() {
      if (firstToken !== undefined) return;
      firstToken = performance.now();
      recordFirstToken((firstToken - started) / 1000);
    },
    end(final: { status: string; text: string } | undefined, handedOver: boolean) {
      if (!begun) return;
      const outcome = replyOutcome(final?.status, handedOver);
      if (outcome) recordReplyEnded(outcome);
      logger.info(
        {
          ...ids,
          outcome: outcome ?? 'taken_elsewhere',
          ms: Math.round(performance.now() - started),
          firstTokenMs: firstToken === undefined ? null : Math.round(firstToken - started),
          chars: final?.text.length ?? null,
        },
        'reply ended',
      );
    },
  };
}
