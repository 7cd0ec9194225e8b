import { useState, type FormEvent } from 'react';
import { WRITES_FIRST } from '@contract/proactive-constants.ts';
import type { DailyCap } from '@contract/proactive.ts';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/text-field';
import { formAlertMessage, issuesByField } from '@/lib/form-validation';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useDailyCap, useSaveDailyCap } from '../api/writes-first';

/** Settings: the daily cap on tokens Angels spend on their own (writing first), 0 = never. */
export function DailyCapField({ userId }: { userId: string }) {
  const cap = useDailyCap(userId);
  if (cap.data) return <DailyCapForm userId={userId} saved={cap.data} />;
  return (
    <li className="px-6 py-4">
      {cap.isError ? (
        <FormAlert message={cap.error.message} />
      ) : (
        <Spinner label="Loading the cap" />
      )}
    </li>
  );
}

function capError(text: string): string | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value)) return 'Enter a whole number of tokens';
  if (value < 0 || value > WRITES_FIRST.dailyCapMax) {
    return `Choose from 0 to ${WRITES_FIRST.dailyCapMax} tokens a day`;
  }
  return undefined;
}

function DailyCapForm({ userId, saved }: { userId: string; saved: DailyCap }) {
  const [text, setText] = useState(String(saved.dailyCap));
  const [error, setError] = useState<string>();
  const mutation = useSaveDailyCap(userId, (next) =>
    toast.add({
      severity: 'success',
      summary:
        next.dailyCap === 0
          ? 'Angels will not spend on their own'
          : `Angels may spend up to ${next.dailyCap} a day on their own`,
      life: DEFAULT_TOAST_LIFE,
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = capError(text);
    setError(wrong);
    if (!wrong) mutation.mutate(Number(text));
  };
  return (
    <li>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 px-6 py-4">
        <TextField
          label="Daily cap on what Angels spend on their own (tokens)"
          type="number"
          inputMode="numeric"
          min={0}
          max={WRITES_FIRST.dailyCapMax}
          step={1}
          value={text}
          onValueChange={setText}
          error={error ?? issuesByField(mutation.error).dailyCap}
        />
        <p className="text-sm text-muted">
          An Angel you let write first spends {saved.cost} {saved.cost === 1 ? 'token' : 'tokens'} a
          message from your balance, all Angels together at most this much a day; 0 means they never
          do. Spent today: {saved.spentToday}.
        </p>
        <FormAlert message={formAlertMessage(mutation.error, ['dailyCap'])} />
        <div className="flex justify-end">
          <SubmitButton pending={mutation.isPending} label="Save cap" />
        </div>
      </form>
    </li>
  );
}
