import { useEffect, useState } from 'react';
import type { DraftSlot } from '../draft-storage';
import type { CreatorDraft } from '../model';
import { keepLeftAt, recallLeftAt, resumeStep, type LeftAt } from '../step-memory';
import type { StepId } from '../steps';

/**
 * The step to show: the one asked for in the URL, else (the creator opened without one) the
 * step this draft was left at. Null until that is known, so the form never flashes the first
 * step. The step shown is remembered for the next visit.
 *
 * `onResume` puts the resumed step in the URL (replacing it), so Back and Forward walk the
 * steps the user saw, and an address without a step always means "where I left".
 */
export function useResumeStep(
  slot: DraftSlot,
  draft: CreatorDraft | null,
  asked: StepId | undefined,
  onResume: (step: StepId) => void,
): StepId | null {
  const { userId, editId } = slot;
  const key = `${userId ?? 'visitor'}:${editId ?? 'new'}`;
  const [recalled, setRecalled] = useState<{ key: string; leftAt: LeftAt[] } | null>(null);

  useEffect(() => {
    let active = true;
    void recallLeftAt({ userId, editId }).then((leftAt) => {
      if (active) setRecalled({ key: `${userId ?? 'visitor'}:${editId ?? 'new'}`, leftAt });
    });
    return () => {
      active = false;
    };
  }, [userId, editId]);

  const leftAt = recalled?.key === key ? recalled.leftAt : null;
  const step = asked ?? (leftAt && draft ? resumeStep(leftAt, draft) : null);
  const seed = draft?.seed ?? null;
  const known = leftAt !== null;

  useEffect(() => {
    if (asked === undefined && step) onResume(step);
  }, [asked, step, onResume]);

  useEffect(() => {
    // Not before the recall, which reads (and at login moves) the record this overwrites.
    if (!step || !seed || !known) return;
    const left = { step, seed };
    // The creator opened again without a step (a link to it, while on it) resumes here too.
    const others = (leftAt: LeftAt[]) => leftAt.filter((item) => item.seed !== seed);
    void keepLeftAt({ userId, editId }, left).then(() =>
      setRecalled((now) =>
        now?.key === key ? { key, leftAt: [left, ...others(now.leftAt)] } : now,
      ),
    );
  }, [step, seed, known, userId, editId, key]);

  return step;
}
