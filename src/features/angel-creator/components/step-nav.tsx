import { STEPS, type StepId } from '../steps';

type StepNavProps = {
  current: StepId;
  onSelect: (step: StepId) => void;
  /** Steps with a problem to fix, marked for sight and for screen readers. */
  withErrors?: ReadonlySet<StepId>;
};

/** Every step stays one tap away: the list is the progress and the way back. */
export function StepNav({ current, onSelect, withErrors }: StepNavProps) {
  const index = STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Creator steps" className="-mx-4 overflow-x-auto px-4">
      <ol className="flex min-w-max gap-2">
        {STEPS.map((step, i) => {
          const problem = withErrors?.has(step.id);
          return (
            <li key={step.id}>
              <button
                type="button"
                onClick={() => onSelect(step.id)}
                aria-current={step.id === current ? 'step' : undefined}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-raised px-3 text-sm text-muted hover:text-fg aria-[current=step]:border-accent aria-[current=step]:font-semibold aria-[current=step]:text-fg"
              >
                <span
                  aria-hidden="true"
                  className={`grid size-6 place-items-center rounded-full text-xs font-bold ${i <= index ? 'bg-accent text-on-accent' : 'bg-canvas text-muted'}`}
                >
                  {i + 1}
                </span>
                {step.label}
                {problem && (
                  <span className="font-bold text-danger">
                    <span aria-hidden="true">!</span>
                    <span className="sr-only">(needs a fix)</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
