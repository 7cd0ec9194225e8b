import { Link } from '@tanstack/react-router';
import { useSession } from '@/lib/auth/session-store';
import { useCases } from '@/features/admin/api/get-cases';
import { uniqueById } from '@/features/admin/model';
import { CaseRows } from '../queue/case-rows';

/** Without a chat: the cases this agent has claimed, to pick one and carry on. */
export function MyCases() {
  const me = useSession().user?.id ?? '';
  const cases = useCases({ filter: 'mine' });
  const items = uniqueById(cases.data.pages);
  return (
    <section aria-labelledby="my-cases-title" className="flex flex-col gap-4">
      <h1 id="my-cases-title" className="font-display text-3xl font-semibold">
        My cases
      </h1>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-8 text-center text-muted">
          You have no claimed cases.{' '}
          <Link
            to="/admin/chats"
            className="font-semibold text-accent underline underline-offset-4"
          >
            Pick one from the queue
          </Link>
          .
        </p>
      ) : (
        <CaseRows
          cases={cases}
          items={items}
          me={me}
          label="My cases"
          what={{ more: 'more of your cases', first: 'your cases' }}
        />
      )}
    </section>
  );
}
