import { usePreferences, useSetPreferences } from '../api/push-api';

/** "Show message text on the lock screen": one choice for the account, every device. */
export function LockScreenSwitch() {
  const preferences = usePreferences();
  const save = useSetPreferences();
  const on = save.isPending
    ? (save.variables?.lockScreenText ?? false)
    : (preferences.data?.lockScreenText ?? false);
  return (
    <li className="flex flex-col gap-1 px-6 py-3">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby="lock-screen-text-detail"
        disabled={!preferences.data || save.isPending}
        onClick={() => save.mutate({ lockScreenText: !on })}
        className="flex min-h-11 w-full items-center justify-between gap-4 text-left text-lg disabled:opacity-60"
      >
        <span>Show message text on the lock screen</span>
        <span
          aria-hidden="true"
          className={`relative h-6 w-11 shrink-0 rounded-full border transition-colors ${
            on ? 'border-accent bg-accent' : 'border-line bg-raised'
          }`}
        >
          <span
            className={`absolute top-0.5 size-4 rounded-full transition-[left] motion-reduce:transition-none ${
              on ? 'left-[1.3rem] bg-on-accent' : 'left-0.5 bg-muted'
            }`}
          />
        </span>
      </button>
      <span id="lock-screen-text-detail" className="text-sm text-muted">
        {on
          ? 'Notifications show the first words of a message.'
          : 'Notifications only say who wrote, never what.'}
      </span>
      {save.error && (
        <span role="alert" className="text-sm text-danger">
          {save.error.message}
        </span>
      )}
    </li>
  );
}
