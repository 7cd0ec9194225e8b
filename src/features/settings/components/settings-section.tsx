import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A titled group of settings rows, one card. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="px-2 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface">
        {children}
      </ul>
    </section>
  );
}

const rowClass =
  'flex min-h-14 w-full items-center justify-between gap-4 px-6 py-3 text-left text-lg hover:bg-raised';

function RowText({ label, detail }: { label: string; detail?: string }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span>{label}</span>
      {detail && <span className="truncate text-sm text-muted">{detail}</span>}
    </span>
  );
}

/** A row that opens a settings page. */
export function LinkRow({
  to,
  label,
  detail,
}: {
  to: LinkProps['to'];
  label: string;
  detail?: string;
}) {
  return (
    <li>
      <Link to={to} className={rowClass}>
        <RowText label={label} detail={detail} />
        <span aria-hidden="true">›</span>
      </Link>
    </li>
  );
}

/** A row that acts (or opens a dialog); `danger` for what cannot be undone. */
export function ButtonRow({
  label,
  detail,
  onClick,
  pending = false,
  danger = false,
}: {
  label: string;
  detail?: string;
  onClick: () => void;
  pending?: boolean;
  danger?: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        disabled={pending}
        aria-busy={pending || undefined}
        className={`${rowClass} disabled:cursor-wait disabled:opacity-60 ${danger ? 'text-danger' : ''}`}
      >
        <RowText label={label} detail={detail} />
      </button>
    </li>
  );
}
