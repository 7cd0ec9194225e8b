import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { HaloIcon } from '@/components/ui/icons';
import { useAvatarOptionsOrBuiltIn } from '@/lib/avatar-options-built-in';
import { useMyAngels } from '../api/get-my-angels';
import { ImportCard } from './import-card';
import { MyAngelCard, MyAngelCardSkeletons, myAngelsGridClass } from './my-angel-card';

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-line p-10 text-center">
      <span aria-hidden="true" className="text-accent [&_svg]:size-10">
        <HaloIcon />
      </span>
      <p className="font-display text-2xl font-semibold">No Angels of your own yet.</p>
      <p className="max-w-md text-muted">
        Design a companion step by step (looks, personality, how they talk), or import a character
        card from another app.
      </p>
      <Link to="/avatars/ai/create" className={buttonClasses('primary', 'px-8')}>
        Create your first Angel
      </Link>
    </div>
  );
}

export function MyAngelsPage() {
  const angels = useMyAngels();
  // What importing (like creating) an Angel costs: the server's figure once known.
  const options = useAvatarOptionsOrBuiltIn();
  const cost = options.generator.creationCost;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 py-6">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-display text-4xl font-semibold">My Angels</h1>
          <p className="mt-2 text-muted">The Angels you created or imported. Only you see them.</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Link to="/avatars/ai/create" className={buttonClasses('primary')}>
            Create an Angel
          </Link>
          <ImportCard cost={cost} />
        </div>
      </header>
      {angels.isError && !angels.data && (
        <div role="alert" className="flex items-center gap-3">
          <span className="text-muted">We could not load your Angels.</span>
          <Button variant="secondary" onClick={() => void angels.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {angels.data?.length === 0 ? (
        <EmptyState />
      ) : (
        <ul aria-label="Your Angels" aria-busy={angels.isPending} className={myAngelsGridClass}>
          {angels.data?.map((angel, index) => (
            <MyAngelCard key={angel.id} angel={angel} index={index} />
          ))}
          {angels.isPending && <MyAngelCardSkeletons count={4} />}
        </ul>
      )}
    </div>
  );
}
