import type { AngelTextField } from '@contract/angels.ts';
import { useRef, useState } from 'react';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session-store';
import { useAvatarOptionsOrBuiltIn } from '@/lib/avatar-options-built-in';
import type { useCreatorDraft } from '../hooks/use-creator-draft';
import { useProposals } from '../hooks/use-proposals';
import { useSaveAngel } from '../hooks/use-save-angel';
import { STEP_TITLE_ID, useStepFocus } from '../hooks/use-step-focus';
import { draftErrors, stepOfField, type CreatorDraft, type FieldErrors } from '../model';
import { STEPS, type StepId } from '../steps';
import { ChoiceSteps } from './choice-steps';
import { FixList } from './fix-list';
import { PreviewPanel } from './preview-panel';
import { ReviewStep } from './review-step';
import { SavePanel } from './save-panel';
import { StepNav } from './step-nav';
import { TextsStep } from './texts-step';

type Kept = ReturnType<typeof useCreatorDraft>;
type CreatorFormProps = {
  draft: CreatorDraft;
  keeper: Pick<Kept, 'change' | 'finish' | 'flush'>;
  editId: number | null;
  step: StepId;
  onStep: (step: StepId) => void;
};

/** Too long is said at once; missing is said once the user tries to create. */
const liveErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message?.includes('at most')));

export function CreatorForm({ draft, keeper, editId, step, onStep }: CreatorFormProps) {
  const { change } = keeper;
  const options = useAvatarOptionsOrBuiltIn();
  const { generator } = options;
  const balance = useSession().user?.tokens;
  const [shown, setShown] = useState<FieldErrors>({});
  const { writing, writeAnother } = useProposals(draft, step === 'texts', change);
  const go = useStepFocus(step, onStep);
  const goToField = (field: string) => go(stepOfField(field), field);
  const showErrors = (errors: FieldErrors) => {
    setShown(errors);
    const first = Object.keys(errors)[0];
    if (first) goToField(first);
  };
  const saving = useSaveAngel({
    draft,
    editId,
    textMax: generator.textMax,
    cost: generator.creationCost,
    ...keeper,
    onFieldErrors: showErrors,
  });
  const errors: FieldErrors = { ...liveErrors(draftErrors(draft, generator.textMax)), ...shown };
  const clear = (...fields: string[]) =>
    setShown((all) =>
      Object.fromEntries(Object.entries(all).filter(([field]) => !fields.includes(field))),
    );
  const stepsWithErrors = new Set(Object.keys(errors).map(stepOfField));
  const index = STEPS.findIndex((item) => item.id === step);
  const section = useRef<HTMLElement>(null);
  const next = () => {
    // A field still showing its error (an age of 17 typed, which never reached the draft)
    // keeps the user on this step: moving on would quietly keep the last valid value.
    const invalid = section.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else go(STEPS[index + 1]!.id);
  };

  return (
    <div className="flex flex-col gap-4">
      <StepNav current={step} onSelect={(next) => go(next)} withErrors={stepsWithErrors} />
      <div className="flex flex-col gap-6 md:grid md:grid-cols-[minmax(0,1fr)_16rem] md:items-start lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="md:order-2">
          <PreviewPanel draft={draft} />
        </div>
        <section
          ref={section}
          aria-labelledby="creator-step-title"
          className="flex min-w-0 flex-col gap-5"
        >
          <h2 id={STEP_TITLE_ID} tabIndex={-1} className="font-display text-2xl font-semibold">
            {STEPS[index]?.label}
          </h2>
          <ChoiceSteps
            step={step}
            options={options}
            draft={draft}
            errors={errors}
            change={change}
            clear={clear}
          />
          {step === 'texts' && (
            <TextsStep
              draft={draft}
              nameMax={generator.nameMax}
              textMax={generator.textMax}
              errors={errors}
              writing={writing}
              onName={(name) => {
                clear('name');
                change((d) => ({ ...d, choices: { ...d.choices, name } }));
              }}
              onText={(field: AngelTextField, text) => {
                clear(field);
                change((d) => ({
                  ...d,
                  texts: { ...d.texts, [field]: text },
                  edited: d.edited.includes(field) ? d.edited : [...d.edited, field],
                }));
              }}
              onWriteAnother={(field) => {
                clear(field);
                writeAnother(field);
              }}
            />
          )}
          {step === 'review' && (
            <>
              <FixList errors={errors} onGo={goToField} />
              <ReviewStep options={options} draft={draft} />
            </>
          )}
          <StickyActionBar>
            {step === 'review' ? (
              <SavePanel
                editing={editId !== null}
                cost={generator.creationCost}
                balance={balance}
                pending={saving.pending}
                problem={saving.problem}
                onSave={() => void saving.save()}
              />
            ) : (
              <>
                {index > 0 && (
                  <Button variant="secondary" onClick={() => go(STEPS[index - 1]!.id)}>
                    Back
                  </Button>
                )}
                <Button className="ml-auto" onClick={next}>
                  Next: {STEPS[index + 1]!.label}
                </Button>
              </>
            )}
          </StickyActionBar>
        </section>
      </div>
    </div>
  );
}
