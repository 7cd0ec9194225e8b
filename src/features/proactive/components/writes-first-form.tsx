import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { WRITES_FIRST } from '@contract/proactive-constants.ts';
import type { WritesFirst } from '@contract/proactive.ts';
import { Button } from '@/components/ui/button';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/text-field';
import { formAlertMessage, issuesByField } from '@/lib/form-validation';
import { deviceTimeZone, useSaveWritesFirst } from '../api/writes-first';

const FIELDS = ['enabled', 'perDay', 'wakeStart', 'wakeEnd', 'timeZone'] as const;
const tokens = (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`;
const PER_DAY = Array.from(
  { length: WRITES_FIRST.perDayMax - WRITES_FIRST.perDayMin + 1 },
  (_, i) => WRITES_FIRST.perDayMin + i,
);

/**
 * The chat's "writes first" form: on or off, how many a day, waking hours, and what it costs,
 * said before it is turned on. What the user chose stays in the form when saving fails.
 */
export function WritesFirstForm({
  chatHash,
  name,
  saved,
  onDone,
  onSaved,
}: {
  chatHash: string;
  name: string;
  saved: WritesFirst;
  /** Closes the form (Cancel, or after saving). */
  onDone: () => void;
  onSaved: (saved: WritesFirst) => void;
}) {
  const [enabled, setEnabled] = useState(saved.enabled);
  const [perDay, setPerDay] = useState(saved.perDay);
  const [wakeStart, setWakeStart] = useState(saved.wakeStart);
  const [wakeEnd, setWakeEnd] = useState(saved.wakeEnd);
  const [sameHours, setSameHours] = useState<string>();
  const mutation = useSaveWritesFirst(chatHash, (next) => {
    onSaved(next);
    onDone();
  });
  const switchId = useId();
  const costId = useId();
  const zone = deviceTimeZone();
  const errors = issuesByField(mutation.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enabled && wakeStart === wakeEnd) {
      setSameHours('Until must differ from From');
      return;
    }
    setSameHours(undefined);
    mutation.mutate({ enabled, perDay, wakeStart, wakeEnd, timeZone: zone });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={switchId} className="font-semibold">
          Let {name} write first
        </label>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          aria-describedby={costId}
          className="size-11 shrink-0 cursor-pointer accent-accent"
        />
      </div>
      <p id={costId} className="rounded-2xl border border-line bg-raised p-3 text-sm">
        Each message {name} writes first costs {tokens(saved.cost)}, like a reply: at most{' '}
        {tokens(perDay * saved.cost)} a day here. Everything Angels spend on their own stays within
        your daily cap of {tokens(saved.dailyCap)} (
        <Link to="/settings" className="underline">
          Settings
        </Link>
        ). Past the cap or without tokens, nothing is sent and nothing is charged.
      </p>
      {saved.dailyCap === 0 && (
        <p className="text-sm font-medium text-danger">
          Your daily cap is 0: Angels never write on their own until you raise it in Settings.
        </p>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">How many a day</legend>
        <div className="grid grid-cols-3 gap-2">
          {PER_DAY.map((n) => (
            <label
              key={n}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-2xl border border-line bg-raised has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-3 has-focus-visible:outline-gold"
            >
              <input
                type="radio"
                name={`${switchId}-per-day`}
                value={n}
                checked={perDay === n}
                onChange={() => setPerDay(n)}
                className="sr-only"
              />
              <span className="font-semibold">{n === 1 ? 'Once' : `Up to ${n}`}</span>
            </label>
          ))}
        </div>
        {errors.perDay && <p className="text-sm font-medium text-danger">{errors.perDay}</p>}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Waking hours (your time, {zone})</legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="From"
            type="time"
            value={wakeStart}
            onValueChange={setWakeStart}
            error={errors.wakeStart}
          />
          <TextField
            label="Until"
            type="time"
            value={wakeEnd}
            onValueChange={setWakeEnd}
            error={sameHours ?? errors.wakeEnd}
          />
        </div>
      </fieldset>
      <p className="text-sm text-muted">
        {name} never writes twice without an answer from you, and only after the chat has been quiet
        for a while. Sent today: {saved.sentToday}.
      </p>
      <FormAlert message={errors.timeZone ?? formAlertMessage(mutation.error, FIELDS)} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pending={mutation.isPending} label="Save" />
      </div>
    </form>
  );
}
