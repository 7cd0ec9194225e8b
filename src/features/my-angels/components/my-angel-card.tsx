import { Link } from '@tanstack/react-router';
import type { AvatarSummary } from '@contract/avatars.ts';
import { AngelCard, angelCardLinkClass } from '@/components/angel-card';
import { Skeleton } from '@/components/ui/skeleton';

export const myAngelsGridClass =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-5';

export function MyAngelCard({ angel, index }: { angel: AvatarSummary; index: number }) {
  return (
    <AngelCard
      avatar={angel}
      index={index}
      link={
        <Link to="/avatars/ai/$id" params={{ id: String(angel.id) }} className={angelCardLinkClass}>
          {angel.name}
        </Link>
      }
    />
  );
}

export function MyAngelCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} aria-hidden="true">
      <Skeleton className="aspect-[4/5] w-full rounded-3xl" />
    </li>
  ));
}
