import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import type { SaveProblem } from '../hooks/use-save-angel';

type SavePanelProps = {
  editing: boolean;
  cost: number;
  /** The logged user's balance; undefined for a visitor. */
  balance: number | undefined;
  pending: boolean;
  problem: SaveProblem | null;
  onSave: () => void;
};

/** The one action that spends (field problems are listed above, on the Review step) (or, editing, saves for free), with its price in plain view. */
export function SavePanel({ editing, cost, balance, pending, problem, onSave }: SavePanelProps) {
  const label = editing ? 'Save changes' : `Create for ${cost} tokens`;
  return (
    <div className="flex w-full flex-col gap-2">
      {problem?.kind === 'tokens' && (
        <p role="alert" className="text-sm text-fg">
          {problem.missing === null
            ? problem.message
            : `You need ${problem.missing} more ${problem.missing === 1 ? 'token' : 'tokens'} to create this Angel.`}{' '}
          <Link to="/tokens" className="font-semibold text-accent underline">
            Get tokens
          </Link>
        </p>
      )}
      {problem?.kind === 'other' && (
        <p role="alert" className="text-sm text-danger">
          {problem.message}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {editing
            ? 'Editing is free.'
            : balance === undefined
              ? 'Log in or register to create your Angel; your draft stays.'
              : `Your balance: ${balance} tokens`}
        </p>
        <Button onClick={onSave} disabled={pending} aria-busy={pending || undefined}>
          {pending ? (editing ? 'Saving…' : 'Creating…') : label}
        </Button>
      </div>
    </div>
  );
}
