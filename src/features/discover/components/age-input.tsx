import { useId, useState } from 'react';
import { MAX_AGE, MIN_AGE } from '@contract/avatar-filters.ts';
import { ageInputError } from '../age-rules';
import { DISCOVER_DEFAULTS } from '../model';

type AgeInputProps = {
  label: 'Minimum age' | 'Maximum age';
  /** The applied value from the URL. */
  value: number;
  /** The other end of the range, to reject min > max before it reaches the URL. */
  otherBound: number;
  onApply: (age: number) => void;
  /** Changes whenever the filters in the URL change (back/forward, reset, other controls). */
  syncKey: string;
};

export function AgeInput({ label, value, otherBound, onApply, syncKey }: AgeInputProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  // Follow the URL (back/forward, reset) without clobbering what the user is typing.
  const [syncedKey, setSyncedKey] = useState(syncKey);
  if (syncedKey !== syncKey) {
    setSyncedKey(syncKey);
    setText(String(value));
    setError(null);
  }

  const validate = (raw: string): string | null => {
    const basic = ageInputError(raw, label);
    if (basic) return basic;
    const age = Number(raw);
    if (label === 'Minimum age' && age > otherBound) {
      return 'Minimum age cannot be above the maximum age.';
    }
    if (label === 'Maximum age' && age < otherBound) {
      return 'Maximum age cannot be below the minimum age.';
    }
    return null;
  };

  const commit = (raw: string, showError: boolean) => {
    if (raw.trim() === '') {
      // An emptied field means no bound at that end: the default, once the user is done (while
      // typing, an empty field is only the way to a new number).
      if (!showError) return;
      const unbounded =
        label === 'Minimum age' ? DISCOVER_DEFAULTS.minAge : DISCOVER_DEFAULTS.maxAge;
      setError(null);
      setText(String(unbounded));
      if (unbounded !== value) onApply(unbounded);
      return;
    }
    const problem = validate(raw);
    if (problem) {
      // Keep the typed text so it can be corrected; only explain once the user is done.
      if (showError) setError(problem);
      return;
    }
    setError(null);
    if (Number(raw) !== value) onApply(Number(raw));
  };

  return (
    <div className="flex w-28 flex-col">
      <label htmlFor={id} className="mb-2 text-sm font-semibold text-fg">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_AGE}
        max={MAX_AGE}
        step={1}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          // Valid ages have two digits, so a half-typed value never applies by accident.
          commit(event.target.value, false);
        }}
        onBlur={(event) => commit(event.target.value, true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value, true);
        }}
        className="min-h-11 rounded-xl border border-line bg-canvas px-3 text-base text-fg aria-invalid:border-danger"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-danger" aria-live="polite">
          {error}
        </p>
      )}
    </div>
  );
}
