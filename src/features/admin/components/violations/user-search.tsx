import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useUserSearch } from '@/features/admin/api/search-users';

const DEBOUNCE_MS = 300;

type UserSearchProps = {
  /** The search in the URL. */
  email: string;
  onEmailChange: (email: string) => void;
  selectedId: string | undefined;
};

/** Find a user by part of their email; typing settles for a moment before it asks. */
export function UserSearch({ email, onEmailChange, selectedId }: UserSearchProps) {
  const [draft, setDraft] = useState(email);
  // The search this box last put in the URL, and the URL's search as last rendered: a change
  // that is not ours (the Violations link clearing it, Back) replaces what is typed.
  const [sent, setSent] = useState(email);
  const [seen, setSeen] = useState(email);
  if (email !== seen) {
    setSeen(email);
    if (email !== sent) {
      setSent(email);
      setDraft(email);
    }
  }
  const latest = useRef(onEmailChange);
  useEffect(() => {
    latest.current = onEmailChange;
  });
  useEffect(() => {
    const value = draft.trim();
    if (value === email) return;
    const timer = setTimeout(() => {
      setSent(value);
      latest.current(value);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, email]);
  const search = useUserSearch(email);
  const items = search.data?.items ?? [];
  return (
    <search className="flex flex-col gap-2">
      <TextField
        label="Search users by email"
        type="search"
        value={draft}
        onValueChange={setDraft}
        placeholder="part of an email"
        autoComplete="off"
        spellCheck={false}
      />
      <div aria-live="polite" className="text-sm text-muted">
        {email === '' ? null : search.isFetching ? (
          <Spinner label="Searching" />
        ) : search.isError ? (
          <span role="alert" className="text-danger">
            {search.error.message}
          </span>
        ) : (
          `${items.length === 0 ? 'No' : items.length} user${items.length === 1 ? '' : 's'} found`
        )}
      </div>
      {items.length > 0 && (
        <ul aria-label="Users found" className="flex flex-col gap-1">
          {items.map((user) => (
            <li key={user.id}>
              <Link
                to="/admin/violations/{-$userId}"
                params={{ userId: user.id }}
                search={{ email }}
                aria-current={user.id === selectedId ? 'page' : undefined}
                className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 rounded-xl border border-line/70 px-3 py-2 hover:border-accent/60 aria-[current=page]:border-accent aria-[current=page]:bg-raised"
              >
                <span className="font-semibold break-all">{user.email}</span>
                <span className="text-xs text-muted">
                  {user.warningCounter} warning{user.warningCounter === 1 ? '' : 's'}
                  {user.closed ? ' · closed' : user.suspendedUntil ? ' · suspended' : ''}
                  {user.isAgent ? ' · agent' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}
