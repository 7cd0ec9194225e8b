import { Suspense } from 'react';
import { RecentViolations } from './recent-violations';
import { UserHistoryView } from './user-history';
import { UserSearch } from './user-search';
import { ViolationsSkeleton } from './violations-skeleton';

type ViolationsPageProps = {
  userId: string | undefined;
  email: string;
  onEmailChange: (email: string) => void;
};

/** Find a user and read their history; with nobody picked, the latest violations. */
export function ViolationsPage({ userId, email, onEmailChange }: ViolationsPageProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <aside aria-label="Find a user" className="flex flex-col gap-3">
        {!userId && <h1 className="font-display text-3xl font-semibold">Violations</h1>}
        <UserSearch email={email} onEmailChange={onEmailChange} selectedId={userId} />
      </aside>
      <Suspense fallback={<ViolationsSkeleton />}>
        {userId ? <UserHistoryView key={userId} userId={userId} /> : <RecentViolations />}
      </Suspense>
    </div>
  );
}
