import { useId } from 'react';
import { APPEARANCES, setAppearance, useAppearance, type Appearance } from '@/lib/appearance';

const LABELS: Record<Appearance, string> = { system: 'System', dark: 'Dark', light: 'Light' };

/** Radio buttons, so arrow keys move between the choices; applied at once, kept on this device. */
export function AppearancePicker() {
  const current = useAppearance();
  const name = useId();
  return (
    <li>
      <fieldset className="flex flex-col gap-3 px-6 py-4">
        <legend className="sr-only">Appearance</legend>
        <p className="text-sm text-muted">
          System follows this device&apos;s setting. Your choice is kept on this device only.
        </p>
        <div className="grid grid-cols-3 gap-2">
          {APPEARANCES.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-2xl border border-line bg-raised px-2 text-center has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-3 has-focus-visible:outline-gold"
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={current === value}
                onChange={() => setAppearance(value)}
                className="sr-only"
              />
              <span className="font-semibold">{LABELS[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}
