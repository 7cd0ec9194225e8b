import { useCallback, useEffect, useRef, useState } from 'react';
import { focusField } from '../field-focus';
import type { StepId } from '../steps';

export const STEP_TITLE_ID = 'creator-step-title';

/**
 * Focus follows the step once it has rendered: the step's heading after a move, or the field
 * asked for (a problem to fix), so screen readers land on what is now shown.
 */
export function useStepFocus(step: StepId, onStep: (step: StepId) => void) {
  const pending = useRef<{ step: StepId; field: string | null } | null>(null);
  const shownStep = useRef(step);
  // Asking for a field on the step already shown re-runs the effect without a step change.
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const request = pending.current;
    const moved = shownStep.current !== step;
    shownStep.current = step;
    if (request?.step === step) {
      pending.current = null;
      if (request.field && focusField(request.field)) return;
    } else if (!moved) return;
    document.getElementById(STEP_TITLE_ID)?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step, asked]);

  return useCallback(
    (next: StepId, field: string | null = null) => {
      pending.current = { step: next, field };
      if (next === shownStep.current) setAsked((n) => n + 1);
      else onStep(next);
    },
    [onStep],
  );
}
